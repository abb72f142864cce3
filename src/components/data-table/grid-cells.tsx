/**
 * The grid's cell renderers: data cells, the selection checkbox and the row actions. A jump-scroll
 * mounts every visible cell anew (Blueprint keys cells by row and column), so a cell is one div with
 * Blueprint's cell classes (no Cell component, no loading wrapper, no inner truncating div) and its
 * checkbox one native input; Blueprint's Cell draws only the loading skeleton.
 */
import { Cell } from '@blueprintjs/table';
import type { CSSProperties, MouseEvent as ReactMouseEvent, ReactNode } from 'react';
import { cellContent, cellText } from './cells';
import type { TableColumn } from './columns';
// oxlint-disable-next-line import/no-unassigned-import -- the cells' stylesheet
import './grid-cells.css';

/** A row's value for a column key. */
export const valueOf = (row: unknown, key: string) => (row as Record<string, unknown> | undefined)?.[key];

export interface CellRenderContext<Row> {
  /** undefined while loading: cells draw as skeletons. */
  rows: Row[] | undefined;
  currency: string;
  isRowSelected: (index: number) => boolean;
  onSelectRow: (index: number, shift: boolean) => void;
  rowActions?: (row: Row, index: number, rows: readonly Row[]) => ReactNode;
  /** Drawn after a data cell's content: a marker that keeps its own state, so changing it redraws no cell. */
  cellAdornment?: (row: Row, columnKey: string) => ReactNode;
}

interface GridCellProps {
  /** Blueprint's table adds its position classes to ours, and the cell's place as style. */
  className?: string;
  style?: CSSProperties;
  interactive?: boolean;
  children?: ReactNode;
}

/**
 * A cell as Blueprint's Cell looks (truncated, no wrap), in one element, for a jump mounts every visible cell
 * anew: the cell truncates its own text (no inner div), and its absolute position and the row height come from
 * grid-cells.css, so only its place (top, left, width) is written inline.
 */
function GridCell({ className, style, interactive, children }: GridCellProps) {
  const base = interactive
    ? 'bp6-table-cell bp6-table-truncated-cell bp6-table-cell-interactive dt-cell'
    : 'bp6-table-cell bp6-table-truncated-cell dt-cell';
  const place = style && { top: style.top, left: style.left, width: style.width };
  return (
    <div className={`${base} ${className ?? ''}`} style={place}>
      {children}
    </div>
  );
}

/**
 * A cut-off cell's text becomes its tooltip when the pointer reaches it: set then, on the one cell, instead
 * of a title on every cell of every jump (most are not cut off).
 */
export function titleIfCutOff(event: ReactMouseEvent): void {
  const cell = (event.target as Element).closest?.('.dt-cell');
  if (!(cell instanceof HTMLElement)) return;
  const title = cell.scrollWidth > cell.clientWidth ? (cell.textContent ?? '') : '';
  if (cell.title !== title) cell.title = title;
}

/** Formats whose cell shows the text itself (not a tag or an image). */
const TEXT_FORMATS: ReadonlySet<TableColumn['format']> = new Set([
  'text',
  'number',
  'currency',
  'date',
  'datetime',
  'shop-datetime',
]);

/** Renderers by column kind; row classes stripe the rows and mark the selected ones. */
export function cellRenderers<Row>({
  rows,
  currency,
  isRowSelected,
  onSelectRow,
  rowActions,
  cellAdornment,
}: CellRenderContext<Row>) {
  const rowClass = (i: number) => `${i % 2 ? 'dt-row-odd' : ''}${isRowSelected(i) ? ' dt-row-selected' : ''}`;
  return {
    data: (column: TableColumn) => {
      const classes = column.numeric ? ' dt-num' : '';
      return (i: number) => {
        if (!rows) return <Cell loading />;
        const value = valueOf(rows[i], column.key);
        return (
          <GridCell className={rowClass(i) + classes}>
            {TEXT_FORMATS.has(column.format) ? cellText(column, value, currency) : cellContent(column, value, currency)}
            {cellAdornment && rows[i] !== undefined && cellAdornment(rows[i], column.key)}
          </GridCell>
        );
      };
    },
    check: (i: number) =>
      rows ? (
        <GridCell interactive className={`dt-check-cell ${rowClass(i)}`}>
          <input
            type="checkbox"
            className="dt-row-check"
            aria-label={`Select row ${i + 1}`}
            checked={isRowSelected(i)}
            // React reports a checkbox change from the click, so the shift key is on the native event.
            onChange={(e) => onSelectRow(i, (e.nativeEvent as MouseEvent).shiftKey === true)}
          />
        </GridCell>
      ) : (
        <Cell interactive loading className="dt-check-cell" />
      ),
    actions: (i: number) =>
      rows ? (
        <GridCell interactive className={`dt-actions-cell ${rowClass(i)}`}>
          {rowActions?.(rows[i], i, rows)}
        </GridCell>
      ) : (
        <Cell interactive loading className="dt-actions-cell" />
      ),
  };
}
