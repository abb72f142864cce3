import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { orderActionsMachine, type OrderActionSubmission, type OrderStanding } from './order-actions.machine';
import type { OrderLifecycleInput } from './order-lifecycle.machine';

const order = { id: 7, orderNo: 'ORD-000007', version: 3 };

/** An actor whose submissions succeed and whose reload reads the order as `standing` says. */
const chained = (standing: (version: number) => OrderLifecycleInput) => {
  let version = 3;
  return createActor(
    orderActionsMachine.provide({
      actors: {
        submitAction: fromPromise<unknown, OrderActionSubmission>(async () => {
          version += 1;
          return null;
        }),
        reloadOrder: fromPromise<OrderStanding | null, { orderId: number }>(async () => ({
          ...order,
          version,
          lifecycle: standing(version),
        })),
      },
    }),
  ).start();
};
const settled = async (actor: ReturnType<typeof chained>) => {
  for (let i = 0; i < 20 && (actor.getSnapshot().matches('submitting') || actor.getSnapshot().matches('settling')); i++)
    await new Promise((r) => setTimeout(r, 0));
  return actor.getSnapshot();
};

describe('order actions', () => {
  it('takes a reason only for an action that asks for one (the confirmation shows the field only then)', () => {
    const actor = createActor(orderActionsMachine).start();
    actor.send({ type: 'action.request', action: 'order.proceedToShipping', order });
    expect(actor.getSnapshot().can({ type: 'reason.change', reason: 'x' })).toBe(false);
    actor.send({ type: 'dialog.cancel' });
    actor.send({ type: 'action.request', action: 'order.cancelByCompany', order });
    actor.send({ type: 'reason.change', reason: 'Out of stock' });
    expect(actor.getSnapshot().context.reason).toBe('Out of stock');
  });

  describe('a chain (queue mode) goes on to the next step of the order once it is read again', () => {
    it('asks for each step of a New Order up to Mark as shipped, each on the order as it now stands, then stops', async () => {
      const steps: OrderLifecycleInput[] = [
        { status: 'Processing', payment: 'settled' },
        { status: 'Processing', courierAssigned: true, payment: 'settled' },
        { status: 'Processing', courierAssigned: true, pickupScheduled: true, payment: 'settled' },
        {
          status: 'Processing',
          courierAssigned: true,
          pickupScheduled: true,
          labelGenerated: true,
          payment: 'settled',
        },
        { status: 'Shipped', courierAssigned: true, pickupScheduled: true, labelGenerated: true, payment: 'settled' },
      ];
      const actor = chained((version) => steps[version - 4]);
      actor.send({ type: 'action.request', action: 'order.proceedToShipping', order, chain: true });
      const asked: string[] = [];
      for (let i = 0; i < 6 && actor.getSnapshot().matches('confirming'); i++) {
        asked.push(`${actor.getSnapshot().context.action} v${actor.getSnapshot().context.order!.version}`);
        actor.send({ type: 'dialog.confirm', idempotencyKey: `key-${i}` });
        await settled(actor);
      }
      expect(asked).toEqual([
        'order.proceedToShipping v3',
        'order.assignCourier v4',
        'order.schedulePickup v5',
        'order.generateLabel v6',
        'order.markShipped v7',
      ]);
      expect(actor.getSnapshot().value).toBe('done');
    });

    it('does not go on after a cancel, nor when the request was not in a chain', async () => {
      const cancel = chained(() => ({ status: 'Cancel by Company', payment: 'settled' }));
      cancel.send({ type: 'action.request', action: 'order.cancelByCompany', order, chain: true });
      cancel.send({ type: 'reason.change', reason: 'Out of stock' });
      cancel.send({ type: 'dialog.confirm', idempotencyKey: 'k' });
      expect((await settled(cancel)).value).toBe('done');
      const single = chained(() => ({ status: 'Processing', payment: 'settled' }));
      single.send({ type: 'action.request', action: 'order.proceedToShipping', order });
      single.send({ type: 'dialog.confirm', idempotencyKey: 'k' });
      expect((await settled(single)).value).toBe('done');
    });
  });

  // Issue 40 item 15: a refusal that sending again cannot change still offered Retry.
  it.each([
    [{ status: 500, message: 'down' }, true],
    [{ message: 'no answer' }, true],
    [{ status: 429, message: 'slow down' }, true],
    [{ status: 403, message: 'not yours' }, false],
    [{ status: 404, message: 'gone' }, false],
    [{ status: 422, message: 'other body' }, false],
  ])('after the failure %o, offers a retry: %s', async (error, retryable) => {
    const actor = createActor(
      orderActionsMachine.provide({
        actors: {
          submitAction: fromPromise<unknown, OrderActionSubmission>(async () => {
            throw error;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'action.request', action: 'order.proceedToShipping', order });
    actor.send({ type: 'dialog.confirm', idempotencyKey: 'k' });
    const failed = await settled(actor);
    expect(failed.value).toBe('failed');
    expect(failed.context.error).toBe(error.message);
    expect(failed.can({ type: 'action.retry' })).toBe(retryable);
    expect(failed.can({ type: 'dialog.cancel' })).toBe(true);
  });
});
