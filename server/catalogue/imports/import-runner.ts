/**
 * Applies change sets in the background, in-process, like the order bulk jobs (server/orders/bulk-runner.ts):
 * each product in its own transaction with its outcome (apply-item.ts), so a set a stopped server left
 * 'applying' resumes at start-up with its pending products and never applies one twice.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { MESSAGES } from '../../../contract/messages';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { outsideRequest } from '../../platform/audit/actor';
import { applyItem, type ApplyItemRow, type ApplyJob } from './apply-item';

const ITEMS_PER_READ = 200;

export interface ImportRunner {
  start(setId: string): void;
  resumeAll(): Promise<void>;
  close(): Promise<void>;
}

interface Deps { db: Db; log: FastifyBaseLogger; concurrency: number }

export function createImportRunner({ db, log, concurrency }: Deps): ImportRunner {
  const running = new Map<string, Promise<void>>();
  const state = { stopping: false };

  async function run(setId: string): Promise<void> {
    const [set] = await queryRows<{ created_by_id: number | null; created_by_name: string; status: string }>(db,
      sql`select created_by_id, created_by_name, status from product_import_sets where id = ${setId}`);
    if (!set || set.status !== 'applying') return;
    const job: ApplyJob = { setId, actor: { id: set.created_by_id ?? 0, name: set.created_by_name, address: null } };
    for (;;) {
      if (state.stopping) return;
      const items = await queryRows<ApplyItemRow>(db, sql`select id, identification_number, product_id, action, seen_version, input, changes
        from product_import_items where set_id = ${setId} and outcome = 'pending' order by position limit ${ITEMS_PER_READ}`);
      if (items.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (!state.stopping && next < items.length) {
          const item = items[next++];
          try {
            await applyItem(db, job, item);
          } catch (error) {
            log.error({ err: error, setId, itemId: item.id }, 'import item failed');
            await db.execute(sql`update product_import_items set outcome = 'failed', message = ${MESSAGES.technicalError} where id = ${item.id}`);
          }
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
    }
    await db.execute(sql`update product_import_sets set status = 'applied', applied_at = now() where id = ${setId} and status = 'applying'`);
  }

  function start(setId: string): void {
    if (state.stopping || running.has(setId)) return;
    // The job outlives the request that started it: it acts as the set's creator, never as that request.
    const done = outsideRequest(() => run(setId))
      .catch((error: unknown) => log.error({ err: error, setId }, 'import job stopped'))
      .finally(() => running.delete(setId));
    running.set(setId, done);
  }

  return {
    start,
    async resumeAll() {
      const sets = await queryRows<{ id: string }>(db, sql`select id from product_import_sets where status = 'applying' order by created_at`);
      for (const set of sets) start(set.id);
    },
    async close() {
      state.stopping = true;
      await Promise.all(running.values());
    },
  };
}
