import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { FairImageJobs, IMAGE_JOBS, imageJobs, PixelBudgetSpent } from './image-jobs';

/** A job that finishes when `release` is called, noting when it started. */
function heldJob(started: string[], name: string) {
  const gate = { open: () => {} };
  const done = new Promise<void>((resolve) => (gate.open = resolve));
  return {
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
    release: () => gate.open(),
  };
}

describe('image jobs', () => {
  it('runs at most IMAGE_JOBS at once, all of them in the end, passing results and errors through', async () => {
    let now = 0;
    let most = 0;
    const job = (i: number) =>
      imageJobs.run('someone', 1, async () => {
        most = Math.max(most, ++now);
        await sleep(5);
        now--;
        if (i === 3) throw new Error('bad image');
        return i;
      });
    const results = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => job(i)));
    expect(most).toBe(IMAGE_JOBS);
    expect(results.filter((r) => r.status === 'fulfilled').map((r) => r.value)).toEqual([
      0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11,
    ]);
    expect(results[3]).toMatchObject({ status: 'rejected', reason: new Error('bad image') });
    // The slots are all free again, and nothing stays charged to the owner.
    expect(await imageJobs.run('someone', 1, async () => 'after')).toBe('after');
    expect(imageJobs.pixelsOf('someone')).toBe(0);
  });

  it("gives the slot to user B's one job next, not after user A's 80 queued ones", async () => {
    const jobs = new FairImageJobs(1, Number.MAX_SAFE_INTEGER);
    const started: string[] = [];
    const a = Array.from({ length: 80 }, (_, i) => heldJob(started, `A${i}`));
    const b = heldJob(started, 'B');
    const answers = a.map((job) => jobs.run('A', 40_000_000, job.run));
    const bAnswer = jobs.run('B', 1_000_000, b.run);
    expect(started).toEqual(['A0']);
    a[0].release();
    await sleep(0);
    expect(started).toEqual(['A0', 'B']);
    b.release();
    expect(await bAnswer).toBe('B');
    for (const job of a) job.release();
    expect(await Promise.all(answers)).toEqual(a.map((_, i) => `A${i}`));
  });

  it("takes turns between users with queued work, each user's jobs in the order they came", async () => {
    const jobs = new FairImageJobs(1, Number.MAX_SAFE_INTEGER);
    const started: string[] = [];
    const held = ['A0', 'A1', 'A2', 'B0', 'B1', 'C0'].map((name) => ({ name, job: heldJob(started, name) }));
    const all = held.map(({ name, job }) => jobs.run(name[0], 1, job.run));
    for (const { job } of held) {
      job.release();
      await sleep(0);
    }
    await Promise.all(all);
    expect(started).toEqual(['A0', 'B0', 'C0', 'A1', 'B1', 'A2']);
  });

  it("refuses a user's job past their pixel budget at once, with a wait to retry after, and takes it again once it fits", async () => {
    const jobs = new FairImageJobs(1, 100);
    const started: string[] = [];
    const first = heldJob(started, 'A0');
    const running = jobs.run('A', 60, first.run);
    const queued = jobs.run('A', 40, async () => 'A1');
    const refused = jobs.run('A', 1, async () => 'A2');
    const refusal = await refused.then(
      () => null,
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(PixelBudgetSpent);
    expect((refusal as PixelBudgetSpent).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(jobs.pixelsOf('A')).toBe(100);
    // Another user's budget is their own.
    const other = jobs.run('B', 100, async () => 'B0');
    first.release();
    expect(await Promise.all([running, queued, other])).toEqual(['A0', 'A1', 'B0']);
    expect(await jobs.run('A', 100, async () => 'again')).toBe('again');
  });
});
