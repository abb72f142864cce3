/** A user's named views of one table (filter + sort + page size + columns), kept on the server. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ColumnLayout, ViewState } from '../../../contract';
import { createSavedView, deleteSavedView, fetchSavedViews } from './table-api';
import type { TableState } from './url-codec';

export const savedViewsQueryKey = (tableKey: string) => ['saved-views', tableKey] as const;

/** What a saved view holds of the table's current state and layout. */
export function toViewState(state: TableState, columns: ColumnLayout): ViewState {
  return {
    searchCriteriaList: state.criteria,
    dataOption: state.dataOption,
    sortCriteriaDto: state.sort,
    pageSize: state.pageSize,
    columns,
  };
}

/** The saved views (fetched when `enabled`, i.e. once the menu opens), and save / delete. */
export function useSavedViews(tableKey: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const queryKey = savedViewsQueryKey(tableKey);
  const list = useQuery({ queryKey, queryFn: ({ signal }) => fetchSavedViews(tableKey, signal), enabled });
  const invalidate = () => queryClient.invalidateQueries({ queryKey });
  const save = useMutation({
    mutationFn: (input: { name: string; state: ViewState }) => createSavedView(tableKey, input),
    onSuccess: invalidate,
  });
  const remove = useMutation({ mutationFn: (id: number) => deleteSavedView(tableKey, id), onSuccess: invalidate });
  return { list, save, remove };
}
