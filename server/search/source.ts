/**
 * Where a resource's rows come from: its table, joins, and for every row field the column (or SQL
 * expression) it is read from. The column map is typed by the contract row's keys (and the contract
 * types field keys by the same keys), so a field without a column or a renamed field breaks the build.
 */
import { Column, is, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ResourceDef } from '../../contract/platform/resource';

/** A column, or an SQL expression, a row field is read from. */
export type FieldExpr = AnyPgColumn | SQL;

/** The keys of a resource's rows. */
export type RowKey<D extends ResourceDef> = keyof z.output<D['row']> & string;

/** A row as the contract describes it. */
export type RowOf<D extends ResourceDef> = z.output<D['row']>;

/** A table joined by a unique key with LEFT JOIN, so PostgreSQL drops it from queries that do not read it (counts). */
export interface SourceJoin {
  table: PgTable;
  on: SQL;
}

export interface SearchSource<D extends ResourceDef = ResourceDef> {
  def: D;
  table: PgTable;
  joins?: readonly SourceJoin[];
  /** Every row field → where it is read. */
  columns: Record<RowKey<D>, FieldExpr>;
  /** The primary key: the tie-breaker of every sort. */
  id: AnyPgColumn;
  /**
   * What criteria and sorts read instead of the shown value, when that is derived (the product list shows
   * category names joined into text but filters and sorts the indexed array they come from).
   */
  queryColumns?: Partial<Record<RowKey<D>, FieldExpr>>;
}

/** Checks a source's shape against its resource definition (keeps the literal types). */
export function defineSource<D extends ResourceDef>(source: SearchSource<D>): SearchSource<D> {
  const missing = source.def.fields.filter((f) => !(f.key in source.columns)).map((f) => f.key);
  // The types already forbid this; the check guards definitions built from casts.
  if (missing.length) throw new Error(`${source.def.key}: fields without a column: ${missing.join(', ')}`);
  return source;
}

/** The expression criteria and sorts of a field read. */
export const queryExprOf = (source: SearchSource, key: string): FieldExpr =>
  (source.queryColumns as Record<string, FieldExpr> | undefined)?.[key] ??
  source.columns[key as keyof typeof source.columns];

/** True for an array column (text[], integer[]): "equals" there means "has any of". */
export const isArrayColumn = (expr: FieldExpr): boolean => is(expr, Column) && expr.getSQLType().endsWith('[]');

/** False only for a NOT NULL column; an expression may be null. */
export const isNullable = (expr: FieldExpr): boolean => !(is(expr, Column) && expr.notNull);

/** The SQL type of a column ('integer', 'numeric(12, 2)', …); undefined for an expression. */
export const sqlTypeOf = (expr: FieldExpr): string | undefined => (is(expr, Column) ? expr.getSQLType() : undefined);
