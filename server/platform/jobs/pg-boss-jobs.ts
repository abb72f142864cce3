/**
 * The queue of several portal processes on one PostgreSQL (issue 16): pg-boss. Chosen over graphile-worker because
 * a job whose process died must be taken over within seconds: pg-boss gives each job an expiry and a retry (the
 * maintenance a process runs every few seconds moves an expired active job back to the queue), while
 * graphile-worker keeps a crashed worker's job locked for four hours. pg-boss is plain SQL on its own schema
 * (`pgboss`, migrated under its own lock) with `SKIP LOCKED` fetches; v10 is the last line for Node 20.
 *
 * A queue job is one slice of a portal job: at most a third of the expiry of work, then the rest goes back on the
 * queue as a new queue job (behind any other job waiting: long jobs take turns). While a process works on a slice
 * it holds a session advisory lock on the portal job, so two processes never work on one job at once, and the
 * lock goes with the process: a killed process's connection closes and releases it. The killed slice's queue job
 * expires and is retried by a survivor, which applies what is still pending (an item applied but not yet marked
 * is recognised by its idempotency key). On close, running slices stop between two items and hand the rest back.
 */
import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { Pool } from 'pg';
import { survivesConnectionLoss } from '../../db/pool-errors';
import { outsideRequest } from '../audit/actor';
import type { JobHandler, JobQueue } from './job-queue';

/** The advisory-lock class of portal jobs (the key's first half; the second is the job's hash). */
const JOB_LOCK_CLASS = 7_310_525;
/** The advisory lock (class, key) under which one process at a time installs pg-boss's schema and creates queues. */
const SETUP_LOCK = [7_310_526, 0] as const;
/** Queue jobs fetched at once per kind and process. */
const WORKERS_PER_KIND = 2;

export interface PgBossJobsOptions {
  url: string;
  log: FastifyBaseLogger;
  /** A slice not finished this many seconds after it started is presumed dead and retried (AppConfig.jobExpireSeconds). */
  expireSeconds: number;
}

interface SliceData {
  id: string;
}

/**
 * pg-boss 10 marks a fetched job complete or failed without awaiting it (manager.js `onFetch`): while PostgreSQL was
 * away (a restart, a failover) that call's rejection was unhandled and killed the portal process (found by the webhook
 * outage test). Its Manager (which PgBoss keeps in a private field) is patched once here so that a failed mark is
 * logged instead: the job stays active, expires and is retried once the database is back, and every handler is safe
 * to run again (see the file's comment). The patch is checked by the outage test; a pg-boss upgrade must keep it true.
 */
const settleLog: { current: FastifyBaseLogger | null } = { current: null };
function settleWithoutCrashing(log: FastifyBaseLogger): void {
  settleLog.current = log;
  const Manager = createRequire(import.meta.url)('pg-boss/src/manager.js') as { prototype: Record<string, unknown> };
  if (Manager.prototype.settlesSafely) return;
  Manager.prototype.settlesSafely = true;
  for (const method of ['complete', 'fail'] as const) {
    const mark = Manager.prototype[method] as (this: unknown, ...args: unknown[]) => Promise<unknown>;
    Manager.prototype[method] = function (this: unknown, ...args: unknown[]) {
      return mark.apply(this, args).catch((error: unknown) => {
        settleLog.current?.warn(
          { err: error, method },
          'job queue: a job could not be marked; it is retried after it expires',
        );
        return { jobs: [], requested: 0, affected: 0 };
      });
    };
  }
}

export async function pgBossJobs({ url, log, expireSeconds }: PgBossJobsOptions): Promise<JobQueue> {
  const handlers = new Map<string, JobHandler>();
  const slices = new Set<Promise<void>>();
  const sliceMs = Math.max(500, Math.floor((expireSeconds * 1000) / 3));
  let stopping = false;
  const boss = new PgBoss({
    connectionString: url,
    max: 3,
    application_name: `portal ${process.pid} jobs`,
    // Expired slices are looked for this often: a dead process's job resumes within expiry + this.
    maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.round(expireSeconds / 3))),
    schedule: false,
  });
  boss.on('error', (error: Error) => log.warn({ err: error }, 'job queue'));
  settleWithoutCrashing(log);
  const locks = new Pool({
    connectionString: url,
    max: 2 * WORKERS_PER_KIND + 1,
    application_name: `portal ${process.pid} job locks`,
  });
  // A slice holds its lock client for as long as it works: that client's lost connection must not crash the process.
  survivesConnectionLoss(locks);

  /**
   * pg-boss's schema and queues are made by one process at a time: two portals starting together on one database
   * deadlocked in its DDL ('deadlock detected', seen in a fresh-clone run of the two-process test).
   */
  async function oneAtATime(work: () => Promise<unknown>): Promise<void> {
    const client = await locks.connect();
    try {
      await client.query('select pg_advisory_lock($1, $2)', [...SETUP_LOCK]);
      try {
        await work();
      } finally {
        await client.query('select pg_advisory_unlock($1, $2)', [...SETUP_LOCK]);
      }
    } finally {
      client.release();
    }
  }

  await oneAtATime(() => boss.start());

  const enqueue = async (kind: string, id: string) => {
    if (!handlers.has(kind)) throw new Error(`no job handler for '${kind}'`);
    // 'short' queues keep one waiting queue job per portal job: a second send for it is dropped (null).
    await boss.send(kind, { id } satisfies SliceData, {
      singletonKey: id,
      expireInSeconds: expireSeconds,
      retryLimit: 20,
      retryDelay: 0,
    });
  };

  /** One slice of job `id`, under its lock; the rest is queued again once the lock is released. */
  async function slice(handler: JobHandler, id: string): Promise<void> {
    const client = await locks.connect();
    let done = true;
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        'select pg_try_advisory_lock($1, hashtext($2)) as locked',
        [JOB_LOCK_CLASS, `${handler.kind}:${id}`],
      );
      if (!rows[0].locked) return; // another process works on it, and queues its rest itself
      try {
        const deadline = Date.now() + sliceMs;
        done = await outsideRequest(() => handler.work(id, () => stopping || Date.now() >= deadline));
      } finally {
        await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, `${handler.kind}:${id}`]);
      }
    } finally {
      client.release();
    }
    if (!done) await enqueue(handler.kind, id);
  }

  const tracked = (work: Promise<void>) => {
    slices.add(work);
    return work.finally(() => slices.delete(work));
  };

  return {
    register: (handler) => void handlers.set(handler.kind, handler),
    enqueue,
    async start() {
      await oneAtATime(async () => {
        for (const kind of handlers.keys()) await boss.createQueue(kind, { name: kind, policy: 'short' });
      });
      for (const handler of handlers.values()) {
        for (let worker = 0; worker < WORKERS_PER_KIND; worker++) {
          await boss.work<SliceData>(handler.kind, { pollingIntervalSeconds: 1, batchSize: 1 }, async ([job]) => {
            // Fetched while closing: straight back on the queue for another process.
            if (stopping) return enqueue(handler.kind, job.data.id);
            return tracked(slice(handler, job.data.id));
          });
        }
        for (const id of await handler.unfinished()) await enqueue(handler.kind, id);
      }
    },
    async close() {
      stopping = true;
      for (const kind of handlers.keys()) await boss.offWork(kind);
      await Promise.all(slices);
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      await locks.end();
    },
  };
}
