import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { confirmMachine } from './confirm.machine';

/** A confirm actor whose confirmed work fails with `error`, run to its failure. */
async function failWith(error: unknown) {
  const actor = createActor(
    confirmMachine.provide({
      actors: {
        runConfirmed: fromPromise<void, void>(async () => {
          throw error;
        }),
      },
    }),
  ).start();
  actor.send({ type: 'dialog.open', message: 'Delete this image?' });
  actor.send({ type: 'dialog.confirm' });
  await waitFor(actor, (s) => s.matches('failed'));
  return actor;
}

describe('confirm dialog failures', () => {
  it('offers no Retry for an in-use 409: trying again cannot change it, only Cancel is left', async () => {
    const actor = await failWith({ status: 409, message: 'media is used by slider "New arrivals"' });
    expect(actor.getSnapshot().context.error).toBe('media is used by slider "New arrivals"');
    expect(actor.getSnapshot().can({ type: 'dialog.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'dialog.cancel' })).toBe(true);
  });

  it('offers Retry when there was no answer, a server fault or a rate limit', async () => {
    for (const error of [
      new TypeError('Failed to fetch'),
      { status: 503, message: 'x' },
      { status: 429, message: 'x' },
    ]) {
      expect((await failWith(error)).getSnapshot().can({ type: 'dialog.retry' })).toBe(true);
    }
  });
});
