/**
 * Bulk jobs as stored: creating one from chosen ids or a search, reading it with its outcomes, and
 * putting its failed items back in the queue. The runner (bulk-runner.ts) does the work.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  BULK_MAX_ORDERS,
  BULK_OUTCOMES,
  type BulkJob,
  type BulkOutcome,
  type OrderActionEvent,
} from '../../contract/orders/order-processing';
import type { SearchRequestSchema } from '../../contract/platform/search';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { recordAudit } from '../platform/audit/record';
import { queryRows, withTransaction } from '../db/transaction';
import { orderBinding } from './order.resource';
import { compileSearch } from '../search/compile';
import { selectFrom } from '../search/run';
import type { Actor } from './order-actions';
import { iso } from './order-rows';

/** Ids of the orders matching a search, in its order, at most BULK_MAX_ORDERS (as the table's "all matching"). */
export async function idsMatching(db: Db, criteria: z.output<typeof SearchRequestSchema>): Promise<number[]> {
  const { source } = orderBinding;
  const compiled = compileSearch(source, criteria);
  const rows = (await selectFrom(db, source as never, { id: source.id })
    .where(compiled.where)
    .orderBy(...compiled.orderBy)
    .limit(BULK_MAX_ORDERS)) as { id: number }[];
  return rows.map((r) => Number(r.id));
}

/** Creates the job with one pending item per existing order, in the given order; returns its id. */
export async function createBulkJob(
  db: Db,
  job: { action: OrderActionEvent; orderIds: number[]; reason: string | null; actor: Actor },
): Promise<string> {
  const id = randomUUID();
  const ids = [...new Set(job.orderIds)];
  await withTransaction(db, async (tx) => {
    await tx.execute(sql`insert into bulk_jobs (id, action, status, total, reason, created_by_id, created_by_name)
      values (${id}, ${job.action}, 'running', 0, ${job.reason}, ${job.actor.id}, ${job.actor.name})`);
    const [{ total }] = await queryRows<{ total: number }>(
      tx,
      sql`with items as (
        insert into bulk_job_items (job_id, order_id, position)
        select ${id}::uuid, o.id, s.pos from unnest(${sql.param(ids)}::bigint[]) with ordinality as s(order_id, pos)
        join orders o on o.id = s.order_id returning 1)
      update bulk_jobs set total = (select count(*) from items) where id = ${id} returning total`,
    );
    // Each order's outcome gets a row of its own as the job runs (bulk-runner.ts).
    await recordAudit(tx, {
      entity: 'bulk-job',
      entityId: id,
      action: 'bulk.start',
      reason: job.reason,
      detail: { action: job.action, orders: total },
    });
  });
  return id;
}

/** Count of items per outcome, every outcome present. */
export async function bulkTally(db: Db, jobId: string): Promise<Record<BulkOutcome, number>> {
  const rows = await queryRows<{ outcome: BulkOutcome; n: number }>(
    db,
    sql`select outcome, count(*)::int as n from bulk_job_items where job_id = ${jobId} group by outcome`,
  );
  const tally = Object.fromEntries(BULK_OUTCOMES.map((o) => [o, 0])) as Record<BulkOutcome, number>;
  for (const row of rows) tally[row.outcome] = Number(row.n);
  return tally;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type JobRow = {
  id: string;
  action: OrderActionEvent;
  status: 'running' | 'finished';
  total: number;
  created_at: Date | string;
  finished_at: Date | string | null;
};

/** The job with its items (in the order chosen) and tally; null when there is none. */
export async function readBulkJob(db: Db, jobId: string): Promise<BulkJob | null> {
  if (!UUID.test(jobId)) return null;
  const [job] = await queryRows<JobRow>(
    db,
    sql`select id, action, status, total, created_at, finished_at from bulk_jobs where id = ${jobId}`,
  );
  if (!job) return null;
  const items = await queryRows<{
    order_id: number | string;
    order_no: string;
    outcome: BulkOutcome;
    message: string | null;
    attempts: number;
  }>(
    db,
    sql`
    select i.order_id, o.order_no, i.outcome, i.message, i.attempts from bulk_job_items i join orders o on o.id = i.order_id
    where i.job_id = ${jobId} order by i.position`,
  );
  const tally = Object.fromEntries(BULK_OUTCOMES.map((o) => [o, 0])) as Record<BulkOutcome, number>;
  for (const item of items) tally[item.outcome] += 1;
  return {
    id: job.id,
    action: job.action,
    status: job.status,
    total: job.total,
    tally,
    createdAt: iso(job.created_at)!,
    finishedAt: iso(job.finished_at),
    items: items.map((i) => ({
      orderId: Number(i.order_id),
      orderNo: i.order_no,
      outcome: i.outcome,
      message: i.message,
      attempts: i.attempts,
    })),
  };
}

/** Puts a finished job's failed items back to pending and the job back to running; false when there is nothing to retry. */
export async function requeueFailed(db: Db, jobId: string): Promise<boolean> {
  return withTransaction(db, async (tx) => {
    const [job] = await queryRows<{ status: string }>(
      tx,
      sql`select status from bulk_jobs where id = ${jobId} for update`,
    );
    if (!job) return false;
    // Only a finished job's failures go back in the queue; a running job finishes its own first.
    const requeued =
      job.status !== 'finished'
        ? []
        : await queryRows<{ order_id: number }>(
            tx,
            sql`update bulk_job_items set outcome = 'pending', message = null, updated_at = now()
      where job_id = ${jobId} and outcome = 'failed' returning order_id`,
          );
    await recordAudit(tx, {
      entity: 'bulk-job',
      entityId: jobId,
      action: 'bulk.retry',
      detail: { orders: requeued.length },
    });
    if (requeued.length === 0) return false;
    await tx.execute(sql`update bulk_jobs set status = 'running', finished_at = null where id = ${jobId}`);
    return true;
  });
}
