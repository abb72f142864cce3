/**
 * Staff-ordered resources (FAQs, popular searches, later sliders and feature sections): a new row goes last,
 * and a move places one row one step up or down, or just before or after another. Creates and moves of a
 * table hold one advisory lock, so they run one at a time; a move renumbers the list 1..n in one statement
 * and goes through the versioned update of the moved row (stale version → 409, and nothing is renumbered).
 */
import { asc, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { ORDERING_MESSAGES } from '../../contract/platform/messages';
import type { MoveRequest, ResourceDef } from '../../contract/platform/resource';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { conflict, notFound } from '../platform/http/http-errors';
import type { RowOf, SearchSource } from '../search/source';
import { createRow, updateRow } from './writes';

/** Advisory-lock class of ordering writes (the two-integer form: its own key space). */
const ORDERING_LOCK = 0x0d3d;

const positionOf = (source: SearchSource): AnyPgColumn =>
  (getTableColumns(source.table) as Record<string, AnyPgColumn>).position;

async function lockOrder(tx: Db, source: SearchSource): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${ORDERING_LOCK}::integer, hashtext(${getTableName(source.table)}))`,
  );
}

/** Inserts a row at the end of the list. */
export function createLast<D extends ResourceDef>(
  db: Db,
  source: SearchSource<D>,
  values: Record<string, unknown>,
): Promise<RowOf<D>> {
  const generic = source as unknown as SearchSource;
  return withTransaction(db, async (tx) => {
    await lockOrder(tx, generic);
    const last = sql`(select coalesce(max(${positionOf(generic)}), 0) + 1 from ${generic.table})`;
    return createRow(tx, source, { ...values, position: last });
  });
}

/** Where the moved row goes among the others (`rest`, in order), as an index; `from` is where it was. */
function targetIndex(move: MoveRequest, rest: number[], from: number): number {
  if (move.direction === 'up') return Math.max(0, from - 1);
  if (move.direction === 'down') return Math.min(rest.length, from + 1);
  const anchor = rest.indexOf((move.beforeId ?? move.afterId)!);
  if (anchor < 0) throw conflict(ORDERING_MESSAGES.anchorGone);
  return move.beforeId !== undefined ? anchor : anchor + 1;
}

/** Moves row `id` (read at `move.version`) and returns it; 404 when it is gone, 409 when stale or the anchor is gone. */
export function moveRow<D extends ResourceDef>(
  db: Db,
  source: SearchSource<D>,
  id: number,
  move: MoveRequest,
): Promise<RowOf<D>> {
  const generic = source as unknown as SearchSource;
  const position = positionOf(generic);
  return withTransaction(db, async (tx) => {
    await lockOrder(tx, generic);
    const ids = (await tx.select({ id: generic.id }).from(generic.table).orderBy(asc(position), asc(generic.id))).map(
      (r) => Number(r.id),
    );
    const from = ids.indexOf(id);
    if (from < 0) throw notFound();
    const rest = ids.filter((other) => other !== id);
    const to = move.beforeId === id || move.afterId === id ? from : targetIndex(move, rest, from);
    rest.splice(to, 0, id);
    const others = rest.filter((other) => other !== id);
    const places = rest.flatMap((other, i) => (other === id ? [] : [i + 1]));
    await tx.execute(sql`update ${generic.table} set ${sql.identifier(position.name)} = v.pos
      from unnest(${sql.param(others)}::integer[], ${sql.param(places)}::integer[]) as v(id, pos)
      where ${generic.id} = v.id and ${position} <> v.pos`);
    return updateRow(tx, source, id, move.version, { position: to + 1 });
  });
}
