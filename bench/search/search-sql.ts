/**
 * The SQL the server runs for one search request (its page, counting the matches), built by the server's own
 * search code, with the parameters written in as literals: what pgbench runs as the anchor.
 */
import type { PageQuery, SearchRequest } from '../../contract/platform/search';
import { SearchRequestSchema } from '../../contract/platform/search';
import type { Db } from '../../server/db/client';
import type { ResourceBinding } from '../../server/resources/binding';
import { compileSearch } from '../../server/search/compile';
import { searchQueries } from '../../server/search/run';

/** One element of a PostgreSQL array literal: double-quoted, `"` and `\` escaped; nested arrays as `{…}`. */
function arrayElement(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (Array.isArray(value)) return arrayText(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `"${text.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** An array as PostgreSQL's array text (`{"a","b"}`), as node-postgres sends an array parameter. */
function arrayText(values: readonly unknown[]): string {
  return `{${values.map(arrayElement).join(',')}}`;
}

/**
 * A parameter as an SQL literal (the values come from the benchmark's own request, not from users). An array
 * becomes a quoted array literal left untyped, so PostgreSQL types it from the column it meets, as it does
 * the server's array parameter (`= any($1)`).
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = Array.isArray(value) ? arrayText(value) : value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replace(/'/g, "''")}'`;
}

/** `$1`, `$2`… replaced by their values' literals. */
export function inlineParams(statement: string, params: readonly unknown[]): string {
  return statement.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * The statement the server runs for a search request whose page has rows (the page with the count in
 * it; the count runs alone only for an empty page), ready for a pgbench script.
 */
export function searchStatements(db: Db, binding: ResourceBinding, body: SearchRequest, page: PageQuery): string[] {
  const compiled = compileSearch(binding.source, SearchRequestSchema.parse(body));
  const query = searchQueries(db, binding.source, compiled, page).page.toSQL();
  return [inlineParams(query.sql, query.params)];
}
