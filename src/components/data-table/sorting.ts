/** Seed §2: a header click cycles ascending → descending → unsorted; a mandatory sort flips asc ↔ desc. */
import type { SortCriteria } from '../../../contract';

/** The sort after a click on the header of `key`. */
export function nextSort(current: SortCriteria | null, key: string, mandatory = false): SortCriteria | null {
  if (current?.sortKey !== key) return { sortKey: key, sortOption: 'asc' };
  if (current.sortOption === 'asc') return { sortKey: key, sortOption: 'desc' };
  return mandatory ? { sortKey: key, sortOption: 'asc' } : null;
}
