import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../../contract';
import { EMPTY_LAYOUT, moveColumns, resolveColumns, setColumnHidden, setColumnWidth } from './columns';

const fields: FieldSpec[] = [
  { key: 'id', label: 'ID', type: 'number', column: { width: 70 } },
  { key: 'name', label: 'Name', type: 'text' },
  { key: 'note', label: 'Note', type: 'text', column: { hidden: true } },
  { key: 'total', label: 'Total', type: 'decimal', column: { format: 'currency' } },
  { key: 'when', label: 'When', type: 'datetime' },
];
const keys = (layout = EMPTY_LAYOUT) => resolveColumns(fields, layout).map((c) => c.key);

describe('columns', () => {
  it('uses the spec defaults when nothing was saved: order, widths, hidden, formats', () => {
    const cols = resolveColumns(fields, EMPTY_LAYOUT);
    expect(cols.map((c) => [c.key, c.width, c.format, c.numeric])).toEqual([
      ['id', 70, 'number', true],
      ['name', 120, 'text', false],
      ['total', 120, 'currency', true],
      ['when', 120, 'datetime', false],
    ]);
  });

  it('hides and shows a column, keeping the others', () => {
    const hidden = setColumnHidden(fields, EMPTY_LAYOUT, 'name', true);
    expect(keys(hidden)).toEqual(['id', 'total', 'when']);
    expect(keys(setColumnHidden(fields, hidden, 'note', false))).toEqual(['id', 'note', 'total', 'when']);
  });

  it('never hides the last visible column', () => {
    let layout = EMPTY_LAYOUT;
    for (const key of ['id', 'name', 'total', 'when']) layout = setColumnHidden(fields, layout, key, true);
    expect(keys(layout)).toEqual(['when']);
  });

  it('moves visible columns while hidden ones keep their slots', () => {
    const moved = moveColumns(fields, EMPTY_LAYOUT, 3, 0);
    expect(keys(moved)).toEqual(['when', 'id', 'name', 'total']);
    expect(moved.order).toEqual(['when', 'id', 'note', 'name', 'total']);
    expect(keys(moveColumns(fields, EMPTY_LAYOUT, 0, 2, 2))).toEqual(['total', 'when', 'id', 'name']);
  });

  it('remembers a width, clamped to a usable size', () => {
    expect(resolveColumns(fields, setColumnWidth(fields, EMPTY_LAYOUT, 'name', 233.6))[1].width).toBe(234);
    expect(resolveColumns(fields, setColumnWidth(fields, EMPTY_LAYOUT, 'name', 3))[1].width).toBe(40);
  });

  it('shows a field added after the layout was saved at the end, with its spec default', () => {
    const saved = { order: ['name', 'id'], widths: {}, hidden: [] };
    expect(keys(saved)).toEqual(['name', 'id', 'total', 'when']);
  });

  it('ignores saved keys the resource no longer has', () => {
    expect(keys({ order: ['gone', 'id'], widths: { gone: 99 }, hidden: ['gone'] })).toEqual([
      'id',
      'name',
      'total',
      'when',
    ]);
  });
});
