/**
 * Moderation of reviews: publish, unpublish or delete one row (read at its version) or a selection. A bulk
 * request is one transaction with one audit row per review it changed; rows already in the wanted status, or
 * deleted meanwhile, are left alone and not counted, so a retried request changes nothing twice.
 */
import { and, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { SearchRequestSchema } from '../../contract/platform/search';
import type { z } from 'zod';
import {
  STATUS_OF_ACTION,
  type CommentBulkResult,
  type CommentBulkSchema,
  type ModerationAction,
} from '../../contract/catalogue/product-comment';
import type { Db } from '../db/client';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { compileSearch } from '../search/compile';
import { selectFrom, toRow } from '../search/run';
import type { SearchSource } from '../search/source';
import { productCommentBinding, productComments } from './product-comment.resource';

type Values = Record<string, unknown>;
const source = productCommentBinding.source as unknown as SearchSource;
const ENTITY = productCommentBinding.source.def.key;

/** The rows of `where` as the list shows them, locked until the transaction ends. */
async function rowsOf(tx: Db, where: SQL): Promise<Values[]> {
  const raw = (await selectFrom(tx, source, source.columns)
    .where(where)
    .orderBy(productComments.id)
    .for('update', { of: productComments })) as Values[];
  return raw.map((row) => toRow(row) as Values);
}

/** The ids a selection names: the listed ones, or every row the filter matches (compiled as the search compiles it). */
function whereOf(selection: z.output<typeof CommentBulkSchema>['selection']): SQL {
  if (selection.kind === 'ids') return inArray(productComments.id, selection.ids);
  const body = SearchRequestSchema.parse({ searchCriteriaList: selection.criteria, dataOption: selection.dataOption });
  const { where } = compileSearch(source, body);
  return where ?? sql`true`;
}

/** Runs `action` on every row of the selection in one transaction; returns how many it changed. */
export function moderateComments(
  db: Db,
  action: ModerationAction,
  selection: z.output<typeof CommentBulkSchema>['selection'],
): Promise<CommentBulkResult> {
  const where = whereOf(selection);
  return withTransaction(db, async (tx) => {
    if (action === 'delete') {
      const before = await rowsOf(tx, where);
      if (before.length === 0) return { changed: 0 };
      await tx.delete(productComments).where(
        inArray(
          productComments.id,
          before.map((row) => row.id as number),
        ),
      );
      for (const row of before)
        await recordAudit(tx, {
          entity: ENTITY,
          entityId: row.id as number,
          action: 'delete',
          changes: diffChanges(row, null),
        });
      return { changed: before.length };
    }
    const status = STATUS_OF_ACTION[action];
    const before = await rowsOf(tx, and(where, ne(productComments.status, status))!);
    if (before.length === 0) return { changed: 0 };
    const ids = before.map((row) => row.id as number);
    await tx
      .update(productComments)
      .set({ status, version: sql`${productComments.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(productComments.id, ids));
    const after = new Map((await rowsOf(tx, inArray(productComments.id, ids))).map((row) => [row.id, row]));
    for (const row of before) {
      await recordAudit(tx, {
        entity: ENTITY,
        entityId: row.id as number,
        action: 'status',
        changes: diffChanges(row, after.get(row.id)!),
      });
    }
    return { changed: ids.length };
  });
}
