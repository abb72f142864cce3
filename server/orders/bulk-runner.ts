/**
 * Runs bulk jobs in the background, in-process: each order in its own transaction through the same action
 * as a single PUT, under the key `bulk:<job>:<order>` of the job's creator, so a retry or a resume after a
 * crash never applies an action twice. Outcomes are written in batches with the progress (every
 * BULK_PROGRESS_MS): one commit per order instead of two; a crash in between leaves orders pending, and
 * the resume replays them by key.
 */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { API } from '../../contract/api-paths';
import { MESSAGES } from '../../contract/messages';
import { ORDER_ACTION_SEGMENT, type BulkOutcome, type OrderActionEvent } from '../../contract/order-processing';
import type { Db } from '../db/client';
import { outsideRequest } from '../platform/audit/actor';
import { AUDIT_COLUMNS, AUDIT_COLUMNS_OF_R, auditRowsSql } from '../platform/audit/record';
import { queryRows } from '../db/transaction';
import { HttpError } from '../platform/http/http-errors';
import { requestScope } from '../platform/idempotency';
import type { LiveBus } from '../platform/live-bus';
import { bulkTally } from './bulk-jobs';
import { performOrderAction, type Actor } from './order-actions';

export const BULK_PROGRESS_MS = 250;

export interface BulkRunner {
  /** Runs the job's pending items in the background. */
  start(jobId: string): void;
  /** Picks up jobs a stopped server left running (start-up). */
  resumeAll(): Promise<void>;
  /** Stops taking new items and waits for those under way; unfinished jobs stay running for the next start. */
  close(): Promise<void>;
}

interface Deps { db: Db; live: LiveBus; log: FastifyBaseLogger; concurrency: number }
type ItemOutcome = { orderId: number; outcome: BulkOutcome; message: string | null };
type Job = { id: string; action: OrderActionEvent; reason: string | null; created_by_id: number | null; created_by_name: string; total: number };

export function createBulkRunner(deps: Deps): BulkRunner {
  const { db, live, log } = deps;
  const running = new Map<string, Promise<void>>();
  const state = { stopping: false };

  const publish = async (job: Job, status: 'running' | 'finished') => {
    live.publish('bulk', { id: job.id, status, total: job.total, tally: await bulkTally(db, job.id) });
  };

  /** Applies the action to one order; its outcome is written with the next batch. */
  async function runItem(job: Job, actor: Actor, orderId: number): Promise<ItemOutcome> {
    let outcome: BulkOutcome = 'done';
    let message: string | null = null;
    try {
      const result = await performOrderAction(db, {
        orderId, action: job.action, reason: job.reason, actor, key: `bulk:${job.id}:${orderId}`, bulkJobId: job.id,
        scope: requestScope('PUT', API.orderAction(ORDER_ACTION_SEGMENT[job.action], orderId), { reason: job.reason ?? undefined }),
      });
      if (!result.replayed) live.publish('order', { id: orderId, version: result.result.order.version, status: result.result.order.status });
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
    const refused = outcomes.filter((o) => o.outcome !== 'done').map((o) => ({
      entity: 'order', entityId: o.orderId, action: job.action, outcome: 'failure' as const, reason: o.message,
      detail: { bulkJob: job.id, bulkOutcome: o.outcome }, actor,
    }));
    await db.execute(sql`with items as (
        update bulk_job_items i set outcome = v.outcome, message = v.message, attempts = i.attempts + 1, updated_at = now()
        from unnest(${sql.param(outcomes.map((o) => o.orderId))}::bigint[], ${sql.param(outcomes.map((o) => o.outcome))}::text[],
          ${sql.param(outcomes.map((o) => o.message))}::text[]) as v(order_id, outcome, message)
        where i.job_id = ${job.id} and i.order_id = v.order_id returning 1)
      insert into audit_log (${AUDIT_COLUMNS}) select ${AUDIT_COLUMNS_OF_R} from ${auditRowsSql(refused)}`);
  }

  async function run(jobId: string): Promise<void> {
    const [job] = await queryRows<Job>(db, sql`select id, action, reason, created_by_id, created_by_name, total from bulk_jobs where id = ${jobId}`);
    if (!job) return;
    const pending = await queryRows<{ order_id: number | string }>(db,
      sql`select order_id from bulk_job_items where job_id = ${jobId} and outcome = 'pending' order by position`);
    const ids = pending.map((p) => Number(p.order_id));
    const actor = { id: job.created_by_id ?? 0, name: job.created_by_name };
    let next = 0;
    let lastWritten = Date.now();
    const written: ItemOutcome[] = [];
    if (job.created_by_id === null) {
      // The creator's account is gone: no one to act as, so nothing is applied.
      written.push(...ids.map((orderId) => ({ orderId, outcome: 'failed' as const, message: MESSAGES.technicalError })));
      ids.length = 0;
    }
    const worker = async () => {
      while (!state.stopping && next < ids.length) {
        written.push(await runItem(job, actor, ids[next++]));
        if (Date.now() - lastWritten >= BULK_PROGRESS_MS) {
          lastWritten = Date.now();
          await writeOutcomes(job, written.splice(0));
          await publish(job, 'running');
        }
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, deps.concurrency) }, worker));
    await writeOutcomes(job, written.splice(0));
    if (state.stopping) return;
    await db.execute(sql`update bulk_jobs set status = 'finished', finished_at = now() where id = ${jobId}`);
    await publish(job, 'finished');
  }

  function start(jobId: string): void {
    if (state.stopping || running.has(jobId)) return;
    // The job outlives the request that started it: it acts as its creator, never as that request.
    const done = outsideRequest(() => run(jobId))
      .catch((error: unknown) => log.error({ err: error, jobId }, 'bulk job stopped'))
      .finally(() => running.delete(jobId));
    running.set(jobId, done);
  }

  return {
    start,
    async resumeAll() {
      const jobs = await queryRows<{ id: string }>(db, sql`select id from bulk_jobs where status = 'running' order by created_at`);
      for (const job of jobs) start(job.id);
    },
    async close() {
      state.stopping = true;
      await Promise.all(running.values());
    },
  };
}
