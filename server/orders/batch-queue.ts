/**
 * Runs queued items in batches, one batch at a time: whatever arrives while a batch runs forms the next
 * one. There is no timer, so a lone item starts at once and batches grow only with the load — group
 * commit for our own statements. `run` must settle every item it is given; `take` chooses which waiting
 * items may share a batch (the rest wait for the next).
 */
export class BatchQueue<T> {
  private waiting: T[] = [];
  private running = false;

  constructor(
    private readonly run: (batch: T[]) => Promise<void>,
    private readonly take: (waiting: readonly T[]) => { batch: T[]; rest: T[] },
  ) {}

  push(item: T): void {
    this.waiting.push(item);
    this.schedule();
  }

  /**
   * Starts the next batch when none runs. One at a time is deliberate: measured on the order actions,
   * a second batch beside the first halves both batches and costs more per action than it overlaps.
   */
  private schedule(): void {
    if (this.running || this.waiting.length === 0) return;
    const { batch, rest } = this.take(this.waiting);
    this.waiting = rest;
    this.running = true;
    // `run` settles its items itself; a throw would be a bug in it, and must not stall the queue.
    void this.run(batch)
      .catch(() => {})
      .finally(() => {
        this.running = false;
        this.schedule();
      });
  }
}

/** The first `max` items whose keys are all new to the batch, in arrival order; the others wait, in order. */
export function takeDistinct<T>(
  waiting: readonly T[],
  max: number,
  keysOf: (item: T) => readonly string[],
): { batch: T[]; rest: T[] } {
  const batch: T[] = [];
  const rest: T[] = [];
  const seen = new Set<string>();
  for (const item of waiting) {
    const keys = keysOf(item);
    if (batch.length >= max || keys.some((key) => seen.has(key))) {
      rest.push(item);
      continue;
    }
    for (const key of keys) seen.add(key);
    batch.push(item);
  }
  return { batch, rest };
}
