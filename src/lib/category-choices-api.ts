/**
 * Every category as a choice for a select, titled with its path (Women › Sarees) so a deep one is told apart, in
 * the tree's order: the product editor's categories, a feature section's and a slider's.
 */
import { useQuery } from '@tanstack/react-query';
import { CATEGORY_API, type CategoryRow } from '../../contract';
import { api } from './api';

/** Every category, each titled with its path (Women › Sarees) so a deep one is told apart; the tree's order. */
export function useCategoryChoices() {
  return useQuery({
    queryKey: ['category-choices'],
    queryFn: ({ signal }) => api.get<CategoryRow[]>(CATEGORY_API.list, { signal }),
    select: categoryPaths,
    staleTime: 60_000,
  });
}

export function categoryPaths(rows: readonly CategoryRow[]): { id: number; title: string }[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const out: { id: number; title: string }[] = [];
  const walk = (parentId: number | null, prefix: string) => {
    for (const row of (byParent.get(parentId) ?? []).toSorted((a, b) => a.position - b.position)) {
      const title = prefix ? `${prefix} › ${row.name}` : row.name;
      out.push({ id: row.id, title });
      walk(row.id, title);
    }
  };
  walk(null, '');
  return out;
}
