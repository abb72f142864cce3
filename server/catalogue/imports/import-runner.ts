/**
 * Applies change sets as background jobs (server/platform/jobs/job-queue.ts), like the order bulk jobs
 * (server/orders/bulk-runner.ts): each product in its own transaction with its outcome (apply-item.ts), so a set
 * left 'applying' by a stopped or killed process goes on with its pending products and never applies one twice.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../contract/platform/messages';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import type { JobHandler } from '../../platform/jobs/job-queue';
import { collectEvery } from '../../platform/memory/garbage';
import { applyItem, type ApplyItemRow, type ApplyJob } from './apply-item';

const ITEMS_PER_READ = 200;
/** Products applied between full collections (platform/memory/garbage.ts). */
const ITEMS_PER_COLLECTION = 5_000;
/** The queue of change sets being applied. */
export const IMPORT_JOB_KIND = 'product-import';

interface Deps {
  db: Db;
  log: FastifyBaseLogger;
  concurrency: number;
}

export function importJobHandler({ db, log, concurrency }: Deps): JobHandler {
  /** Applies the set's pending products until none is left (true) or `shouldYield` (false). */
  async function work(setId: string, shouldYield: () => boolean): Promise<boolean> {
    const [set] = await queryRows<{ created_by_id: number | null; created_by_name: string }>(
      db,
      sql`select created_by_id, created_by_name from product_import_sets where id = ${setId} and status = 'applying'`,
    );
    if (!set) return true;
    const job: ApplyJob = { setId, actor: { id: set.created_by_id ?? 0, name: set.created_by_name, address: null } };
    const collect = collectEvery(ITEMS_PER_COLLECTION);
    for (;;) {
      if (shouldYield()) return false;
      const items = await queryRows<ApplyItemRow>(
        db,
        sql`select id, identification_number, product_id, action, seen_version, input, changes
        from product_import_items where set_id = ${setId} and outcome = 'pending' order by position limit ${ITEMS_PER_READ}`,
      );
      if (items.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (next < items.length && !shouldYield()) {
          const item = items[next++];
          try {
            await applyItem(db, job, item);
          } catch (error) {
            log.error({ err: error, setId, itemId: item.id }, 'import item failed');
            await db.execute(
              sql`update product_import_items set outcome = 'failed', message = ${MESSAGES.technicalError} where id = ${item.id}`,
            );
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
      collect(items.length);
    }
    await db.execute(
      sql`update product_import_sets set status = 'applied', applied_at = now() where id = ${setId} and status = 'applying'`,
    );
    return true;
  }

  return {
    kind: IMPORT_JOB_KIND,
    work,
    unfinished: async () =>
      (
        await queryRows<{ id: string }>(
          db,
          sql`select id from product_import_sets where status = 'applying' order by created_at`,
        )
      ).map((s) => s.id),
  };
}
