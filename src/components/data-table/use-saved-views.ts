/** A user's named views of one table (filter + sort + page size + columns), kept on the server. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tableViewPaths } from '../../../contract';
import type { ColumnLayout, SavedView, ViewState } from '../../../contract';
import { api } from '../../lib/api';
import type { TableState } from './url-codec';

export const savedViewsQueryKey = (tableKey: string) => ['saved-views', tableKey] as const;

/** What a saved view holds of the table's current state and layout. */
export function toViewState(state: TableState, columns: ColumnLayout): ViewState {
  return { searchCriteriaList: state.criteria, dataOption: state.dataOption, sortCriteriaDto: state.sort, pageSize: state.pageSize, columns };
}

/** The saved views (fetched when `enabled`, i.e. once the menu opens), and save / delete. */
export function useSavedViews(tableKey: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const paths = tableViewPaths(tableKey);
  const queryKey = savedViewsQueryKey(tableKey);
  const list = useQuery({ queryKey, queryFn: ({ signal }) => api.get<SavedView[]>(paths.views, { signal }), enabled });
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: (input: { name: string; state: ViewState }) => api.post<SavedView>(paths.views, input),
    onSuccess: invalidate,
  });
  const remove = useMutation({ mutationFn: (id: number) => api.delete<unknown>(paths.view(id)), onSuccess: invalidate });
  return { list, save, remove };
}
