/**
 * Every row of a compiled search, in its order, in keyset batches: each batch starts after the last
 * row of the previous one by (sort key, id), so memory stays flat, no connection or transaction is held
 * between batches (PGlite has only one), and each batch is an index range scan however deep it goes.
 * The last sort key travels as PostgreSQL's own text form and comes back as an untyped parameter, so
 * timestamps keep their microseconds and numerics their digits.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { ResourceDef } from '../../contract/resource';
import type { Db } from '../db/client';
import type { CompiledSearch, SortPlan } from './compile';
import { andAlso, selectFrom, toRow } from './run';
import { isNullable, type RowOf, type SearchSource } from './source';

interface Cursor {
  key: string | null;
  id: unknown;
}

const param = (value: unknown) => sql.param(value);

/** Rows after the cursor in the sort's order (ASC puts nulls last, DESC first, as PostgreSQL does). */
export function afterCursor(source: SearchSource, sort: SortPlan, cursor: Cursor): SQL {
  const { expr } = sort;
  const id = source.id;
  const beyond = sort.direction === 'asc' ? sql`>` : sql`<`;
  if (expr === id) return sql`${id} ${beyond} ${param(cursor.id)}`;
  if (!isNullable(expr)) return sql`(${expr}, ${id}) ${beyond} (${param(cursor.key)}, ${param(cursor.id)})`;
  const tie = sql`${id} ${beyond} ${param(cursor.id)}`;
  if (sort.direction === 'asc') {
    return cursor.key === null
      ? sql`(${expr} is null and ${tie})`
      : sql`(${expr} > ${param(cursor.key)} or (${expr} = ${param(cursor.key)} and ${tie}) or ${expr} is null)`;
  }
  return cursor.key === null
    ? sql`((${expr} is null and ${tie}) or ${expr} is not null)`
    : sql`(${expr} < ${param(cursor.key)} or (${expr} = ${param(cursor.key)} and ${tie}))`;
}

/** Yields the matching rows `batchRows` at a time until none are left. */
export async function* keysetBatches<D extends ResourceDef>(
  db: Db, source: SearchSource<D>, compiled: CompiledSearch, batchRows: number,
): AsyncGenerator<RowOf<D>[]> {
  const generic = source as unknown as SearchSource;
  const fields = { ...generic.columns, cursorKey: sql<string | null>`(${compiled.sort.expr})::text`, cursorId: generic.id };
  let cursor: Cursor | undefined;
  for (;;) {
    const where = cursor ? andAlso(compiled.where, afterCursor(generic, compiled.sort, cursor)) : compiled.where;
    const batch = (await selectFrom(db, generic, fields).where(where).orderBy(...compiled.orderBy).limit(batchRows)) as Record<string, unknown>[];
    if (batch.length === 0) return;
    const last = batch[batch.length - 1];
    cursor = { key: last.cursorKey as string | null, id: last.cursorId };
    yield batch.map(({ cursorKey: _key, cursorId: _id, ...raw }) => toRow<D>(raw));
    if (batch.length < batchRows) return;
  }
}
