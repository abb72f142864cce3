/**
 * The grid's cell renderers: data cells, the selection checkbox and the row actions. A jump-scroll
 * mounts every visible cell anew (Blueprint keys cells by row and column), so a cell is two divs with
 * Blueprint's cell classes (no Cell component, no loading wrapper) and its checkbox one native input;
 * Blueprint's Cell draws only the loading skeleton.
 */
import { Cell } from '@blueprintjs/table';
import type { CSSProperties, ReactNode } from 'react';
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
}

interface GridCellProps {
  /** Blueprint's table adds its position classes to ours, and the cell's position as style. */
  className?: string;
  style?: CSSProperties;
  tooltip?: string;
  interactive?: boolean;
  children?: ReactNode;
}

/** The DOM of Blueprint's Cell (truncated, no wrap; a cut-off text's tooltip is its title), without its components. */
function GridCell({ className, style, tooltip, interactive, children }: GridCellProps) {
  const base = interactive ? 'bp6-table-cell bp6-table-truncated-cell bp6-table-cell-interactive' : 'bp6-table-cell bp6-table-truncated-cell';
  return (
    <div className={`${base} ${className ?? ''}`} style={style} title={tooltip}>
      <div className="bp6-table-truncated-text bp6-table-no-wrap-text">{children}</div>
    </div>
  );
}

/** Formats whose cell shows the text itself (not a tag or an image). */
const TEXT_FORMATS: ReadonlySet<TableColumn['format']> = new Set(['text', 'number', 'currency', 'date', 'datetime']);

/** Renderers by column kind; row classes stripe the rows and mark the selected ones. */
export function cellRenderers<Row>({ rows, currency, isRowSelected, onSelectRow, rowActions }: CellRenderContext<Row>) {
  const rowClass = (i: number) => `${i % 2 ? 'dt-row-odd' : ''}${isRowSelected(i) ? ' dt-row-selected' : ''}`;
  return {
    data: (column: TableColumn) => {
      const classes = column.numeric ? ' dt-num' : '';
      return (i: number) => {
        if (!rows) return <Cell loading />;
        const value = valueOf(rows[i], column.key);
        const text = column.format === 'image' ? undefined : cellText(column, value, currency);
        return (
          <GridCell className={rowClass(i) + classes} tooltip={text || undefined}>
            {TEXT_FORMATS.has(column.format) ? text : cellContent(column, value, currency)}
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
