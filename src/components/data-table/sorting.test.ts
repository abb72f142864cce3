import { describe, expect, it } from 'vitest';
import { nextSort } from './sorting';

describe('nextSort', () => {
  it('cycles ascending, descending, unsorted on the same column', () => {
    const asc = nextSort(null, 'name');
    expect(asc).toEqual({ sortKey: 'name', sortOption: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ sortKey: 'name', sortOption: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
  });

  it('starts ascending on another column', () => {
    expect(nextSort({ sortKey: 'id', sortOption: 'desc' }, 'name')).toEqual({ sortKey: 'name', sortOption: 'asc' });
  });

  it('flips between ascending and descending when the sort is mandatory', () => {
    expect(nextSort({ sortKey: 'id', sortOption: 'desc' }, 'id', true)).toEqual({ sortKey: 'id', sortOption: 'asc' });
    expect(nextSort({ sortKey: 'id', sortOption: 'asc' }, 'id', true)).toEqual({ sortKey: 'id', sortOption: 'desc' });
  });
});
