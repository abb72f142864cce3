/**
 * Server side of the resource kit: a resource's binding from its contract definition and its drizzle
 * table. Every row field is read from the table's column of the same name unless `columns` says otherwise
 * (a derived expression, a joined table's column); a field with neither is a type error here. A form body
 * becomes column values by the same names, numbers for exact-decimal columns as decimal text.
 */
import { getTableColumns } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ResourceDef } from '../../contract/platform/resource';
import { defineSource, type FieldExpr, type RowKey, type SourceJoin } from '../search/source';
import type { InputOf, ResourceBinding } from './binding';

type ColumnsOf<T extends PgTable> = T['_']['columns'];
/** Row fields the table has no column for and no override reads. */
type Unread<D extends ResourceDef, T extends PgTable, O> = Exclude<RowKey<D>, (keyof ColumnsOf<T> & string) | keyof O>;

export interface BindOptions<
  D extends ResourceDef,
  T extends PgTable,
  O extends Partial<Record<RowKey<D>, FieldExpr>>,
> {
  /** Fields read from an expression or a joined table instead of the column of their name. */
  columns?: O;
  joins?: readonly SourceJoin[];
  /** What criteria and sorts read instead of the shown value (an indexed array behind joined text). */
  queryColumns?: Partial<Record<RowKey<D>, FieldExpr>>;
  /** Column values of a create/update body, when they are not the body's own fields by name. */
  toValues?: (input: InputOf<D>) => Record<string, unknown> | Promise<Record<string, unknown>>;
  /** False when a route of its own answers `GET {apiPath}/{id}`. */
  readOne?: boolean;
  /** False when the area registers the routes itself (the table's search still serves saved views). */
  routes?: boolean;
  /** Demo rows the seed inserts into an empty database (relative to `now`). */
  demo?: (now: Date) => T['$inferInsert'][];
  /** The table refuses UPDATE, DELETE and TRUNCATE (the audit trail): the demo-data reset leaves it. */
  appendOnly?: boolean;
  /** Brings stored derived values up to date before each read (see ResourceBinding). */
  beforeRead?: ResourceBinding<D>['beforeRead'];
}

/** Numbers for `numeric` columns read as text (money) go in as exact decimal text. */
const isDecimalText = (column: AnyPgColumn | undefined) => column?.columnType === 'PgNumeric';

/** Picks the body's fields that are columns, money as decimal text. */
export function valuesByName(
  columns: Record<string, AnyPgColumn>,
  input: Record<string, unknown>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(input)
      .filter(([key]) => Object.hasOwn(columns, key))
      .map(([key, value]) => [key, typeof value === 'number' && isDecimalText(columns[key]) ? String(value) : value]),
  );
}

/** The binding of `def` over `table` (which must have an `id` column). */
export function bindResource<
  D extends ResourceDef,
  T extends PgTable & { id: AnyPgColumn },
  const O extends Partial<Record<RowKey<D>, FieldExpr>> = {},
>(
  def: D,
  table: T,
  ...[options = {}]: [Unread<D, T, O>] extends [never]
    ? [options?: BindOptions<D, T, O>]
    : [options: BindOptions<D, T, O> & { unreadFields: Unread<D, T, O> }]
): ResourceBinding<D> {
  const tableColumns = getTableColumns(table) as Record<string, AnyPgColumn>;
  const rowKeys = Object.keys((def.row as unknown as { shape: object }).shape);
  const columns = Object.fromEntries(
    rowKeys.map((key) => [key, (options.columns as Record<string, FieldExpr> | undefined)?.[key] ?? tableColumns[key]]),
  );
  const unread = rowKeys.filter((key) => !columns[key]);
  if (unread.length) throw new Error(`${def.key}: row fields without a column: ${unread.join(', ')}`);
  return {
    source: defineSource({
      def,
      table,
      joins: options.joins,
      id: table.id,
      columns: columns as Record<RowKey<D>, FieldExpr>,
      queryColumns: options.queryColumns,
    }),
    toValues: def.create
      ? (options.toValues ?? ((input) => valuesByName(tableColumns, input as Record<string, unknown>)))
      : undefined,
    readOne: options.readOne,
    routes: options.routes,
    demo: options.demo,
    appendOnly: options.appendOnly,
    beforeRead: options.beforeRead,
  };
}
