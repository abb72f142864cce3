/**
 * Runs a compiled search: one page of rows and the exact count with the same WHERE, side by side.
 * pageSize -1 ("All") returns up to ALL_ROWS_CAP rows and says so when more match.
 */
import { Column, is, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { ALL_ROWS_CAP, type Page, type PageQuery } from '../../contract/platform/search';
import type { ResourceDef } from '../../contract/platform/resource';
import type { Db } from '../db/client';
import type { CompiledSearch } from './compile';
import type { FieldExpr, RowOf, SearchSource, SourceJoin } from './source';
import { preparedSearch, type Bound, type SearchBuilder, type SearchParts } from './statements';

type Selection = Record<string, unknown>;

/** SELECT `fields` FROM the source's table and its joins (or only `joins`), as a query that can still take WHERE/ORDER/LIMIT. */
export function selectFrom(db: Db, source: SearchSource, fields: Selection, joins = source.joins ?? []): PgSelect {
  let query = db
    .select(fields as never)
    .from(source.table)
    .$dynamic() as unknown as PgSelect;
  for (const join of joins) query = query.leftJoin(join.table, join.on) as unknown as PgSelect;
  return query;
}

/**
 * The joins a count needs: those whose table a criterion reads. PostgreSQL would drop the others itself,
 * but only after choosing scans, which then cannot be index-only.
 */
export function joinsReadBy(source: SearchSource, exprs: readonly FieldExpr[]): SourceJoin[] {
  return (source.joins ?? []).filter((join) => exprs.some((e) => !is(e, Column) || e.table === join.table));
}

/** A database row as the contract's row: instants as ISO strings. */
export function toRow<D extends ResourceDef>(raw: Record<string, unknown>): RowOf<D> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) row[key] = value instanceof Date ? value.toISOString() : value;
  return row as RowOf<D>;
}

/** LIMIT and OFFSET of a page; All reads ALL_ROWS_CAP rows from the start. */
export function pageWindow(page: PageQuery): { limit: number; offset: number } {
  return page.pageSize === -1
    ? { limit: ALL_ROWS_CAP, offset: 0 }
    : { limit: page.pageSize, offset: page.pageNum * page.pageSize };
}

/** The key the matching-row count travels under in each page row (no resource has a field of that name). */
const TOTAL = 'totalElements';

/** The page (with the count of matching rows in every row) and the count alone, built from `parts`; no offset when `offset` is 0. */
export function searchSelects(db: Db, source: SearchSource, parts: SearchParts, limit: Bound, offset: Bound) {
  const count = selectFrom(db, source, { count: sql<string>`count(*)` }, parts.countJoins).where(parts.where);
  const fields = { ...source.columns, [TOTAL]: sql<string>`(${count})`.as('total_elements') };
  const rows = selectFrom(db, source, fields)
    .where(parts.where)
    .orderBy(...parts.orderBy)
    .limit(limit)
    .offset(offset);
  return { page: rows, count };
}

/** The parts of a compiled search. */
export const partsOf = (source: SearchSource, compiled: CompiledSearch): SearchParts => ({
  where: compiled.where,
  orderBy: compiled.orderBy,
  countJoins: joinsReadBy(source, compiled.filterExprs),
});

/**
 * The statements of a search, built but not run (the benchmark hands the same SQL to pgbench). `page`
 * carries the exact count of matching rows in every row, from an uncorrelated subquery PostgreSQL runs
 * once: one round trip for the usual request. `count` alone is needed only when the page comes back empty.
 */
export function searchQueries(db: Db, source: SearchSource, compiled: CompiledSearch, page: PageQuery) {
  const { limit, offset } = pageWindow(page);
  return { ...searchSelects(db, source, partsOf(source, compiled), limit, offset), offset };
}

type RawRow = Record<string, unknown>;

/** The page's rows, and a way to count the matches alone: prepared statements kept for the request's shape, else built now. */
async function readPage(db: Db, source: SearchSource, compiled: CompiledSearch, page: PageQuery) {
  const bounds = pageWindow(page);
  const build: SearchBuilder = (parts, limit, offset) => searchSelects(db, source, parts, limit, offset);
  const prepared = preparedSearch(db, source, partsOf(source, compiled), bounds, build);
  if (prepared) {
    const { statements, values } = prepared;
    return {
      rows: (await statements.page.execute(values)) as RawRow[],
      count: () => statements.count.execute(values),
      offset: bounds.offset,
    };
  }
  const queries = searchQueries(db, source, compiled, page);
  return {
    rows: (await queries.page) as RawRow[],
    count: async () => (await queries.count) as unknown[],
    offset: bounds.offset,
  };
}

/** One page of a compiled search and the exact number of matching rows. */
export async function runSearch<D extends ResourceDef>(
  db: Db,
  source: SearchSource<D>,
  compiled: CompiledSearch,
  page: PageQuery,
): Promise<Page<RowOf<D>>> {
  const { rows, count, offset } = await readPage(db, source as unknown as SearchSource, compiled, page);
  // An empty first page means nothing matches; an empty later page needs the count on its own.
  const counted =
    rows.length > 0 ? rows[0][TOTAL] : offset === 0 ? 0 : ((await count()) as { count: unknown }[])[0]?.count;
  const totalElements = Number(counted ?? 0);
  const all = page.pageSize === -1;
  return {
    content: rows.map(({ [TOTAL]: _total, ...raw }) => toRow<D>(raw)),
    totalElements,
    pageNum: all ? 0 : page.pageNum,
    pageSize: page.pageSize,
    capped: all && totalElements > ALL_ROWS_CAP,
  };
}

/** `where` and `extra` together (either may be absent). */
export const andAlso = (where: SQL | undefined, extra: SQL): SQL => (where ? sql`${where} and ${extra}` : extra);
