/**
 * The Blueprint Table of a DataTable: columns, cells, frozen first column, resize/reorder, copy,
 * keyboard focus and row selection gestures. Paging, loading and layout live in DataTable.
 */
import { HotkeysContext, HotkeysProvider, Menu } from '@blueprintjs/core';
import {
  Column,
  CopyCellsMenuItem,
  FocusMode,
  RegionCardinality,
  RenderMode,
  Table,
  TableLoadingOption,
} from '@blueprintjs/table';
import type { MenuContext, Region } from '@blueprintjs/table';
import { useCallback, useContext, useMemo, useRef } from 'react';
import type { CSSProperties, KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { clipboardText } from './cells';
import type { TableColumn } from './columns';
import { cellRenderers, titleIfCutOff, valueOf } from './grid-cells';
import { actionsHeader, checkboxHeader, dataHeader } from './header';
import type { HeaderHandlers } from './header';
import type { SelectionMode } from './selection';
import { useNamedScroller } from './use-named-scroller';
import { useScrollInFrame } from './use-scroll-in-frame';

export const ROW_HEIGHT = 28;
/** Rows grow to hold the 150x120 preview when an image column is shown. */
export const IMAGE_ROW_HEIGHT = 128;
const CHECK_WIDTH = 34;

export interface DataGridProps<Row> {
  /** What the rows are (the table's title): names the scrolling body, a tab stop of its own. */
  label: string;
  /** undefined while the first page loads: skeleton rows are drawn. */
  rows: Row[] | undefined;
  skeletonRows: number;
  columns: TableColumn[];
  header: HeaderHandlers;
  onResize: (key: string, width: number) => void;
  /** Moves visible data columns (indexes among the data columns). */
  onMove: (from: number, to: number, length: number) => void;
  selectionMode: SelectionMode;
  isRowSelected: (index: number) => boolean;
  onSelectRow: (index: number, shift: boolean) => void;
  pageState: 'all' | 'some' | 'none';
  onTogglePage: () => void;
  rowActions?: (row: Row, index: number, rows: readonly Row[]) => ReactNode;
  rowActionsWidth: number;
  /** Drawn after a data cell's content (DataTable's `cellAdornment`). */
  cellAdornment?: (row: Row, columnKey: string) => ReactNode;
  onRowOpen?: (row: Row) => void;
  currency: string;
  /** Anything else a cell depends on, so the grid redraws when it changes. */
  dependencies: readonly unknown[];
}

/** A key the grid handles, not one of a field, button, link or menu inside it. */
const ownKey = (e: KeyboardEvent) => !(e.target as HTMLElement).closest('input, button, a, [role="menu"]');

export function DataGrid<Row>(p: DataGridProps<Row>) {
  const { rows, columns, selectionMode, currency } = p;
  const hasActions = Boolean(p.rowActions);
  // Leading columns before the data: the checkbox, then the row actions (frozen, so wide tables keep them in view).
  const offset = (selectionMode === 'multiple' ? 1 : 0) + (hasActions ? 1 : 0);
  const rowHeight = columns.some((c) => c.format === 'image') ? IMAGE_ROW_HEIGHT : ROW_HEIGHT;
  const focusedRow = useRef<number | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const tableRef = useScrollInFrame(gridRef);
  useNamedScroller(gridRef, `${p.label}: rows`);

  const render = cellRenderers({
    rows,
    currency,
    isRowSelected: p.isRowSelected,
    onSelectRow: p.onSelectRow,
    rowActions: p.rowActions,
    cellAdornment: p.cellAdornment,
  });

  const clipboard = useCallback(
    (row: number, col: number) => {
      const column = columns[col - offset];
      return column && rows ? clipboardText(column, valueOf(rows[row], column.key), currency) : '';
    },
    [columns, offset, rows, currency],
  );
  const contextMenu = (context: MenuContext) => (
    <Menu size="small">
      <CopyCellsMenuItem context={context} getCellData={clipboard} text="Copy" icon="duplicate" />
    </Menu>
  );

  const open = (index: number | null) => {
    if (index !== null && rows?.[index] !== undefined) p.onRowOpen?.(rows[index]);
  };
  // Enter on a focused cell opens its row. Heard before the table's own Enter (which moves focus inside a
  // selection and stops the key), and not passed on: the screen's own Enter must not open another row.
  const onKeyDownCapture = (e: KeyboardEvent) => {
    if (e.key !== 'Enter' || !p.onRowOpen || focusedRow.current === null || !ownKey(e)) return;
    e.preventDefault();
    e.stopPropagation();
    open(focusedRow.current);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (!ownKey(e)) return;
    if (e.key === ' ' && focusedRow.current !== null && selectionMode !== 'none') {
      e.preventDefault();
      p.onSelectRow(focusedRow.current, e.shiftKey);
    }
  };
  // Only a data cell opens its row: not a header (resize, sort) nor a checkbox or action button.
  const onDoubleClick = (e: MouseEvent) => {
    const target = e.target as HTMLElement;
    if (target.closest('.bp6-table-cell') && !target.closest('.bp6-table-cell-interactive')) open(focusedRow.current);
  };
  const onSelection = (regions: Region[]) => {
    const last = regions[regions.length - 1];
    if (selectionMode === 'single' && last?.rows) p.onSelectRow(last.rows[0], false);
  };
  const onFocusedRegion = (region: { row: number }) => {
    focusedRow.current = region.row;
  };
  const onColumnsReordered = (from: number, to: number, length: number) => {
    const last = offset + columns.length - length;
    if (from < offset || from + length > offset + columns.length) return;
    p.onMove(from - offset, Math.min(Math.max(to, offset), last) - offset, length);
  };
  const onColumnWidthChanged = (index: number, width: number) => {
    const column = columns[index - offset];
    if (column) p.onResize(column.key, width);
  };

  const widths = useMemo(
    () => [
      ...(selectionMode === 'multiple' ? [CHECK_WIDTH] : []),
      ...(hasActions ? [p.rowActionsWidth] : []),
      ...columns.map((c) => c.width),
    ],
    [selectionMode, columns, hasActions, p.rowActionsWidth],
  );
  const numRows = rows ? rows.length : p.skeletonRows;
  // Header 30px + rows + room for a horizontal scrollbar; the CSS caps it to the viewport.
  const height = 31 + numRows * rowHeight + 16;

  const [{ hasProvider }] = useContext(HotkeysContext);
  const grid = (
    <div
      ref={gridRef}
      className={rowHeight === ROW_HEIGHT ? 'dt-grid' : 'dt-grid dt-tall'}
      style={
        {
          height: `max(160px, min(${height}px, calc(100vh - 230px)))`,
          '--dt-row-height': `${rowHeight}px`,
        } as CSSProperties
      }
      onKeyDownCapture={onKeyDownCapture}
      onKeyDown={onKeyDown}
      onDoubleClick={onDoubleClick}
      onMouseOver={titleIfCutOff}
    >
      <Table
        ref={tableRef}
        numRows={numRows}
        defaultRowHeight={rowHeight}
        columnWidths={widths}
        enableRowHeader={false}
        enableRowResizing={false}
        enableColumnReordering
        enableMultipleSelection
        numFrozenColumns={offset + 1}
        focusMode={FocusMode.CELL}
        selectionModes={[RegionCardinality.CELLS]}
        renderMode={RenderMode.NONE}
        loadingOptions={rows ? [] : [TableLoadingOption.CELLS]}
        getCellClipboardData={clipboard}
        bodyContextMenuRenderer={contextMenu}
        onSelection={onSelection}
        onFocusedRegion={onFocusedRegion}
        onColumnsReordered={onColumnsReordered}
        onColumnWidthChanged={onColumnWidthChanged}
        cellRendererDependencies={[
          rows,
          columns,
          currency,
          selectionMode,
          hasActions,
          p.cellAdornment,
          ...p.dependencies,
        ]}
      >
        {[
          ...(selectionMode === 'multiple'
            ? [
                <Column
                  key="__check"
                  id="__check"
                  cellRenderer={render.check}
                  columnHeaderCellRenderer={() =>
                    checkboxHeader({ state: p.pageState, disabled: !rows?.length, onToggle: p.onTogglePage })
                  }
                />,
              ]
            : []),
          ...(hasActions
            ? [
                <Column
                  key="__actions"
                  id="__actions"
                  cellRenderer={render.actions}
                  columnHeaderCellRenderer={actionsHeader}
                />,
              ]
            : []),
          ...columns.map((column) => (
            <Column
              key={column.key}
              id={column.key}
              cellRenderer={render.data(column)}
              columnHeaderCellRenderer={() => dataHeader(column, p.header)}
            />
          )),
        ]}
      </Table>
    </div>
  );
  // The table's keys (arrows, Ctrl+C) register with a HotkeysProvider; give it one if the app has none.
  return hasProvider ? grid : <HotkeysProvider>{grid}</HotkeysProvider>;
}
