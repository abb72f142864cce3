/**
 * Pick-list jobs (issue 45 §3): started with the orders chosen (or matching a search), then made in the background on
 * the app's job queue: the orders read in one statement, the PDF laid out slip by slip with the progress stored every
 * few pages, and kept until it is downloaded again. A job stopped part-way (a portal stopping, a process killed) is
 * made again from its start by whichever process takes it up.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PickListJob } from '../../contract/orders/pick-lists';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import { recordAudit } from '../platform/audit/record';
import type { JobHandler } from '../platform/jobs/job-queue';
import type { Actor } from './order-actions';
import { iso } from './order-rows';
import { packingPdf } from './pick-list-pdf';
import { readPackingOrders } from './pick-list';

export const PICK_LIST_JOB_KIND = 'pick-lists';
/** Progress is stored every this many slips. */
const PROGRESS_EVERY = 50;

type JobRow = {
  id: string;
  status: PickListJob['status'];
  total: number;
  done: number;
  prices: boolean;
  error: string | null;
  created_by_name: string;
  created_at: Date | string;
};

/** Creates the job over the orders of `orderIds` that exist (each once); its id. */
export async function createPickListJob(
  db: Db,
  job: { orderIds: number[]; prices: boolean; actor: Actor },
): Promise<string> {
  const id = randomUUID();
  await withTransaction(db, async (tx) => {
    const [{ total }] = await queryRows<{ total: number }>(
      tx,
      sql`insert into pick_list_jobs (id, order_ids, total, prices, created_by_id, created_by_name)
      select ${id}::uuid, coalesce(array_agg(o.id order by s.pos), '{}'), count(o.id), ${job.prices}, ${job.actor.id}::int,
        ${job.actor.name}
      from unnest(${sql.param([...new Set(job.orderIds)])}::bigint[]) with ordinality as s(order_id, pos)
      join orders o on o.id = s.order_id
      returning total`,
    );
    await recordAudit(tx, {
      entity: 'pick-list',
      entityId: id,
      action: 'pick-list.start',
      detail: { orders: total, prices: job.prices },
    });
  });
  return id;
}

export async function readPickListJob(db: Db, id: string): Promise<PickListJob | undefined> {
  const [row] = await queryRows<JobRow>(
    db,
    sql`select id, status, total, done, prices, error, created_by_name, created_at from pick_list_jobs
    where id = ${id}::uuid`,
  );
  if (!row) return undefined;
  const { created_by_name: createdByName, created_at: createdAt, ...rest } = row;
  return { ...rest, id: String(row.id), createdByName, createdAt: iso(createdAt)! };
}

/** The finished PDF, or undefined while it is being made (or when there is no such job). */
export async function pickListPdf(db: Db, id: string): Promise<Uint8Array | undefined> {
  const [row] = await queryRows<{ pdf: Uint8Array | null }>(
    db,
    sql`select pdf from pick_list_jobs where id = ${id}::uuid and status = 'done'`,
  );
  return row?.pdf ? new Uint8Array(row.pdf) : undefined;
}

/** Thrown from the progress callback when the queue wants the process back: the job is made again later. */
class Yielded extends Error {}

export function pickListJobHandler(db: Db): JobHandler {
  return {
    kind: PICK_LIST_JOB_KIND,
    async unfinished() {
      const rows = await queryRows<{ id: string }>(
        db,
        sql`select id from pick_list_jobs where status = 'running' order by created_at`,
      );
      return rows.map((r) => String(r.id));
    },
    async work(id, shouldYield) {
      const [job] = await queryRows<{
        status: string;
        order_ids: (number | string)[];
        prices: boolean;
        created_at: Date | string;
      }>(db, sql`select status, order_ids, prices, created_at from pick_list_jobs where id = ${id}::uuid`);
      if (!job || job.status !== 'running') return true;
      try {
        const orders = await readPackingOrders(db, job.order_ids.map(Number));
        // Progress is stored in order, one update after another, never holding up the layout.
        let progress: Promise<unknown> = Promise.resolve();
        const pdf = await packingPdf(orders, {
          prices: job.prices,
          at: new Date(job.created_at),
          onPage: (done) => {
            if (shouldYield()) throw new Yielded();
            if (done % PROGRESS_EVERY === 0)
              progress = progress.then(() =>
                db.execute(sql`update pick_list_jobs set done = ${done} where id = ${id}::uuid`),
              );
          },
        }).finally(() => progress.catch(() => undefined));
        await progress;
        await db.execute(
          sql`update pick_list_jobs set status = 'done', done = total, finished_at = now(),
            pdf = decode(${Buffer.from(pdf).toString('base64')}, 'base64')
          where id = ${id}::uuid`,
        );
      } catch (error) {
        if (error instanceof Yielded) return false;
        await db.execute(
          sql`update pick_list_jobs set status = 'failed', finished_at = now(),
            error = ${error instanceof Error ? error.message : String(error)}
          where id = ${id}::uuid`,
        );
      }
      return true;
    },
  };
}
