/**
 * Removing a dry run's leftovers in short statements: the staged rows once planned, or a whole set a failed or
 * interrupted dry run left on PGlite. One `delete` of 100,000 rows would hold PGlite's one connection (and the
 * process) for its whole run; a few thousand at a time lets other requests' queries go between them.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { timeSlices } from '../../platform/event-loop/time-slices';

const PER_DELETE = 2_000;

/** Runs `deleteSome` until it deletes fewer than PER_DELETE, giving the event loop its turns between. */
async function deleteAll(deleteSome: () => Promise<{ n: number }[]>): Promise<void> {
  const pause = timeSlices();
  for (;;) {
    const [{ n }] = await deleteSome();
    if (n < PER_DELETE) return;
    await pause();
  }
}

/** Deletes the set's staged CSV rows. */
export const deleteStagedRows = (db: Db, setId: string) =>
  deleteAll(() =>
    queryRows(
      db,
      sql`with d as (delete from product_import_rows
  where set_id = ${setId} and line in (select line from product_import_rows where set_id = ${setId} order by line limit ${PER_DELETE}) returning 1)
  select count(*)::int as n from d`,
    ),
  );

/** Deletes the set with its staged rows and its items. */
export async function discardSet(db: Db, setId: string): Promise<void> {
  await deleteStagedRows(db, setId);
  await deleteAll(() =>
    queryRows(
      db,
      sql`with d as (delete from product_import_items
    where id in (select id from product_import_items where set_id = ${setId} order by position limit ${PER_DELETE}) returning 1)
    select count(*)::int as n from d`,
    ),
  );
  await db.execute(sql`delete from product_import_sets where id = ${setId}`);
}

/** A set is unfinished until its dry run counts its rows (none has 0: an empty file is refused). */
export const FINISHED_SET = sql`rows > 0`;

/** Discards the sets of dry runs a stopped process left unfinished a day ago or more (only PGlite's can be left). */
export async function discardAbandonedSets(db: Db): Promise<void> {
  const sets = await queryRows<{ id: string }>(
    db,
    sql`select id from product_import_sets
    where not (${FINISHED_SET}) and created_at < now() - interval '1 day' limit 10`,
  );
  for (const set of sets) await discardSet(db, set.id);
}
