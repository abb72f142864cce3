/**
 * Background jobs (issue 16): bulk order actions and product imports. A job's state lives in its own tables (its
 * items and their outcomes); the queue only says which process works on which job, when. Two queues do that:
 * - `inProcessJobs` — the embedded PGlite default is one process: a job runs in the background of the process that
 *   started it, and a job a stopped process left unfinished resumes when the portal starts again.
 * - `pgBossJobs` (./pg-boss-jobs.ts) — several processes on one PostgreSQL: jobs are pg-boss jobs, taken by whichever
 *   process is free, and taken over by another when the process working on one dies.
 * A handler works on a job in slices (`work` returns false when it stopped early), and every item it applies is
 * keyed (idempotency keys, outcomes per item), so a slice repeated after a crash never applies an item twice.
 */
import type { FastifyBaseLogger } from 'fastify';
import { outsideRequest } from '../audit/actor';

export interface JobHandler {
  /** The queue these jobs go on (one per kind of job). */
  readonly kind: string;
  /**
   * Works on job `id` until nothing is left (resolves true) or `shouldYield()` tells it to stop between two items
   * (resolves false: call again to go on). A job already finished resolves true at once and tells no one.
   */
  work(id: string, shouldYield: () => boolean): Promise<boolean>;
  /** The jobs a stopped portal left unfinished, oldest first. */
  unfinished(): Promise<string[]>;
}

export interface JobQueue {
  /** Adds a kind of job; before `start`. */
  register(handler: JobHandler): void;
  /** Puts job `id` of `kind` on the queue (its rows are written, committed, already). */
  enqueue(kind: string, id: string): Promise<void>;
  /** Starts working, and queues again the jobs a stopped portal left unfinished. */
  start(): Promise<void>;
  /** Stops taking jobs; running ones stop between two items and are handed back (or resume at the next start). */
  close(): Promise<void>;
}

/** The one-process queue: each job runs to its end in the background of this process. */
export function inProcessJobs(log: FastifyBaseLogger): JobQueue {
  const handlers = new Map<string, JobHandler>();
  const running = new Map<string, Promise<void>>();
  const state = { stopping: false };
  const shouldYield = () => state.stopping;

  const run = async (handler: JobHandler, id: string) => {
    // The job outlives the request that started it: it acts as its creator, never as that request.
    let done = false;
    while (!done && !state.stopping) done = await outsideRequest(() => handler.work(id, shouldYield));
  };

  const enqueue = async (kind: string, id: string) => {
    const handler = handlers.get(kind);
    if (!handler) throw new Error(`no job handler for '${kind}'`);
    const key = `${kind}:${id}`;
    if (state.stopping || running.has(key)) return;
    const done = run(handler, id)
      .catch((error: unknown) => log.error({ err: error, kind, jobId: id }, 'background job stopped'))
      .finally(() => running.delete(key));
    running.set(key, done);
  };

  return {
    register: (handler) => void handlers.set(handler.kind, handler),
    enqueue,
    async start() {
      for (const handler of handlers.values()) {
        for (const id of await handler.unfinished()) await enqueue(handler.kind, id);
      }
    },
    async close() {
      state.stopping = true;
      await Promise.all(running.values());
    },
  };
}
