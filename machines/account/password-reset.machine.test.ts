/** The password reset machine: its generated paths cover every state and transition, and replay on the real machine. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { RESET_MESSAGES } from '../../contract/account/password-reset';
import { passwordResetMachine, type RequestOutcome, type VerifyOutcome } from './password-reset.machine';
import { passwordResetModel } from './password-reset.model';
import { coverage, describePath, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';

describe('password reset machine', () => {
  const paths = transitionPaths(passwordResetModel);

  it('reaches every state and takes every defined transition', () => {
    const c = coverage(passwordResetModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    await replayPath(passwordResetMachine, path);
  });

  it('keeps the tries left from a wrong code, then goes on with the token of the right one', async () => {
    const verdicts: VerifyOutcome[] = [
      { ok: false, reason: 'wrongCode', message: RESET_MESSAGES.wrongCode(4) },
      { ok: true, resetToken: 'token-9' },
    ];
    const actor = createActor(
      passwordResetMachine.provide({
        actors: {
          requestCode: fromPromise<RequestOutcome, { login: string }>(async () => ({ sent: true, resendAt: 123 })),
          verifyCode: fromPromise<VerifyOutcome, { login: string; code: string }>(async () => verdicts.shift()!),
        },
      }),
    ).start();
    actor.send({ type: 'login.submit', login: 'orders' });
    await waitFor(actor, (s) => s.matches({ code: 'entering' }));
    expect(actor.getSnapshot().context).toMatchObject({ login: 'orders', resendAt: 123 });
    actor.send({ type: 'code.submit', code: '000000' });
    await waitFor(actor, (s) => s.matches({ code: 'wrongCode' }));
    expect(actor.getSnapshot().context.error).toBe('The code is not correct. 4 tries left.');
    actor.send({ type: 'code.submit', code: '123456' });
    await waitFor(actor, (s) => s.matches({ password: 'entering' }));
    expect(actor.getSnapshot().context).toMatchObject({ resetToken: 'token-9', error: null });
  });
});
