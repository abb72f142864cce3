/** The category tree with TanStack Query, and its writes with the seed's success texts. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  CATEGORY_API,
  SUCCESS,
  type CategoryCreate,
  type CategoryMove,
  type CategoryMoveImpact,
  type CategoryRow,
  type RecordStatus,
} from '../../../../contract';
import { api } from '../../../lib/api';
import { invalidateWrites } from '../../../lib/write-effects';

export const categoryKeys = { tree: ['categories', 'tree'] as const };

/** Every category as flat rows (parentId + position) with product counts. */
export function useCategoryTree() {
  return useQuery({
    queryKey: categoryKeys.tree,
    queryFn: ({ signal }) => api.get<CategoryRow[]>(CATEGORY_API.list, { signal }),
  });
}

/** The calls, each refreshing the tree after it; the message to show is returned beside the row. */
export function useCategoryCalls() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    // The tree, and what shows categories elsewhere: pickers, the product list's names (lib/write-effects.ts).
    const refresh = () => invalidateWrites(queryClient, [categoryKeys.tree[0]]);
    return {
      refresh,
      async create(input: CategoryCreate) {
        const row = await api.post<CategoryRow>(CATEGORY_API.list, input);
        await refresh();
        return { row, message: SUCCESS.saved('category') };
      },
      async update(id: number, version: number, input: CategoryCreate) {
        const row = await api.put<CategoryRow>(CATEGORY_API.one(id), { ...input, version });
        await refresh();
        return { row, message: SUCCESS.updated('category') };
      },
      async setStatus(row: CategoryRow, status: RecordStatus) {
        await api.put<CategoryRow>(CATEGORY_API.status(row.id), { status, version: row.version });
        await refresh();
        return SUCCESS.statusUpdated('category');
      },
      async remove(row: CategoryRow) {
        await api.delete<null>(CATEGORY_API.one(row.id), { query: { version: row.version } });
        await refresh();
        return SUCCESS.deleted('category');
      },
      moveImpact: (id: number) => api.get<CategoryMoveImpact>(CATEGORY_API.moveImpact(id)),
      async move(id: number, move: CategoryMove) {
        const row = await api.put<CategoryRow>(CATEGORY_API.move(id), move);
        await refresh();
        return row;
      },
    };
  }, [queryClient]);
}
