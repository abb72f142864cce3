/**
 * Columns from a resource's field spec plus the user's saved layout (order, widths, hidden).
 * An empty layout means "the spec's defaults"; fields the saved layout does not know (added
 * since it was saved) take their spec defaults and go at the end.
 */
import type { CellFormat, ColumnLayout, FieldSpec } from '../../../contract';

export const DEFAULT_COLUMN_WIDTH = 120;
export const MIN_COLUMN_WIDTH = 40;
export const EMPTY_LAYOUT: ColumnLayout = { order: [], widths: {}, hidden: [] };

/** A column as the grid draws it. */
export interface TableColumn {
  key: string;
  field: FieldSpec;
  width: number;
  format: CellFormat;
  /** Right-aligned with tabular figures. */
  numeric: boolean;
}

/** The format a field's cells use: the spec's, else one that fits its type. */
export function formatOf(field: FieldSpec): CellFormat {
  if (field.column?.format) return field.column.format;
  switch (field.type) {
    case 'number':
    case 'decimal':
      return 'number';
    case 'date':
      return 'date';
    case 'datetime':
      return 'datetime';
    case 'boolean':
      return 'boolean';
    default:
      return 'text';
  }
}

/** Every field in display order, each with its hidden flag. */
export function layoutColumns(
  fields: readonly FieldSpec[],
  layout: ColumnLayout,
): Array<{ field: FieldSpec; hidden: boolean }> {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const saved = layout.order.filter((k) => byKey.has(k));
  const savedSet = new Set(saved);
  const hidden = new Set(layout.hidden);
  const known = saved.map((k) => ({ field: byKey.get(k) as FieldSpec, hidden: hidden.has(k) }));
  const added = fields
    .filter((f) => !savedSet.has(f.key))
    .map((f) => ({ field: f, hidden: f.column?.hidden ?? false }));
  return [...known, ...added];
}

/** The visible columns, in order, with their widths. */
export function resolveColumns(fields: readonly FieldSpec[], layout: ColumnLayout): TableColumn[] {
  return layoutColumns(fields, layout)
    .filter((c) => !c.hidden)
    .map(({ field }) => {
      const format = formatOf(field);
      return {
        key: field.key,
        field,
        width: layout.widths[field.key] ?? field.column?.width ?? DEFAULT_COLUMN_WIDTH,
        format,
        numeric: format === 'number' || format === 'currency',
      };
    });
}

/** The layout written out in full, so later changes do not depend on spec defaults. */
function materialize(fields: readonly FieldSpec[], layout: ColumnLayout): ColumnLayout {
  const columns = layoutColumns(fields, layout);
  return {
    order: columns.map((c) => c.field.key),
    widths: { ...layout.widths },
    hidden: columns.filter((c) => c.hidden).map((c) => c.field.key),
  };
}

export function setColumnHidden(
  fields: readonly FieldSpec[],
  layout: ColumnLayout,
  key: string,
  hidden: boolean,
): ColumnLayout {
  const full = materialize(fields, layout);
  const rest = full.hidden.filter((k) => k !== key);
  // Never hide the last visible column: the grid would have nothing to show.
  if (hidden && rest.length + 1 >= full.order.length) return full;
  return { ...full, hidden: hidden ? [...rest, key] : rest };
}

export function setColumnWidth(
  fields: readonly FieldSpec[],
  layout: ColumnLayout,
  key: string,
  width: number,
): ColumnLayout {
  const full = materialize(fields, layout);
  return { ...full, widths: { ...full.widths, [key]: Math.max(MIN_COLUMN_WIDTH, Math.min(2000, Math.round(width))) } };
}

/** Moves `length` visible columns from `from` to `to` (visible indexes, as the grid reports them); hidden ones keep their slots. */
export function moveColumns(
  fields: readonly FieldSpec[],
  layout: ColumnLayout,
  from: number,
  to: number,
  length = 1,
): ColumnLayout {
  const full = materialize(fields, layout);
  const hidden = new Set(full.hidden);
  const visible = full.order.filter((k) => !hidden.has(k));
  const moved = visible.splice(from, length);
  visible.splice(to, 0, ...moved);
  let next = 0;
  return { ...full, order: full.order.map((k) => (hidden.has(k) ? k : visible[next++])) };
}
