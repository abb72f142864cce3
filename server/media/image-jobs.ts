/**
 * At most a few images are decoded and encoded at once. sharp runs each step on libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise), the pool that also serves every file operation; twenty
 * uploads at once would fill it with image work, so an upload's rename (inside its transaction) and every other
 * request's file I/O would wait seconds behind them. Keeping image jobs below the pool size and the core count
 * leaves threads for file I/O and a core for the event loop and the database.
 *
 * The slots are shared fairly: each user's jobs wait in a queue of their own and a free slot goes to the waiting
 * user served least recently (round-robin), so one user's burst delays another's upload by the jobs already
 * running, not by the whole burst. And each user may have at most USER_PIXEL_BUDGET pixels queued or in work:
 * past it a job is refused at once (the route answers 429), so a burst costs its sender a wait, not everyone.
 * The budget is per process, as the slots and the memory they use are; several portals each keep their own.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { MEDIA_LIMITS } from '../../contract/media/media';

/** Image jobs at once: one per two cores, at least one, never more than half the thread pool. */
export const IMAGE_JOBS = Math.max(
  1,
  Math.min(Math.floor(availableParallelism() / 2), Math.floor(Number(process.env.UV_THREADPOOL_SIZE || 4) / 2)),
);

/** Pixels one user may have queued or in work at once: four images at the library's limit (many more photos). */
export const USER_PIXEL_BUDGET = 4 * MEDIA_LIMITS.maxPixels;

/** A job refused because its user's pixel budget is spent; `retryAfterSeconds` estimates when it would fit. */
export class PixelBudgetSpent extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('image pixel budget spent');
  }
}

/** Whose work a job is (a user's id; the seed has its own). */
export type JobOwner = string | number;

interface OwnerQueue {
  waiting: (() => void)[];
  /** Jobs queued or running, and their pixels. */
  jobs: number;
  pixels: number;
  /** The turn this owner last got a slot (lower goes first). */
  servedAt: number;
}

/** A fixed number of slots shared round-robin between owners, each owner within a pixel budget. */
export class FairImageJobs {
  private running = 0;
  private turn = 0;
  private readonly owners = new Map<JobOwner, OwnerQueue>();
  /** Measured throughput of one slot (moving average), for Retry-After; a modest first guess. */
  private pixelsPerSecond = 10_000_000;

  /** `budget` may be changed while running (API tests lower it to test with small images); it applies to new jobs. */
  constructor(
    readonly slots = IMAGE_JOBS,
    public budget = USER_PIXEL_BUDGET,
  ) {}

  /** Pixels `owner` has queued or in work now. */
  pixelsOf(owner: JobOwner): number {
    return this.owners.get(owner)?.pixels ?? 0;
  }

  /** Runs `job` when a slot comes to `owner`; rejects at once with PixelBudgetSpent past the owner's budget. */
  async run<T>(owner: JobOwner, pixels: number, job: () => Promise<T>): Promise<T> {
    const queue = this.owners.get(owner) ?? { waiting: [], jobs: 0, pixels: 0, servedAt: -1 };
    // Checked and reserved in one step, before any await: a burst cannot slip past the check. A user's only job always fits.
    if (queue.jobs > 0 && queue.pixels + pixels > this.budget)
      throw new PixelBudgetSpent(this.secondsToDrain(queue.pixels));
    queue.jobs++;
    queue.pixels += pixels;
    this.owners.set(owner, queue);
    if (this.running < this.slots) {
      this.running++;
      queue.servedAt = ++this.turn;
    } else await new Promise<void>((resolve) => queue.waiting.push(resolve));
    const started = performance.now();
    try {
      return await job();
    } finally {
      this.measure(pixels, performance.now() - started);
      queue.jobs--;
      queue.pixels -= pixels;
      if (queue.jobs === 0) this.owners.delete(owner);
      this.handOver();
    }
  }

  /** The freed slot goes straight to the waiting owner served least recently, or is freed. */
  private handOver(): void {
    let next: OwnerQueue | undefined;
    for (const queue of this.owners.values())
      if (queue.waiting.length > 0 && (!next || queue.servedAt < next.servedAt)) next = queue;
    if (!next) {
      this.running--;
      return;
    }
    next.servedAt = ++this.turn;
    next.waiting.shift()!();
  }

  private measure(pixels: number, ms: number): void {
    if (ms > 50) this.pixelsPerSecond = 0.8 * this.pixelsPerSecond + 0.2 * (pixels / (ms / 1000));
  }

  private secondsToDrain(pixels: number): number {
    return Math.min(120, Math.max(1, Math.ceil(pixels / (this.pixelsPerSecond * this.slots))));
  }
}

/** The process's image slots. */
export const imageJobs = new FairImageJobs();
