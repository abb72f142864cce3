/**
 * Create, update, status change and delete of a resource row, each in one transaction, with optimistic
 * locking by `version`. A duplicate of the unique field is caught from the unique index itself (no
 * pre-check that a concurrent insert could slip past) and answered 409 on that field.
 */
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { CONFLICT_MESSAGES, MESSAGES } from '../../contract/platform/messages';
import type { RecordStatus, ResourceDef } from '../../contract/platform/resource';
import type { Db } from '../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { conflict, notFound } from '../platform/http/http-errors';
import { selectFrom, toRow } from '../search/run';
import { sqlTypeOf, type RowOf, type SearchSource } from '../search/source';
import { integerLimit } from '../search/values';
import { deleteUnlessUsed, missingReference, refuseIfUsed } from './in-use';
import { splitOwned, writeOwned } from './owned-rows';
import { RESOURCE_CREATED_EVENTS, recordWebhookEvent } from '../webhooks/events';

type Values = Record<string, unknown>;

/** The table's columns a write touches by convention: every resource table has id and version. */
function lockColumns(source: SearchSource): { version: AnyPgColumn; hasUpdatedAt: boolean } {
  const columns = getTableColumns(source.table) as Record<string, AnyPgColumn>;
  return { version: columns.version, hasUpdatedAt: 'updatedAt' in columns };
}

/** Ids past the column's range cannot exist; asking for one is a 404, not a database error. */
const idFits = (source: SearchSource, id: number) => id <= integerLimit(sqlTypeOf(source.id));

/** The row with this id as the contract describes it, or undefined. */
export async function readRow<D extends ResourceDef>(
  db: Db,
  source: SearchSource<D>,
  id: number,
): Promise<RowOf<D> | undefined> {
  const generic = source as unknown as SearchSource;
  if (!idFits(generic, id)) return undefined;
  const [raw] = (await selectFrom(db, generic, generic.columns).where(eq(generic.id, id)).limit(1)) as Values[];
  return raw ? toRow<D>(raw) : undefined;
}

/**
 * Runs a write; a unique violation becomes 409 on the unique field, a key of the row pointing at nothing 409 on
 * that field, a row still referenced 409 "in use".
 */
async function guarded<T>(source: SearchSource, work: () => Promise<T>): Promise<T> {
  const { def } = source;
  try {
    return await work();
  } catch (error) {
    const code = pgErrorCode(error);
    if (code === PG_UNIQUE_VIOLATION && def.unique) throw conflict(def.unique.message, def.unique.key);
    if (code === PG_FOREIGN_KEY_VIOLATION) throw missingReference(source, error) ?? conflict(CONFLICT_MESSAGES.inUse);
    throw error;
  }
}

/** After a write that matched no row: 404 when the row is gone, else its version moved on (409). */
async function missOrStale(tx: Db, source: SearchSource, id: number): Promise<never> {
  const [row] = await tx.select({ id: source.id }).from(source.table).where(eq(source.id, id)).limit(1);
  throw row ? conflict(MESSAGES.staleVersion) : notFound();
}

/** Inserts a row and returns it. */
export function createRow<D extends ResourceDef>(db: Db, source: SearchSource<D>, values: Values): Promise<RowOf<D>> {
  const generic = source as unknown as SearchSource;
  const [columns, owned] = splitOwned(generic.table, values);
  return guarded(generic, () =>
    withTransaction(db, async (tx) => {
      const [created] = (await tx
        .insert(generic.table)
        .values(columns as never)
        .returning({ id: generic.id })) as { id: number }[];
      await writeOwned(tx, generic.table, created.id, owned);
      const row = (await readRow(tx, source, created.id))!;
      await recordAudit(tx, {
        entity: source.def.key,
        entityId: created.id,
        action: 'create',
        changes: diffChanges(null, row as Values),
      });
      const event = RESOURCE_CREATED_EVENTS[source.def.key];
      if (event) await recordWebhookEvent(tx, event, () => row);
      return row;
    }),
  );
}

/** Updates the row read at `version` (version + 1) and returns it; 404 or 409 when it cannot. `action` names it in the audit trail. */
export function updateRow<D extends ResourceDef>(
  db: Db,
  source: SearchSource<D>,
  id: number,
  version: number,
  values: Values,
  action = 'update',
): Promise<RowOf<D>> {
  const generic = source as unknown as SearchSource;
  if (!idFits(generic, id)) return Promise.reject(notFound());
  const { version: versionColumn, hasUpdatedAt } = lockColumns(generic);
  const [columns, owned] = splitOwned(generic.table, values);
  const set = { ...columns, version: sql`${versionColumn} + 1`, ...(hasUpdatedAt ? { updatedAt: sql`now()` } : {}) };
  return guarded(generic, () =>
    withTransaction(db, async (tx) => {
      const before = await readRow(tx, source, id);
      const updated = await tx
        .update(generic.table)
        .set(set as never)
        .where(and(eq(generic.id, id), eq(versionColumn, version)))
        .returning({ id: generic.id });
      if (updated.length === 0) return missOrStale(tx, generic, id);
      await writeOwned(tx, generic.table, id, owned);
      const after = (await readRow(tx, source, id))!;
      await recordAudit(tx, {
        entity: source.def.key,
        entityId: id,
        action,
        changes: diffChanges(before as Values, after as Values),
      });
      return after;
    }),
  );
}

/** Sets the status of the row read at `version`. */
export function changeStatus<D extends ResourceDef>(
  db: Db,
  source: SearchSource<D>,
  id: number,
  version: number,
  status: RecordStatus,
) {
  return updateRow(db, source, id, version, { status }, 'status');
}

/** Deletes the row read at `version`; 404 or 409 when it cannot, 409 naming its users while other rows point at it. */
export function deleteRow(db: Db, source: SearchSource, id: number, version: number): Promise<void> {
  if (!idFits(source, id)) return Promise.reject(notFound());
  const { version: versionColumn } = lockColumns(source);
  return guarded(source, () =>
    deleteUnlessUsed(db, source, id, () =>
      withTransaction(db, async (tx) => {
        await refuseIfUsed(tx, source, id);
        const before = await readRow(tx, source, id);
        const deleted = await tx
          .delete(source.table)
          .where(and(eq(source.id, id), eq(versionColumn, version)))
          .returning({ id: source.id });
        if (deleted.length === 0) await missOrStale(tx, source, id);
        await recordAudit(tx, {
          entity: source.def.key,
          entityId: id,
          action: 'delete',
          changes: diffChanges(before as Values, null),
        });
      }),
    ),
  );
}
