/** The plan cart's checkout machine: generated paths cover every state and transition and replay on the real machine. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { SUBSCRIPTION_MESSAGES } from '../../contract/platform/messages';
import { TEST_CARDS, type CheckoutRequest } from '../../contract/subscription/subscription';
import { planCheckoutMachine } from './plan-checkout.machine';
import { planCheckoutModel } from './plan-checkout.model';
import { coverage, describePath, transitionPaths } from '../platform/model';
import { replayPath } from '../platform/replay';

describe('plan checkout machine', () => {
  const paths = transitionPaths(planCheckoutModel);

  it('reaches every state and takes every defined transition', () => {
    const c = coverage(planCheckoutModel, paths);
    expect(c.uncovered).toEqual([]);
    expect(c.statesCovered).toBe(c.states);
  });

  it.each(paths.map((p) => [describePath(p), p] as const))('replays %s', async (_, path) => {
    await replayPath(planCheckoutMachine, path);
  });

  it("keeps a declined card's message, then pays with another card and ends with the invoice number", async () => {
    const answers = [
      Promise.reject(new Error(SUBSCRIPTION_MESSAGES.paymentDeclined)),
      Promise.resolve({ invoiceNumber: 'INV1' }),
    ];
    answers[0].catch(() => {});
    const actor = createActor(
      planCheckoutMachine.provide({
        actors: { pay: fromPromise<{ invoiceNumber: string }, CheckoutRequest>(() => answers.shift()!) },
      }),
    ).start();
    actor.send({ type: 'checkout.pay', request: { planId: 1, period: 'monthly', cardNumber: TEST_CARDS.declined } });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe(SUBSCRIPTION_MESSAGES.paymentDeclined);
    actor.send({ type: 'checkout.pay', request: { planId: 1, period: 'monthly', cardNumber: TEST_CARDS.success } });
    await waitFor(actor, (s) => s.matches('paid'));
    expect(actor.getSnapshot().context).toEqual({ error: null, invoiceNumber: 'INV1' });
  });
});
