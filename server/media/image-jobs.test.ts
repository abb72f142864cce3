import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { IMAGE_JOBS, runImageJob } from './image-jobs';

describe('image jobs', () => {
  it('runs at most IMAGE_JOBS at once, all of them in the end, passing results and errors through', async () => {
    let now = 0;
    let most = 0;
    const job = (i: number) => runImageJob(async () => {
      most = Math.max(most, ++now);
      await sleep(5);
      now--;
      if (i === 3) throw new Error('bad image');
      return i;
    });
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => job(i)));
    expect(most).toBe(IMAGE_JOBS);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(results[3]).toMatchObject({ status: 'rejected', reason: new Error('bad image') });
    // The slots are all free again.
    expect(await runImageJob(async () => 'after')).toBe('after');
  });
});
