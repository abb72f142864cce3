/**
 * A search's statements, built once per request shape and kept as named prepared statements: later
 * requests of the shape skip building the SQL in drizzle, and PostgreSQL skips parsing it (each pooled
 * connection prepares a name once). The values travel as parameters, as in a statement built anew.
 */
import { createHash } from 'node:crypto';
import { Placeholder, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { placeholderValues, shapeOf, withPlaceholders } from './shape';
import type { SearchSource, SourceJoin } from './source';

/** What a search's statements are built from: the WHERE, the ORDER BY and the joins its count needs. */
export interface SearchParts {
  where: SQL | undefined;
  orderBy: SQL[];
  countJoins: SourceJoin[];
}

/** A LIMIT or OFFSET: a number, or a placeholder filled when a prepared statement runs. */
export type Bound = number | Placeholder;

/** Builds the page and count statements of a search from its parts (OFFSET 0 leaves the offset out). */
export type SearchBuilder = (parts: SearchParts, limit: Bound, offset: Bound) => { page: PgSelect; count: PgSelect };

type Prepared = ReturnType<PgSelect['prepare']>;

interface SearchStatements {
  page: Prepared;
  count: Prepared;
}

/** Shapes kept per database, least recently used dropped first: the UI asks for a few shapes over and over. */
const MAX_SHAPES = 256;
/**
 * Statement names given out per database. A name stays prepared on each connection that ran it, so the
 * names are capped to bound PostgreSQL's memory; shapes past the cap keep their built SQL but run unnamed,
 * as every search did before.
 */
const MAX_NAMES = 256;

interface Cache {
  /** null: a shape whose statements did not match a fresh build of its first request; such searches are built every time. */
  shapes: Map<string, SearchStatements | null>;
  names: Set<string>;
}

const caches = new WeakMap<Db, Cache>();
const sourceIds = new WeakMap<SearchSource, number>();
let lastSourceId = 0;

function cacheOf(db: Db): Cache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { shapes: new Map(), names: new Set() };
    caches.set(db, cache);
  }
  return cache;
}

function sourceId(source: SearchSource): number {
  let id = sourceIds.get(source);
  if (id === undefined) {
    id = ++lastSourceId;
    sourceIds.set(source, id);
  }
  return id;
}

/** A statement's parameters with the placeholders filled in. */
const filled = (params: readonly unknown[], values: Record<string, unknown>) =>
  params.map((p) => (p instanceof Placeholder ? values[p.name] : p));

const sameParams = (a: readonly unknown[], b: readonly unknown[]) =>
  a.length === b.length && a.every((v, i) => Object.is(v, b[i]));

/** The same text and parameters as the statement built with the values in it (a guard against a shape that misses something). */
function matches(withPlaceholder: PgSelect, built: PgSelect, values: Record<string, unknown>): boolean {
  const a = withPlaceholder.toSQL();
  const b = built.toSQL();
  return a.sql === b.sql && sameParams(filled(a.params, values), b.params);
}

/** `search_` and the start of the text's SHA-1 (one name never stands for two texts), or '' (unnamed) past the cap. */
function statementName(cache: Cache, query: PgSelect): string {
  const name = `search_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 16)}`;
  if (!cache.names.has(name) && cache.names.size >= MAX_NAMES) return '';
  cache.names.add(name);
  return name;
}

/** The statements of a shape, or null when they do not reproduce a fresh build of this request. */
function prepareShape(
  cache: Cache,
  parts: SearchParts,
  build: SearchBuilder,
  bounds: { limit: number; offset: number },
  values: Record<string, unknown>,
) {
  const [where, ...orderBy] = withPlaceholders([parts.where, ...parts.orderBy]);
  const offset = bounds.offset > 0 ? sql.placeholder('offset') : 0;
  const shaped = build(
    { where, orderBy: orderBy as SQL[], countJoins: parts.countJoins },
    sql.placeholder('limit'),
    offset,
  );
  const fresh = build(parts, bounds.limit, bounds.offset);
  if (!matches(shaped.page, fresh.page, values) || !matches(shaped.count, fresh.count, values)) return null;
  return {
    page: shaped.page.prepare(statementName(cache, shaped.page)),
    count: shaped.count.prepare(statementName(cache, shaped.count)),
  };
}

/**
 * The prepared statements for a search's shape and the values to run them with; undefined when the
 * search has no shape (or one that did not check out), so the caller builds its statements itself.
 */
export function preparedSearch(
  db: Db,
  source: SearchSource,
  parts: SearchParts,
  bounds: { limit: number; offset: number },
  build: SearchBuilder,
) {
  const shape = shapeOf([parts.where, ...parts.orderBy]);
  if (!shape) return undefined;
  const joins = parts.countJoins.map((join) => source.joins?.indexOf(join)).join(',');
  const key = `${sourceId(source)}\0${joins}\0${bounds.offset > 0}\0${shape.key}`;
  const values = { ...placeholderValues(shape.values), limit: bounds.limit, offset: bounds.offset };
  const cache = cacheOf(db);
  let statements = cache.shapes.get(key);
  if (statements === undefined) {
    statements = prepareShape(cache, parts, build, bounds, values);
  } else {
    cache.shapes.delete(key); // re-inserted below as the most recently used
  }
  cache.shapes.set(key, statements);
  if (cache.shapes.size > MAX_SHAPES) cache.shapes.delete(cache.shapes.keys().next().value!);
  return statements ? { statements, values } : undefined;
}
