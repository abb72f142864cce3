/**
 * The SQL the server runs for one search request (its page, counting the matches), built by the server's own
 * search code, with the parameters written in as literals: what pgbench runs as the anchor.
 */
import type { PageQuery, SearchRequest } from '../../contract/search';
import { SearchRequestSchema } from '../../contract/search';
import type { Db } from '../../server/db/client';
import type { ResourceBinding } from '../../server/resources/binding';
import { compileSearch } from '../../server/search/compile';
import { searchQueries } from '../../server/search/run';

/** A parameter as an SQL literal (the values come from the benchmark's own request, not from users). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
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
