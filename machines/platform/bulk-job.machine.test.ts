import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bulkJobMachine, type BulkStart } from './bulk-job.machine';

/** A bulk action whose start fails with `error`, confirmed and left failed. */
async function failedStart(error: unknown) {
  const actor = createActor(
    bulkJobMachine.provide({
      actors: {
        startBulk: fromPromise<{ id: string }, BulkStart>(async () => {
          throw error;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'bulk.request', action: 'order.accept', target: { ids: [1, 2] }, count: 2 });
  actor.send({ type: 'dialog.confirm' });
  return waitFor(actor, (s) => s.matches('failed'));
}

describe('bulk job', () => {
  // Issue 40 item 15: a refusal that sending again cannot change offered Retry.
  it.each([
    [{ status: 503, message: 'down' }, true],
    [{ message: 'no answer' }, true],
    [{ status: 400, message: 'too many orders' }, false],
    [{ status: 403, message: 'not yours' }, false],
  ])('after a failed start %o, offers it again: %s', async (error, retryable) => {
    const failed = await failedStart(error);
    expect(failed.context.error).toBe(error.message);
    expect(failed.can({ type: 'bulk.retry' })).toBe(retryable);
    expect(failed.can({ type: 'dialog.cancel' })).toBe(true);
  });
});
