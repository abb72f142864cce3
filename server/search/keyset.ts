/**
 * Every row of a compiled search, in its order, in keyset batches: each batch starts after the last
 * row of the previous one by (sort key, id), so memory stays flat, no connection or transaction is held
 * between batches (PGlite has only one), and each batch is an index range scan however deep it goes.
 * The last sort key travels as PostgreSQL's own text form and comes back as an untyped parameter, so
 * timestamps keep their microseconds and numerics their digits.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../contract/platform/resource';
import type { Db } from '../db/client';
import type { CompiledSearch, SortPlan } from './compile';
import { andAlso, selectFrom, toRow } from './run';
import { isNullable, type RowOf, type SearchSource } from './source';

/** The last row's sort key and id; `id` null with `key` null stands before the first blank. */
interface Cursor {
  key: string | null;
  id: unknown;
}

const param = (value: unknown) => sql.param(value);

/**
 * Rows after the cursor in the sort's order, blanks last both ways (as `orderByOf` sorts them). After a value only
 * the values beyond it: one row comparison, a range scan of the sort's index (an `or … is null` would make each batch
 * scan from the start); the blanks come in a pass of their own, by id.
 */
export function afterCursor(source: SearchSource, sort: SortPlan, cursor: Cursor): SQL {
  const { expr } = sort;
  const id = source.id;
  const beyond = sort.direction === 'asc' ? sql`>` : sql`<`;
  if (expr === id) return sql`${id} ${beyond} ${param(cursor.id)}`;
  if (cursor.key !== null || !isNullable(expr))
    return sql`(${expr}, ${id}) ${beyond} (${param(cursor.key)}, ${param(cursor.id)})`;
  return cursor.id === null ? sql`${expr} is null` : sql`(${expr} is null and ${id} ${beyond} ${param(cursor.id)})`;
}

/** Yields the matching rows `batchRows` at a time until none are left. */
export async function* keysetBatches<D extends ResourceDef>(
  db: Db,
  source: SearchSource<D>,
  compiled: CompiledSearch,
  batchRows: number,
): AsyncGenerator<RowOf<D>[]> {
  const generic = source as unknown as SearchSource;
  const fields = {
    ...generic.columns,
    cursorKey: sql<string | null>`(${compiled.sort.expr})::text`,
    cursorId: generic.id,
  };
  // A pass after a value reads values only; once it runs out, a nullable sort still has its blanks to read.
  const blanksToCome = compiled.sort.expr !== generic.id && isNullable(compiled.sort.expr);
  let cursor: Cursor | undefined;
  for (;;) {
    const where = cursor ? andAlso(compiled.where, afterCursor(generic, compiled.sort, cursor)) : compiled.where;
    const batch = (await selectFrom(db, generic, fields)
      .where(where)
      .orderBy(...compiled.orderBy)
      .limit(batchRows)) as Record<string, unknown>[];
    if (batch.length > 0) yield batch.map(({ cursorKey: _key, cursorId: _id, ...raw }) => toRow<D>(raw));
    const last = batch.at(-1);
    if (batch.length === batchRows) cursor = { key: last!.cursorKey as string | null, id: last!.cursorId };
    else if (blanksToCome && cursor !== undefined && cursor.key !== null) cursor = { key: null, id: null };
    else return;
  }
}
