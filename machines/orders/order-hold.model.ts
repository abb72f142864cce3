/**
 * The hold dialog's sample events for generated paths: opened to hold an order, submitted, each answer (held, refused
 * in words as the server says "already on hold", a failure worth retrying (500), a refusal that is not (403)), retry
 * and close. Release runs the same states with another form; its UI is walked by the order holds browser test.
 */
import type { EventObject } from 'xstate';
import { HOLD_MESSAGES } from '../../contract/orders/order-holds';
import { MESSAGES } from '../../contract/platform/messages';
import type { MachineModel } from '../platform/model';
import { orderHoldMachine } from './order-hold.machine';

const done = (output: unknown): EventObject => ({ type: 'xstate.done.actor.submitHold', output }) as EventObject;
const failed = (status: number, message: string): EventObject =>
  ({ type: 'xstate.error.actor.submitHold', error: { status, message } }) as EventObject;

export const orderHoldModel: MachineModel = {
  name: 'order hold',
  machine: orderHoldMachine,
  events: [
    {
      type: 'dialog.open',
      mode: 'hold',
      target: { kind: 'order', id: 7, orderNo: 'ORD-000007', version: 3 },
    } as EventObject,
    { type: 'form.submit', values: { reason: 'Address check', note: 'PIN and city disagree' } } as EventObject,
    { type: 'dialog.retry' },
    { type: 'dialog.close' },
    done({ ok: true, changed: 1, unchanged: 0 }),
    done({ ok: false, errors: [{ message: HOLD_MESSAGES.alreadyHeld }] }),
    failed(500, MESSAGES.technicalError),
    failed(403, MESSAGES.noPermission),
  ],
};
