/**
 * The order-actions machine's model for generated paths: a plain action and a cancel (which needs a
 * reason), the answers a submission can get (done, 409 conflict, other failure) and the reload.
 */
import type { EventObject } from 'xstate';
import { MESSAGES } from '../contract/messages';
import { orderActionsMachine } from './order-actions.machine';
import type { MachineModel } from './testing/model';

const order = { id: 7, orderNo: 'ORD-000007', version: 3 };

export const orderActionsModel: MachineModel = {
  name: 'order actions',
  machine: orderActionsMachine,
  events: [
    { type: 'action.request', action: 'order.proceedToShipping', order } as EventObject,
    { type: 'action.request', action: 'order.cancelByCompany', order } as EventObject,
    { type: 'reason.change', reason: 'Customer asked' } as EventObject,
    // A fixed key: a random one would make every traversal's snapshots differ.
    { type: 'dialog.confirm', idempotencyKey: 'key-1' } as EventObject, { type: 'dialog.cancel' }, { type: 'action.retry' },
    { type: 'xstate.done.actor.submitAction', output: {} } as EventObject,
    { type: 'xstate.error.actor.submitAction', error: { status: 409, message: MESSAGES.staleVersion } } as EventObject,
    { type: 'xstate.error.actor.submitAction', error: { status: 500, message: MESSAGES.technicalError } } as EventObject,
    { type: 'xstate.done.actor.reloadOrder' } as EventObject,
    { type: 'xstate.error.actor.reloadOrder', error: { message: 'failed' } } as EventObject,
  ],
};
