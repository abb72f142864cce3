/**
 * "Order Category": one request places a category (with its whole subtree, which follows its parent pointer)
 * at a position among a parent's children. Under the tree's lock it checks the version read (a second move
 * of the same node sent at the same version is a 409), refuses a parent inside the moved subtree, and
 * renumbers the new siblings, and the old ones when the parent changes, to 0..n-1 — all in one transaction.
 */
import { eq, sql } from 'drizzle-orm';
import type { CategoryMove, CategoryRow } from '../../contract/catalogue/category';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { recordAudit } from '../platform/audit/record';
import { categories } from './schema';
import { readCategory } from './categories-tree';
import { categoryGuard, checkParent, lockTree, lockedNode, renumber, siblingIds } from './categories-siblings';

/** Moves category `id` and answers it as it is now. */
export function moveCategory(db: Db, id: number, move: CategoryMove): Promise<CategoryRow> {
  return categoryGuard(() =>
    withTransaction(db, async (tx) => {
      await lockTree(tx);
      const node = await lockedNode(tx, id, move.version);
      const changesParent = node.parentId !== move.parentId;
      if (changesParent) await checkParent(tx, move.parentId, id);
      const siblings = await siblingIds(tx, move.parentId, id);
      const position = Math.min(move.position, siblings.length);
      siblings.splice(position, 0, id);
      // The parent first: the unique name index then judges the node among its new siblings.
      await tx
        .update(categories)
        .set({
          parentId: move.parentId,
          sortOrder: position,
          version: sql`${categories.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(categories.id, id));
      await renumber(tx, siblings);
      if (changesParent) await renumber(tx, await siblingIds(tx, node.parentId));
      const after = (await readCategory(tx, id))!;
      await recordAudit(tx, {
        entity: 'category',
        entityId: id,
        action: 'move',
        changes: {
          ...(changesParent ? { parentId: { before: node.parentId, after: move.parentId } } : {}),
          position: { before: node.sortOrder, after: position },
        },
        detail: { subtreeCategories: after.descendantCount + 1, subtreeProducts: after.subtreeProductCount },
      });
      return after;
    }),
  );
}
