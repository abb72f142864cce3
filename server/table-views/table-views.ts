/**
 * Column layouts and saved views per user per table (contract/table-views/table-views.ts). Every query is scoped to
 * the signed-in user's id, so a user never reads or deletes another user's rows. What is stored is
 * checked against the table's resource first: only its fields as columns, only criteria its search accepts.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import { MESSAGES } from '../../contract/platform/messages';
import { hasPermission, type ModuleAccess } from '../../contract/platform/permissions';
import { fieldByKey, type ResourceDef } from '../../contract/platform/resource';
import {
  MAX_SAVED_VIEWS_PER_TABLE,
  type ColumnLayout,
  type SavedView,
  type ViewState,
} from '../../contract/table-views/table-views';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { savedViews, tableLayouts } from './schema';
import { HttpError, conflict, noPermission, notFound } from '../platform/http/http-errors';
import { BINDINGS } from '../resources/registry';
import { compileSearch } from '../search/compile';
import type { SearchSource } from '../search/source';

/**
 * Every dense table's search, by table key: every resource binding's (server/resources/registry.ts), those
 * with routes of their own (returns and exchanges) included.
 */
const TABLE_SOURCES: Readonly<Record<string, SearchSource>> = Object.fromEntries(
  Object.entries(BINDINGS).map(([key, binding]) => [key, binding.source as unknown as SearchSource]),
);

/** Every table key; the routes take only these (the OpenAPI document lists them). */
export const TABLE_KEYS = Object.keys(TABLE_SOURCES) as [string, ...string[]];

/** The search of the table a key names; 404 for anything else. */
function sourceOf(tableKey: string): SearchSource {
  if (!Object.hasOwn(TABLE_SOURCES, tableKey)) throw notFound();
  return TABLE_SOURCES[tableKey];
}

/** The resource a table key names; 404 for anything else. */
export const resourceOf = (tableKey: string): ResourceDef => sourceOf(tableKey).def;

/** 403 unless the user may read the table's rows (the view permission of its resource). */
export function assertCanReadTable(
  user: { role: string; moduleAccess: ModuleAccess | null } | null,
  tableKey: string,
): void {
  if (!hasPermission(user, `${resourceOf(tableKey).permission}.view`)) throw noPermission();
}

/** 400 naming every column key (under `prefix`) that is not a field of the resource. */
function checkColumns(def: ResourceDef, layout: ColumnLayout, prefix: string): void {
  const unknown = (keys: string[], path: string) =>
    keys.flatMap((key, i) =>
      fieldByKey(def, key) ? [] : [{ field: `${prefix}${path}.${i}`, message: MESSAGES.unknownFilterKey(key) }],
    );
  const errors: ApiErrorItem[] = [
    ...unknown(layout.order, 'order'),
    ...unknown(layout.hidden, 'hidden'),
    ...Object.keys(layout.widths).flatMap((key) =>
      fieldByKey(def, key) ? [] : [{ field: `${prefix}widths.${key}`, message: MESSAGES.unknownFilterKey(key) }],
    ),
  ];
  if (errors.length) throw new HttpError(400, errors);
}

/** A view's criteria and sort must be ones the table's search accepts (same 400s, under `state.`). */
function checkViewState(tableKey: string, state: ViewState): void {
  const source = sourceOf(tableKey);
  checkColumns(source.def, state.columns, 'state.columns.');
  try {
    compileSearch(source, { ...state, sortCriteriaDto: state.sortCriteriaDto ?? undefined });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw new HttpError(
      400,
      error.errors.map((e) => ({ ...e, field: `state.${e.field}` })),
    );
  }
}

/** The user's layout of the table, or null when they have not changed the defaults. */
export async function getLayout(db: Db, userId: number, tableKey: string): Promise<ColumnLayout | null> {
  resourceOf(tableKey);
  const [row] = await db
    .select({ layout: tableLayouts.layout })
    .from(tableLayouts)
    .where(and(eq(tableLayouts.userId, userId), eq(tableLayouts.tableKey, tableKey)));
  return row?.layout ?? null;
}

/** Stores the user's layout of the table (replacing the previous one). */
export async function saveLayout(
  db: Db,
  userId: number,
  tableKey: string,
  layout: ColumnLayout,
): Promise<ColumnLayout> {
  checkColumns(resourceOf(tableKey), layout, '');
  await withTransaction(db, async (tx) => {
    const before = await getLayout(tx, userId, tableKey);
    await tx
      .insert(tableLayouts)
      .values({ userId, tableKey, layout })
      .onConflictDoUpdate({
        target: [tableLayouts.userId, tableLayouts.tableKey],
        set: { layout, updatedAt: new Date() },
      });
    await recordAudit(tx, {
      entity: 'table-layout',
      entityId: tableKey,
      action: 'update',
      changes: diffChanges({ layout: before }, { layout }),
    });
  });
  return layout;
}

const viewOf = (row: typeof savedViews.$inferSelect): SavedView => ({
  id: row.id,
  tableKey: row.tableKey,
  name: row.name,
  state: row.state,
  createdAt: row.createdAt.toISOString(),
});

/** The user's saved views of the table, by name. */
export async function listViews(db: Db, userId: number, tableKey: string): Promise<SavedView[]> {
  resourceOf(tableKey);
  const rows = await db
    .select()
    .from(savedViews)
    .where(and(eq(savedViews.userId, userId), eq(savedViews.tableKey, tableKey)))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map(viewOf);
}

/** Advisory-lock class of saved-view writes (the two-integer form: its own key space). */
const SAVED_VIEWS_LOCK = 0x5a7e;

/**
 * Saves a named view: a name the user already has for this table (any case) is a 409 on `name`, and so is a
 * view past MAX_SAVED_VIEWS_PER_TABLE. The count and the insert hold the user's lock, so a burst cannot pass it.
 */
export async function createView(
  db: Db,
  userId: number,
  tableKey: string,
  input: { name: string; state: ViewState },
): Promise<SavedView> {
  resourceOf(tableKey);
  checkViewState(tableKey, input.state);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SAVED_VIEWS_LOCK}::integer, ${userId}::integer)`);
      const [{ count }] = await tx
        .select({ count: sql<number>`count(*)::integer` })
        .from(savedViews)
        .where(and(eq(savedViews.userId, userId), eq(savedViews.tableKey, tableKey)));
      if (count >= MAX_SAVED_VIEWS_PER_TABLE) throw conflict(MESSAGES.tooManySavedViews(MAX_SAVED_VIEWS_PER_TABLE));
      const [row] = await tx
        .insert(savedViews)
        .values({ userId, tableKey, name: input.name, state: input.state })
        .returning();
      await recordAudit(tx, {
        entity: 'saved-view',
        entityId: row.id,
        action: 'create',
        changes: diffChanges(null, { tableKey, name: row.name, state: row.state }),
      });
      return viewOf(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict('name already exists', 'name');
    throw error;
  }
}

/** Deletes one of the user's views; someone else's, or none, is a 404. */
export async function deleteView(db: Db, userId: number, tableKey: string, id: number): Promise<void> {
  resourceOf(tableKey);
  await withTransaction(db, async (tx) => {
    const [deleted] = await tx
      .delete(savedViews)
      .where(and(eq(savedViews.id, id), eq(savedViews.userId, userId), eq(savedViews.tableKey, tableKey)))
      .returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, {
      entity: 'saved-view',
      entityId: id,
      action: 'delete',
      changes: diffChanges({ tableKey, name: deleted.name, state: deleted.state }, null),
    });
  });
}
