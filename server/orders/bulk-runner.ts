/**
 * Bulk order actions as background jobs (server/platform/jobs/job-queue.ts): each order through the same action as a
 * single PUT, under the key `bulk:<job>:<order>` of the job's creator, so a retry, a resume after a crash or another
 * process taking the job over never applies an action twice. A status action goes through the action batcher
 * (action-batcher.ts): MAX_BATCH orders at once share one statement and one commit, each answered as if alone (issue
 * 47: 10,000 orders in under 10 s; one transaction and a read per order took 2 s per 1,000); a shipping step runs
 * alone, `concurrency` at a time. Outcomes are written in batches with the progress (every BULK_PROGRESS_MS); a crash
 * in between leaves orders pending, and whoever goes on replays them by key.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import { MESSAGES } from '../../contract/platform/messages';
import {
  ORDER_API,
  ORDER_ACTION_SEGMENT,
  type BulkOutcome,
  type OrderActionEvent,
} from '../../contract/orders/order-processing';
import type { Db } from '../db/client';
import { AUDIT_COLUMNS, AUDIT_COLUMNS_OF_R, auditRowsSql } from '../platform/audit/record';
import { queryRows } from '../db/transaction';
import { HttpError } from '../platform/http/http-errors';
import { requestScope } from '../platform/idempotency';
import type { JobHandler } from '../platform/jobs/job-queue';
import type { LiveBus } from '../platform/live-bus';
import { bulkTally } from './bulk-jobs';
import { isBatchedAction, MAX_BATCH, OrderActionBatcher } from './action-batcher';
import type { Actor } from './order-actions';

export const BULK_PROGRESS_MS = 250;
/** The queue of bulk order actions. */
export const BULK_JOB_KIND = 'bulk-order-actions';

interface Deps {
  db: Db;
  live: LiveBus;
  log: FastifyBaseLogger;
  concurrency: number;
}
type ItemOutcome = { orderId: number; outcome: BulkOutcome; message: string | null };
type Job = {
  id: string;
  action: OrderActionEvent;
  reason: string | null;
  created_by_id: number | null;
  created_by_name: string;
  total: number;
};

export function bulkJobHandler(deps: Deps): JobHandler {
  const { db, live, log } = deps;
  const batcher = new OrderActionBatcher(db, live);

  const publish = async (job: Job, status: 'running' | 'finished') => {
    live.publish('bulk', { id: job.id, status, total: job.total, tally: await bulkTally(db, job.id) });
  };

  /** Applies the action to one order; its outcome is written with the next batch. */
  async function runItem(job: Job, actor: Actor, orderId: number): Promise<ItemOutcome> {
    let outcome: BulkOutcome = 'done';
    let message: string | null = null;
    try {
      const result = await batcher.perform({
        orderId,
        action: job.action,
        reason: job.reason,
        actor,
        key: `bulk:${job.id}:${orderId}`,
        bulkJobId: job.id,
        scope: requestScope('PUT', ORDER_API.action(ORDER_ACTION_SEGMENT[job.action], orderId), {
          reason: job.reason ?? undefined,
        }),
      });
      const event = { id: orderId, version: result.result.order.version, status: result.result.order.status };
      // A batch's statement told the other processes already: only this process's streams are left to tell.
      if (!result.replayed) (result.told ? live.publishHere : live.publish)('order', event);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 409) {
        outcome = 'not_allowed';
        message = error.errors[0]?.message ?? null;
      } else {
        outcome = 'failed';
        message = MESSAGES.technicalError;
        log.error({ err: error, jobId: job.id, orderId }, 'bulk order action failed');
      }
    }
    return { orderId, outcome, message };
  }

  /**
   * Writes the outcomes gathered so far in one statement, with an audit row for each order the action could
   * not be applied to (an applied one has its row from the action itself).
   */
  async function writeOutcomes(job: Job, outcomes: ItemOutcome[]): Promise<void> {
    if (outcomes.length === 0) return;
    const actor = { id: job.created_by_id, name: job.created_by_name, address: null };
    const refused = outcomes
      .filter((o) => o.outcome !== 'done')
      .map((o) => ({
        entity: 'order',
        entityId: o.orderId,
        action: job.action,
        outcome: 'failure' as const,
        reason: o.message,
        detail: { bulkJob: job.id, bulkOutcome: o.outcome },
        actor,
      }));
    await db.execute(sql`with items as (
        update bulk_job_items i set outcome = v.outcome, message = v.message, attempts = i.attempts + 1, updated_at = now()
        from unnest(${sql.param(outcomes.map((o) => o.orderId))}::bigint[], ${sql.param(outcomes.map((o) => o.outcome))}::text[],
          ${sql.param(outcomes.map((o) => o.message))}::text[]) as v(order_id, outcome, message)
        where i.job_id = ${job.id} and i.order_id = v.order_id returning 1)
      insert into audit_log (${AUDIT_COLUMNS}) select ${AUDIT_COLUMNS_OF_R} from ${auditRowsSql(refused)}`);
  }

  /** Works on the job's pending orders until none is left (true) or `shouldYield` (false). */
  async function work(jobId: string, shouldYield: () => boolean): Promise<boolean> {
    const [job] = await queryRows<Job>(
      db,
      sql`select id, action, reason, created_by_id, created_by_name, total from bulk_jobs
      where id = ${jobId} and status = 'running'`,
    );
    if (!job) return true;
    const pending = await queryRows<{ order_id: number | string }>(
      db,
      sql`select order_id from bulk_job_items where job_id = ${jobId} and outcome = 'pending' order by position`,
    );
    const ids = pending.map((p) => Number(p.order_id));
    const actor = { id: job.created_by_id ?? 0, name: job.created_by_name };
    let next = 0;
    let lastWritten = Date.now();
    const written: ItemOutcome[] = [];
    if (job.created_by_id === null) {
      // The creator's account is gone: no one to act as, so nothing is applied.
      written.push(
        ...ids.map((orderId) => ({ orderId, outcome: 'failed' as const, message: MESSAGES.technicalError })),
      );
      ids.length = 0;
    }
    const worker = async () => {
      while (next < ids.length && !shouldYield()) {
        written.push(await runItem(job, actor, ids[next++]));
        if (Date.now() - lastWritten >= BULK_PROGRESS_MS) {
          lastWritten = Date.now();
          await writeOutcomes(job, written.splice(0));
          await publish(job, 'running');
        }
      }
    };
    // Batched actions: a batch's worth of orders in flight, so they share statements; shipping steps: `concurrency`.
    const width = isBatchedAction(job.action) ? MAX_BATCH : Math.max(1, deps.concurrency);
    await Promise.all(Array.from({ length: width }, worker));
    await writeOutcomes(job, written.splice(0));
    if (next < ids.length) return false;
    // Finished once, by whoever wrote the last outcome: the event is told once.
    const finished = await queryRows(
      db,
      sql`update bulk_jobs set status = 'finished', finished_at = now() where id = ${jobId} and status = 'running'
      and not exists (select 1 from bulk_job_items where job_id = ${jobId} and outcome = 'pending') returning id`,
    );
    if (finished.length > 0) await publish(job, 'finished');
    return true;
  }

  return {
    kind: BULK_JOB_KIND,
    work,
    unfinished: async () =>
      (
        await queryRows<{ id: string }>(db, sql`select id from bulk_jobs where status = 'running' order by created_at`)
      ).map((j) => j.id),
  };
}
