/**
 * What every structural write of the category tree shares: one advisory lock for the tree, sibling lists in
 * order and their renumbering, and the database's refusals in the catalogue's words.
 *
 * Creates, moves, parent changes and deletes all take the same transaction-scoped lock, so they run one at a
 * time: a concurrent pair cannot both read the same sibling list and leave two nodes at one position, and a
 * move cannot race a delete of its new parent. Tree edits are rare staff actions, so one lock costs nothing
 * and needs no lock ordering between the old and the new parent.
 */
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import { CATEGORY_MESSAGES } from '../../contract/catalogue/category';
import { CONFLICT_MESSAGES, MESSAGES } from '../../contract/platform/messages';
import type { Db } from '../db/client';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { badRequest, conflict, notFound } from '../platform/http/http-errors';
import { categories } from './schema';
import { isSelfOrDescendant } from './categories-tree';

/** Advisory-lock class of category tree writes (two-integer form: its own key space). */
const TREE_LOCK = 0x0ca7;

/** Holds the tree's lock until the transaction ends. */
export async function lockTree(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${TREE_LOCK}::integer, 1)`);
}

/** The children of `parentId` (null: the top level) in order, without `except`. */
export async function siblingIds(tx: Db, parentId: number | null, except?: number): Promise<number[]> {
  const parent = parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId);
  const rows = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(except === undefined ? parent : and(parent, ne(categories.id, except)))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r) => r.id);
}

/** Writes positions 0..n-1 in the order given, in one statement (only rows whose position changes). */
export async function renumber(tx: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const places = ids.map((_, i) => i);
  await tx.execute(sql`update categories set sort_order = v.pos
    from unnest(${sql.param(ids)}::integer[], ${sql.param(places)}::integer[]) as v(id, pos)
    where categories.id = v.id and categories.sort_order <> v.pos`);
}

/** The node's bookkeeping read under the lock; 404 when gone, 409 when `version` is stale. */
export async function lockedNode(tx: Db, id: number, version?: number) {
  const [node] = await tx.select().from(categories).where(eq(categories.id, id)).limit(1);
  if (!node) throw notFound();
  if (version !== undefined && node.version !== version) throw conflict(MESSAGES.staleVersion);
  return node;
}

/** Refuses a parent that is gone, or that is the node itself or lies below it (`id` undefined: a new node). */
export async function checkParent(tx: Db, parentId: number | null, id?: number): Promise<void> {
  if (parentId === null) return;
  const [parent] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, parentId)).limit(1);
  if (!parent) throw conflict(CATEGORY_MESSAGES.parentGone, 'parentId');
  if (id !== undefined && (await isSelfOrDescendant(tx, id, parentId)))
    throw badRequest(CATEGORY_MESSAGES.intoItself, 'parentId');
}

/** The constraint a database error names (node-postgres and PGlite both carry `constraint`), looking through wrappers. */
function constraintOf(error: unknown): string {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return error instanceof Error ? error.message : '';
}

/** Runs a write; the unique indexes and the image's foreign key answer in the catalogue's words. */
export async function categoryGuard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = pgErrorCode(error);
    const constraint = constraintOf(error);
    if (code === PG_UNIQUE_VIOLATION && constraint.includes('categories_parent_name_uq'))
      throw conflict(CATEGORY_MESSAGES.duplicateName, 'name');
    if (code === PG_UNIQUE_VIOLATION && constraint.includes('categories_slug_uq'))
      throw conflict(CATEGORY_MESSAGES.duplicateSlug, 'slug');
    if (code === PG_FOREIGN_KEY_VIOLATION && constraint.includes('image_media_id'))
      throw badRequest(CATEGORY_MESSAGES.imageGone, 'imageMediaId');
    // A product added to the category while its delete ran.
    if (code === PG_FOREIGN_KEY_VIOLATION) throw conflict(CONFLICT_MESSAGES.inUse);
    throw error;
  }
}
