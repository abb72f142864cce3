/** The grid's cell renderers: data cells, the selection checkbox and the row actions. */
import { Checkbox } from '@blueprintjs/core';
import { Cell } from '@blueprintjs/table';
import type { ReactNode } from 'react';
import { cellContent, cellText } from './cells';
import type { TableColumn } from './columns';

/** A row's value for a column key. */
export const valueOf = (row: unknown, key: string) => (row as Record<string, unknown> | undefined)?.[key];

export interface CellRenderContext<Row> {
  /** undefined while loading: cells draw as skeletons. */
  rows: Row[] | undefined;
  currency: string;
  isRowSelected: (index: number) => boolean;
  onSelectRow: (index: number, shift: boolean) => void;
  rowActions?: (row: Row) => ReactNode;
}

/** Renderers by column kind; row classes stripe the rows and mark the selected ones. */
export function cellRenderers<Row>({ rows, currency, isRowSelected, onSelectRow, rowActions }: CellRenderContext<Row>) {
  const rowClass = (i: number) => `${i % 2 ? 'dt-row-odd' : ''}${isRowSelected(i) ? ' dt-row-selected' : ''}`;
  return {
    data: (column: TableColumn) => (i: number) => {
      if (!rows) return <Cell loading />;
      const value = valueOf(rows[i], column.key);
      const text = column.format === 'image' ? undefined : cellText(column, value, currency);
      return (
        <Cell className={`${rowClass(i)}${column.numeric ? ' dt-num' : ''}`} tooltip={text || undefined}>
          {cellContent(column, value, currency)}
        </Cell>
      );
    },
    check: (i: number) => (
      <Cell interactive className={`dt-check-cell ${rowClass(i)}`} loading={!rows}>
        <Checkbox
          className="dt-check"
          aria-label={`Select row ${i + 1}`}
          checked={isRowSelected(i)}
          // React reports a checkbox change from the click, so the shift key is on the native event.
          onChange={(e) => onSelectRow(i, (e.nativeEvent as MouseEvent).shiftKey === true)}
        />
      </Cell>
    ),
    actions: (i: number) => (
      <Cell interactive className={`dt-actions-cell ${rowClass(i)}`} loading={!rows}>
        {rows && rowActions?.(rows[i])}
      </Cell>
    ),
  };
}
