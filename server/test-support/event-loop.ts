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
