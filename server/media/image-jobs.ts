/**
 * At most a few images are decoded and encoded at once. sharp runs each step on libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise), the pool that also serves every file operation; twenty
 * uploads at once would fill it with image work, so an upload's rename (inside its transaction) and every other
 * request's file I/O would wait seconds behind them. Keeping image jobs below the pool size and the core count
 * leaves threads for file I/O and a core for the event loop and the database.
 */
import { availableParallelism } from 'node:os';

/** Image jobs at once: one per two cores, at least one, never more than half the thread pool. */
export const IMAGE_JOBS = Math.max(1, Math.min(Math.floor(availableParallelism() / 2), Math.floor(Number(process.env.UV_THREADPOOL_SIZE || 4) / 2)));

let running = 0;
const waiting: (() => void)[] = [];

/** Runs `job` when a slot is free (first come, first served). */
export async function runImageJob<T>(job: () => Promise<T>): Promise<T> {
  if (running >= IMAGE_JOBS) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await job();
  } finally {
    const next = waiting.shift();
    if (next) next(); // the slot passes straight to the next job
    else running--;
  }
}
