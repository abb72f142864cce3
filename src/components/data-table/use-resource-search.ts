/** One page of a resource's search, with TanStack Query (PRODUCT.md "API conventions"). */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ResourceDef, SearchRequest } from '../../../contract';
import { resourceQueryKey } from '../../lib/write-effects';
import { searchResource } from './table-api';
import type { TableState } from './url-codec';

/** The row type of a resource definition. */
export type RowOf<D extends ResourceDef> = z.infer<D['row']>;

/** Every query of a resource starts with this key; a write of the resource invalidates it (lib/write-effects.ts). */
export { resourceQueryKey } from '../../lib/write-effects';

/** The search body of a table state: its criteria, join and sort (also what export and saved views send). */
export function toSearchRequest(state: Pick<TableState, 'criteria' | 'dataOption' | 'sort'>): SearchRequest {
  return {
    searchCriteriaList: state.criteria,
    dataOption: state.dataOption,
    ...(state.sort ? { sortCriteriaDto: state.sort } : {}),
  };
}

/**
 * The page the table state asks for. Pages are 1-based here and 0-based on the wire; "All" is
 * pageSize -1 (the server caps it at ALL_ROWS_CAP and sets `capped`). The previous page stays on
 * screen while the next one loads (`isPlaceholderData`), so paging does not flash.
 */
export function useResourceSearch<D extends ResourceDef>(def: D, state: TableState) {
  const body = toSearchRequest(state);
  const query = { pageNum: state.pageSize === -1 ? 0 : state.page - 1, pageSize: state.pageSize };
  return useQuery({
    queryKey: [...resourceQueryKey(def), 'search', body, query],
    queryFn: ({ signal }) => searchResource<RowOf<D>>(def, body, query, signal),
    // The previous page stays while the next loads, but never another resource's rows.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[1] === def.key ? previous : undefined),
  });
}
