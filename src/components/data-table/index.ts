/**
 * The data table of every list screen: the component, its URL state and its hooks.
 *
 *   const table = useTableUrlState(promoCodeResource);
 *   <DataTable
 *     def={promoCodeResource}
 *     {...table}
 *     toolbar={<FilterPanel definitions={filterDefinitionsOf(promoCodeResource)} applied={table.state.criteria}
 *                           onChange={(criteria) => table.onStateChange({ criteria })} />}
 *     actions={<Button icon="plus" text="Add" />}
 *     selection="multiple"
 *     rowActions={(row) => …}
 *     onRowOpen={(row) => …}
 *   />
 *
 * A mandatory sort is passed to both: `useTableUrlState(def, { mandatorySort: true })` and `<DataTable mandatorySort />`.
 */
export { DataTable } from './DataTable';
export type { DataTableProps } from './DataTable';
export { useTableUrlState } from './url-state';
export type { TableUrlState } from './url-state';
export {
  ALL_ROWS,
  PAGE_SIZES,
  applyTableChange,
  decodeTableState,
  defaultTableState,
  writeTableState,
} from './url-codec';
export type { PageSize, TableState, TableStateOptions } from './url-codec';
export { resourceQueryKey, toSearchRequest, useResourceSearch } from './use-resource-search';
export type { RowOf } from './use-resource-search';
export { NO_SELECTION, selectionCount } from './selection';
export type { RowId, SelectionMode, TableSelection } from './selection';
export { statusIntent } from './status-intent';
