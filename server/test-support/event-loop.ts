/**
 * How long this process's own work held the event loop while `work` ran. Each gap between two turns of
 * a short timer counts only as far as the process used CPU in it: synchronous code that holds the loop
 * burns CPU for the whole gap and shows in full, while the operating system giving the cores to other
 * processes (a loaded machine, parallel test workers) stretches the gap without CPU and does not count.
 */

/** Ticks of the watching timer, in ms: a gap beyond one tick is a stall. */
const TICK_MS = 10;

/** Runs `work` and answers the longest stall of the event loop by this process's own work, in ms. */
export async function longestStall(work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let last = { at: performance.now(), cpu: process.cpuUsage() };
  const timer = setInterval(() => {
    const now = { at: performance.now(), cpu: process.cpuUsage() };
    const used = process.cpuUsage(last.cpu);
    const busyMs = Math.min(now.at - last.at, (used.user + used.system) / 1000);
    longest = Math.max(longest, busyMs - TICK_MS);
    last = now;
  }, TICK_MS);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return longest;
}

/**
 * The least stall of up to `tries` runs of `work`, stopping at the first under `bound`. A real stall (synchronous
 * work holding the loop) shows on every run; a garbage collection or a busy CI machine lands on one at most (a
 * bound of 100 ms once read 101.8 ms in CI and passed on every rerun), so the least is what a test holds to the bound.
 */
export async function leastStall(work: () => Promise<unknown>, bound: number, tries = 3): Promise<number> {
  let least = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < tries && least >= bound; attempt++) least = Math.min(least, await longestStall(work));
  return least;
}
