import { describe, expect, it } from 'vitest';
import { leastStall, longestStall } from './event-loop';

/**
 * Holds the event loop until it has burnt `ms` of CPU (what a slow synchronous handler does), however loaded the
 * machine. It reads the CPU clock only between runs of arithmetic: a read allocates, and a spin that allocated on every
 * turn set off garbage collections, whose pauses the measure leaves out (a fresh-clone run read 10.7 ms for 150 ms).
 */
const spin = (ms: number) => {
  const start = process.cpuUsage();
  let sink = 0;
  for (let used = process.cpuUsage(start); (used.user + used.system) / 1000 < ms; used = process.cpuUsage(start)) {
    for (let i = 0; i < 100_000; i++) sink = (sink + i * 31) % 1_000_003;
  }
  return sink;
};

const pause = () => new Promise((done) => setTimeout(done, 30));

describe('longestStall', () => {
  it('reports synchronous work that holds the event loop', async () => {
    const stall = await longestStall(async () => {
      await new Promise((done) => setTimeout(done, 30));
      spin(150);
      await new Promise((done) => setTimeout(done, 30));
    });
    expect(stall).toBeGreaterThanOrEqual(120);
  });

  it('does not count a gap in which the process used no CPU (the cores busy with other processes)', async () => {
    const stall = await longestStall(async () => {
      await new Promise((done) => setTimeout(done, 30));
      // Blocks this thread without CPU, as being descheduled on a loaded machine does.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
      await new Promise((done) => setTimeout(done, 30));
    });
    expect(stall).toBeLessThan(60);
  });

  it("leaves out the garbage collector's pauses, which grow with the heap and not with the work watched", async () => {
    const { setFlagsFromString } = await import('node:v8');
    const { runInNewContext } = await import('node:vm');
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    // A heap worth collecting: a full collection of it takes a while, with no work of ours in between.
    const heap = Array.from({ length: 800_000 }, (_, i) => ({ i, text: `item ${i}` }));
    const held = { spent: 0 };
    const stall = await longestStall(async () => {
      await pause();
      const started = performance.now();
      gc();
      held.spent = performance.now() - started;
      await pause();
    });
    console.info(`full collection ${held.spent.toFixed(1)} ms; stall counted ${stall.toFixed(1)} ms`);
    expect(heap.length).toBe(800_000);
    expect(held.spent, 'a collection long enough to show').toBeGreaterThan(25);
    expect(stall).toBeLessThan(Math.max(20, held.spent / 2));
  });

  it('reports about nothing for work that awaits', async () => {
    expect(await longestStall(() => new Promise((done) => setTimeout(done, 100)))).toBeLessThan(60);
  });
});

describe('leastStall', () => {
  it('holds a stall that shows on every try', async () => {
    let runs = 0;
    const stall = await leastStall(async () => {
      runs++;
      await pause();
      spin(150);
      await pause();
    }, 100);
    expect([runs, stall >= 120]).toEqual([5, true]);
    // Five tries with growing pauses between them take ~3.3 s idle; a loaded machine needs more.
  }, 20_000);

  it('lets a stall that showed once pass on the next try, and stops there', async () => {
    let runs = 0;
    const stall = await leastStall(async () => {
      runs++;
      await pause();
      if (runs === 1) spin(150);
      await pause();
    }, 100);
    expect([runs, stall < 100]).toEqual([2, true]);
  });
});
