import { describe, expect, it } from 'vitest';
import { runWhenIdleInTurn, type WhenIdle } from './idle-queue';

/** An idle scheduler the test drives by hand. */
function manualIdle() {
  const queue: Array<() => void> = [];
  const whenIdle: WhenIdle = (run) => {
    queue.push(run);
    return () => queue.splice(queue.indexOf(run), 1);
  };
  const flushOne = async () => {
    queue.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { whenIdle, queue, flushOne };
}

describe('runWhenIdleInTurn', () => {
  it('starts one task per idle period, the next only after the previous settled', async () => {
    const idle = manualIdle();
    const started: number[] = [];
    const task = (n: number) => async () => void started.push(n);
    runWhenIdleInTurn([task(1), task(2), task(3)], idle.whenIdle);
    expect(started).toEqual([]);
    await idle.flushOne();
    expect(started).toEqual([1]);
    await idle.flushOne();
    await idle.flushOne();
    expect(started).toEqual([1, 2, 3]);
    expect(idle.queue).toHaveLength(0);
  });

  it('carries on past a task that fails', async () => {
    const idle = manualIdle();
    const started: string[] = [];
    runWhenIdleInTurn(
      [
        async () => {
          started.push('a');
          throw new Error('offline');
        },
        async () => void started.push('b'),
      ],
      idle.whenIdle,
    );
    await idle.flushOne();
    await idle.flushOne();
    expect(started).toEqual(['a', 'b']);
  });

  it('starts nothing more once stopped', async () => {
    const idle = manualIdle();
    const started: number[] = [];
    const stop = runWhenIdleInTurn([async () => void started.push(1), async () => void started.push(2)], idle.whenIdle);
    await idle.flushOne();
    stop();
    await idle.flushOne();
    expect(started).toEqual([1]);
    expect(idle.queue).toHaveLength(0);
  });
});
