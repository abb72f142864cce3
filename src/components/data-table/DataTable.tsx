/**
 * The dense data table of every list screen (PRODUCT.md "Each list screen", seed §2 "Shared table
 * behaviour"): a resource's columns on a Blueprint Table with server-side filter, sort and paging,
 * row selection, a per-user column layout, CSV export and saved views.
 */
/* oxlint-disable import/no-unassigned-import -- the table's stylesheets are imported for their side effect */
import '@blueprintjs/table/lib/css/table.css';
import './data-table.css';
import { Button, Callout } from '@blueprintjs/core';
import { useEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import type { ResourceDef } from '../../../contract';
import { useCompanyDetails } from '../../lib/company';
import { errorMessage } from '../../lib/api';
import { ColumnsMenu } from './ColumnsMenu';
import { resolveColumns } from './columns';
import { DataGrid } from './DataGrid';
import { ExportButton } from './ExportButton';
import { pageRange } from './paging';
import { SavedViewsMenu } from './SavedViewsMenu';
import { SelectionBar } from './SelectionBar';
import type { RowId, SelectionMode, TableSelection } from './selection';
import { TableFooter } from './TableFooter';
import { CappedNotice, EmptyState, ErrorState } from './TableStates';
import type { TableState, TableStateChange } from './url-codec';
import { useColumnLayout } from './use-column-layout';
import { useResourceSearch } from './use-resource-search';
import type { RowOf } from './use-resource-search';
import { useRowSelection } from './use-row-selection';
import { useTableControls } from './use-table-controls';

export interface DataTableProps<D extends ResourceDef> {
  /** The resource: its fields become the columns; its apiPath answers search and export; its key names the layout and views. */
  def: D;
  /** Filter, sort and page (from `useTableUrlState`). */
  state: TableState;
  /** Called with a change; the owner resets the page on filter/sort/size changes (`useTableUrlState` does). */
  onStateChange: (change: TableStateChange) => void;
  /** Left of the toolbar: the filter panel. */
  toolbar?: ReactNode;
  /** Right of the toolbar: the screen's actions, e.g. "Add". */
  actions?: ReactNode;
  /** Buttons per row, in a last column `rowActionsWidth` wide (default 96); with the row's index on the page and the page's rows. */
  rowActions?: (row: RowOf<D>, index: number, rows: readonly RowOf<D>[]) => ReactNode;
  rowActionsWidth?: number;
  /**
   * Drawn after a data cell's content, per row and column key (e.g. a marker on the order number). Pass a stable
   * function (a module constant) returning a component that reads its own data: the grid redraws when it changes.
   */
  cellAdornment?: (row: RowOf<D>, columnKey: string) => ReactNode;
  /** 'single': a row click selects it; 'multiple': checkboxes, the page, or all matching. Default 'none'. */
  selection?: SelectionMode;
  /** Reported on every change; `all` carries the criteria, never ids. */
  onSelectionChange?: (selection: TableSelection, count: number) => void;
  /** Bulk actions, shown in the selection bar while rows are selected. */
  bulkActions?: (selection: TableSelection, count: number, clear: () => void) => ReactNode;
  /** Enter on a focused row, or a double-click. */
  onRowOpen?: (row: RowOf<D>) => void;
  /** The sort only flips between ascending and descending. */
  mandatorySort?: boolean;
  /** Default: `row.id`. */
  getRowId?: (row: RowOf<D>) => RowId;
  /** Show "Export CSV" (default true) and the saved views menu (default true). */
  exportable?: boolean;
  savedViews?: boolean;
}

const defaultRowId = (row: unknown) => (row as { id: RowId }).id;

/** `const table = useTableUrlState(def); <DataTable def={def} {...table} toolbar={<FilterPanel …/>} />`. */
export function DataTable<D extends ResourceDef>(props: DataTableProps<D>) {
  const { def, state, onStateChange, selection: mode = 'none', getRowId = defaultRowId } = props;
  const search = useResourceSearch(def, state);
  const layout = useColumnLayout(def.key);
  const currency = useCompanyDetails().data?.currency || 'INR';
  const columns = useMemo(() => resolveColumns(def.fields, layout.layout), [def.fields, layout.layout]);
  const rows = search.data?.content;
  const total = search.data?.totalElements ?? 0;
  const pageIds = useMemo(() => (rows ?? []).map(getRowId), [rows, getRowId]);
  const selection = useRowSelection({
    mode,
    criteria: state.criteria,
    dataOption: state.dataOption,
    pageIds,
    total,
    onChange: props.onSelectionChange,
  });
  const controls = useTableControls({
    def,
    state,
    onStateChange,
    layout,
    mandatorySort: props.mandatorySort,
    canHide: columns.length > 1,
  });
  const filtered = state.criteria.length > 0;

  // A shared link or a delete may point past the last page: go to the last one that exists.
  const { pageCount } = pageRange(state.page, state.pageSize, total, rows?.length ?? 0);
  const pastEnd = search.isSuccess && !search.isPlaceholderData && rows?.length === 0 && state.page > pageCount;
  useEffect(() => {
    if (pastEnd) onStateChange({ page: pageCount });
  }, [pastEnd, pageCount, onStateChange]);

  let body: ReactNode;
  if (search.isError && !search.data) {
    body = (
      <ErrorState
        error={search.error}
        onRetry={() => search.refetch()}
        filtered={filtered}
        onClearFilters={controls.clearFilters}
      />
    );
  } else if (rows?.length === 0 && !search.isPlaceholderData && !pastEnd) {
    body = <EmptyState filtered={filtered} onClearFilters={controls.clearFilters} />;
  } else {
    body = (
      <DataGrid
        label={def.title}
        rows={layout.ready ? rows : undefined}
        skeletonRows={state.pageSize > 0 ? Math.min(state.pageSize, 25) : 25}
        columns={columns}
        header={controls.header}
        onResize={controls.resize}
        onMove={controls.move}
        selectionMode={mode}
        isRowSelected={selection.isRowSelected}
        onSelectRow={selection.selectRow}
        pageState={selection.pageState}
        onTogglePage={selection.togglePage}
        rowActions={props.rowActions}
        rowActionsWidth={props.rowActionsWidth ?? 96}
        cellAdornment={props.cellAdornment}
        onRowOpen={props.onRowOpen}
        currency={currency}
        dependencies={[selection.selection, state.sort, layout.ready]}
      />
    );
  }

  // As DataGrid freezes them: the checkbox, the row actions, the first data column (for the header CSS, data-table.css).
  const frozen = (mode === 'multiple' ? 1 : 0) + (props.rowActions ? 1 : 0) + 1;
  return (
    <section className={`data-table dt-frozen-${frozen}`} aria-label={def.title} aria-busy={search.isFetching}>
      <div className="dt-toolbar">
        <div className="dt-toolbar-filters">{props.toolbar}</div>
        <div className="dt-toolbar-actions">
          <Button
            variant="minimal"
            size="small"
            icon="refresh"
            aria-label="Refresh"
            title="Refresh"
            onClick={() => search.refetch()}
          />
          {props.savedViews !== false && (
            <SavedViewsMenu tableKey={def.key} current={controls.currentView} onApply={controls.applyView} />
          )}
          <ColumnsMenu
            fields={def.fields}
            layout={layout.layout}
            onHiddenChange={controls.setHidden}
            onReset={layout.reset}
          />
          {props.exportable !== false && (
            <ExportButton def={def} state={state} columns={columns.map((c) => c.key)} disabled={total === 0} />
          )}
          {props.actions}
        </div>
      </div>
      {search.data?.capped && <CappedNotice />}
      {search.isError && search.data && (
        <Callout compact intent="danger" className="dt-notice">
          {errorMessage(search.error)}{' '}
          <Button size="small" variant="minimal" text="Retry" onClick={() => search.refetch()} />
        </Callout>
      )}
      <SelectionBar
        selection={selection.selection}
        count={selection.count}
        total={total}
        pageSelected={selection.pageState === 'all'}
        onSelectAllMatching={selection.selectAllMatching}
        onClear={selection.clear}
      >
        {props.bulkActions?.(selection.selection, selection.count, selection.clear)}
      </SelectionBar>
      {body}
      <TableFooter
        page={state.page}
        pageSize={state.pageSize}
        total={search.data?.totalElements}
        rowsOnPage={rows?.length ?? 0}
        fetching={search.isFetching && Boolean(search.data)}
        onChange={onStateChange}
      />
    </section>
  );
}
