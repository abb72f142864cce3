import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderActionsMachine } from './order-actions.machine';

const order = { id: 7, orderNo: 'ORD-000007', version: 3 };

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
});
