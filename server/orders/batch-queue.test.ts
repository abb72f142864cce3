import { describe, expect, it } from 'vitest';
import { BatchQueue, takeDistinct } from './batch-queue';

/** A promise and its resolver. */
function deferred() {
  let release!: () => void;
  const promise = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

describe('BatchQueue', () => {
  it('runs a lone item at once and gathers what arrives while a batch runs into the next one', async () => {
    const batches: number[][] = [];
    const gate = deferred();
    const queue = new BatchQueue<number>(
      async (batch) => {
        batches.push(batch);
        if (batches.length === 1) await gate.promise;
      },
      (waiting) => ({ batch: [...waiting], rest: [] }),
    );
    queue.push(1);
    expect(batches).toEqual([[1]]);
    for (const n of [2, 3, 4]) queue.push(n);
    expect(batches).toEqual([[1]]);
    gate.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('goes on with the next batch after a run that throws', async () => {
    const batches: number[][] = [];
    const queue = new BatchQueue<number>(
      async (batch) => {
        batches.push(batch);
        throw new Error('a bug in run');
      },
      (waiting) => ({ batch: waiting.slice(0, 1), rest: waiting.slice(1) }),
    );
    queue.push(1);
    queue.push(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(batches).toEqual([[1], [2]]);
  });
});

const keys = (item: { order: number; key?: string }) =>
  item.key ? [`o${item.order}`, `k${item.key}`] : [`o${item.order}`];

describe('takeDistinct', () => {
  it('keeps one item per key in a batch and the others waiting in arrival order', () => {
    const waiting = [{ order: 1, key: 'a' }, { order: 1 }, { order: 2, key: 'a' }, { order: 3 }, { order: 2 }];
    expect(takeDistinct(waiting, 10, keys)).toEqual({
      batch: [{ order: 1, key: 'a' }, { order: 3 }, { order: 2 }],
      rest: [{ order: 1 }, { order: 2, key: 'a' }],
    });
  });

  it('takes at most `max` items', () => {
    const waiting = [1, 2, 3, 4].map((order) => ({ order }));
    expect(takeDistinct(waiting, 3, keys).batch).toHaveLength(3);
    expect(takeDistinct(waiting, 3, keys).rest).toEqual([{ order: 4 }]);
  });
});
