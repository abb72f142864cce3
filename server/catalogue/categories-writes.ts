/**
 * Create, update, status change and delete of a category, each one transaction under the tree's lock with its
 * audit row. A duplicate name among siblings is caught by the unique index (categories_parent_name_uq), never
 * by a pre-check a concurrent insert could slip past. A blank slug is made from the name, with -2, -3… when
 * the shop already has it (slugs are one storefront URL each, so they are unique shop-wide).
 */
import { and, count, eq, like, or, sql } from 'drizzle-orm';
import {
  CATEGORY_MESSAGES,
  slugify,
  type CategoryInput,
  type CategoryRow,
  type CategoryUpdateInput,
} from '../../contract/catalogue/category';
import { MESSAGES } from '../../contract/platform/messages';
import type { RecordStatus } from '../../contract/platform/resource';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { conflict } from '../platform/http/http-errors';
import { refuseIfRowUsed } from '../resources/in-use';
import { categories, products } from './schema';
import { productCategories } from './products/schema';
import { refreshCompleteness } from './products/completeness-sql';
import { readCategory } from './categories-tree';
import { categoryGuard, checkParent, lockTree, lockedNode, renumber, siblingIds } from './categories-siblings';

type Input = CategoryInput;
type Values = Record<string, unknown>;
/** Names quoted in a refused delete. */
const NAMED = 5;

/** A slug nobody else has: the one asked for, or the name's with the first free suffix (-2, -3…). */
async function freeSlug(tx: Db, input: Input, self?: number): Promise<string> {
  if (input.slug !== '') return input.slug;
  const base = slugify(input.name) || 'category';
  const taken = new Set(
    (
      await tx
        .select({ slug: categories.slug, id: categories.id })
        .from(categories)
        .where(or(eq(categories.slug, base), like(categories.slug, `${base}-%`)))
    )
      .filter((r) => r.id !== self)
      .map((r) => r.slug),
  );
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

/** Adds a category at the end of its parent's children. */
export function createCategory(db: Db, input: Input): Promise<CategoryRow> {
  return categoryGuard(() =>
    withTransaction(db, async (tx) => {
      await lockTree(tx);
      await checkParent(tx, input.parentId);
      const position = (await siblingIds(tx, input.parentId)).length;
      const slug = await freeSlug(tx, input);
      const [{ id }] = await tx
        .insert(categories)
        .values({ ...input, slug, sortOrder: position })
        .returning({ id: categories.id });
      const row = (await readCategory(tx, id))!;
      await recordAudit(tx, {
        entity: 'category',
        entityId: id,
        action: 'create',
        changes: diffChanges(null, row as unknown as Values),
      });
      return row;
    }),
  );
}

/** Updates the category read at `version`; a new parent takes it (and its subtree) to the end of the new siblings. */
export function updateCategory(db: Db, id: number, { version, ...input }: CategoryUpdateInput): Promise<CategoryRow> {
  return categoryGuard(() =>
    withTransaction(db, async (tx) => {
      await lockTree(tx);
      const node = await lockedNode(tx, id, version);
      const before = (await readCategory(tx, id))!;
      const moving = node.parentId !== input.parentId;
      if (moving) await checkParent(tx, input.parentId, id);
      const slug = input.slug === '' ? await freeSlug(tx, input, id) : input.slug;
      const position = moving ? (await siblingIds(tx, input.parentId)).length : node.sortOrder;
      await tx
        .update(categories)
        .set({ ...input, slug, sortOrder: position, version: sql`${categories.version} + 1`, updatedAt: sql`now()` })
        .where(eq(categories.id, id));
      if (moving) await renumber(tx, await siblingIds(tx, node.parentId));
      const after = (await readCategory(tx, id))!;
      // The product list shows category names off the product row: a rename rewrites them there (GIN on category_ids).
      if (after.name !== before.name) await tx.execute(refreshCompleteness(sql`p2.category_ids @> array[${id}::int]`));
      await recordAudit(tx, {
        entity: 'category',
        entityId: id,
        action: 'update',
        changes: diffChanges(before as unknown as Values, after as unknown as Values),
      });
      return after;
    }),
  );
}

/** Sets the category Active or Inactive (its subcategories keep their own status). */
export function changeCategoryStatus(db: Db, id: number, version: number, status: RecordStatus): Promise<CategoryRow> {
  return withTransaction(db, async (tx) => {
    await lockedNode(tx, id, version);
    const before = (await readCategory(tx, id))!;
    const updated = await tx
      .update(categories)
      .set({ status, version: sql`${categories.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(categories.id, id), eq(categories.version, version)))
      .returning({ id: categories.id });
    // Another status change of the same version committed while this one waited for the row.
    if (updated.length === 0) throw conflict(MESSAGES.staleVersion);
    const after = (await readCategory(tx, id))!;
    await recordAudit(tx, {
      entity: 'category',
      entityId: id,
      action: 'status',
      changes: diffChanges(before as unknown as Values, after as unknown as Values),
    });
    return after;
  });
}

/** Deletes a category with no subcategories and no products (409 naming them), then closes the gap among its siblings. */
export function deleteCategory(db: Db, id: number, version: number): Promise<void> {
  return categoryGuard(() =>
    withTransaction(db, async (tx) => {
      await lockTree(tx);
      const node = await lockedNode(tx, id, version);
      const [children] = await tx.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
      if (children.n > 0) {
        const names = await tx
          .select({ name: categories.name })
          .from(categories)
          .where(eq(categories.parentId, id))
          .orderBy(categories.sortOrder)
          .limit(NAMED);
        throw conflict(
          CATEGORY_MESSAGES.hasChildren(
            children.n,
            names.map((r) => r.name),
          ),
        );
      }
      const [used] = await tx
        .select({ n: count() })
        .from(productCategories)
        .where(eq(productCategories.categoryId, id));
      if (used.n > 0) {
        const names = await tx
          .select({ name: products.name })
          .from(productCategories)
          .innerJoin(products, eq(products.id, productCategories.productId))
          .where(eq(productCategories.categoryId, id))
          .orderBy(products.id)
          .limit(NAMED);
        throw conflict(
          CATEGORY_MESSAGES.hasProducts(
            used.n,
            names.map((r) => r.name),
          ),
        );
      }
      // Anything else that points at it (a slider's link, a feature section's tiles), named.
      await refuseIfRowUsed(tx, { table: categories }, 'category', id);
      const before = (await readCategory(tx, id))!;
      await tx.delete(categories).where(eq(categories.id, id));
      await renumber(tx, await siblingIds(tx, node.parentId));
      await recordAudit(tx, {
        entity: 'category',
        entityId: id,
        action: 'delete',
        changes: diffChanges(before as unknown as Values, null),
      });
    }),
  );
}
