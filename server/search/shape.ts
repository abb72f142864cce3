/**
 * The shape of an SQL fragment: what decides its statement text (text chunks, columns, where each
 * parameter sits), apart from the parameter values. Two fragments of one shape render to the same
 * statement with drizzle, so a statement built once for a shape serves every later request of it,
 * with that request's values in its placeholders. Fragments holding anything drizzle could render
 * differently by value (inlined parameters, SQL from an encoder, tables, aliases…) have no shape.
 */
import { Column, Param, Placeholder, SQL, StringChunk, sql } from 'drizzle-orm';

/** A fragment's shape key and its parameter values, in the order drizzle numbers them. */
export interface Shape {
  key: string;
  values: unknown[];
}

/** NUL cannot occur in PostgreSQL statement text, so it cannot make two different shapes' keys equal. */
const PARAM = '\0?';
const LIST_OPEN = '\0(';
const LIST_CLOSE = '\0)';

const columnIds = new WeakMap<Column, number>();
let lastColumnId = 0;

/** One key per column object (two columns rendering alike may still differ in table schema or alias). */
function columnKey(column: Column): string {
  let id = columnIds.get(column);
  if (id === undefined) {
    id = ++lastColumnId;
    columnIds.set(column, id);
  }
  return `\0c${id}\0`;
}

const isPrimitive = (chunk: unknown) =>
  chunk === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof chunk);

/** True for a fragment drizzle writes with its values inline (`.inlineParams()`; the flag is private in drizzle's types). */
const inlinesValues = (fragment: SQL) => (fragment as unknown as { shouldInlineParams: boolean }).shouldInlineParams;

/** A parameter's value as drizzle would send it; undefined when drizzle would not send it as one parameter. */
function paramValue(chunk: Param): { value: unknown } | undefined {
  if (chunk.value instanceof Placeholder) return undefined;
  const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
  return value instanceof SQL ? undefined : { value };
}

/** Adds the chunks' key parts and values; false when a chunk is one the shape does not cover. */
function collect(chunks: readonly unknown[], parts: string[], values: unknown[]): boolean {
  for (const chunk of chunks) {
    if (chunk === undefined) continue;
    if (chunk instanceof StringChunk) {
      parts.push(chunk.value.join(''));
    } else if (chunk instanceof SQL) {
      if (inlinesValues(chunk) || !collect(chunk.queryChunks, parts, values)) return false;
    } else if (chunk instanceof Param) {
      const param = paramValue(chunk);
      if (!param) return false;
      parts.push(PARAM);
      values.push(param.value);
    } else if (chunk instanceof Column) {
      parts.push(columnKey(chunk));
    } else if (Array.isArray(chunk)) {
      parts.push(LIST_OPEN);
      if (!collect(chunk, parts, values)) return false;
      parts.push(LIST_CLOSE);
    } else if (isPrimitive(chunk)) {
      parts.push(PARAM);
      values.push(chunk);
    } else {
      return false;
    }
  }
  return true;
}

/** The shape of the fragments taken in order (some may be absent); undefined when one has none. */
export function shapeOf(fragments: readonly (SQL | undefined)[]): Shape | undefined {
  const parts: string[] = [];
  const values: unknown[] = [];
  for (const fragment of fragments) {
    // An absent fragment writes nothing, an empty one may still write its clause's keyword.
    if (fragment && !collect([fragment], parts, values)) return undefined;
    parts.push(fragment ? '\0|' : '\0-');
  }
  return { key: parts.join(''), values };
}

/** The name of the placeholder standing for a shape's `index`th value. */
const valueName = (index: number) => `v${index}`;

/** The placeholders' values of a shape's statement. */
export function placeholderValues(values: readonly unknown[]): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  for (const [index, value] of values.entries()) named[valueName(index)] = value;
  return named;
}

function withPlaceholdersIn(chunks: readonly unknown[], next: { index: number }): unknown[] {
  return chunks.map((chunk) => {
    if (chunk instanceof SQL) return new SQL(withPlaceholdersIn(chunk.queryChunks, next) as SQL['queryChunks']);
    if (Array.isArray(chunk)) return withPlaceholdersIn(chunk, next);
    if (chunk instanceof Param || (chunk !== undefined && isPrimitive(chunk)))
      return sql.placeholder(valueName(next.index++));
    return chunk;
  });
}

/**
 * The fragments with a placeholder in place of each value, numbered across them in the order of
 * `shapeOf`'s values. Only for fragments that have a shape.
 */
export function withPlaceholders(fragments: readonly (SQL | undefined)[]): (SQL | undefined)[] {
  const next = { index: 0 };
  return fragments.map((fragment) => (fragment ? (withPlaceholdersIn([fragment], next)[0] as SQL) : undefined));
}
