/**
 * The order-actions machine's model for generated paths: a plain action and a cancel (which needs a
 * reason), each asked alone or in a chain (queue mode), the answers a submission can get (done, 409
 * conflict, a failure worth retrying (500), a refusal that is not (403)) and the order as read again: ready
 * to ship (a chain goes on to Mark as shipped) or cancelled meanwhile (a chain stops).
 */
import type { EventObject } from 'xstate';
import { MESSAGES } from '../../contract/platform/messages';
import { orderActionsMachine } from './order-actions.machine';
import type { MachineModel } from '../platform/model';

const order = { id: 7, orderNo: 'ORD-000007', version: 3 };
const readyToShip = {
  ...order,
  version: 4,
  lifecycle: {
    status: 'Processing',
    courierAssigned: true,
    pickupScheduled: true,
    labelGenerated: true,
    payment: 'settled',
  },
};
const cancelled = { ...order, version: 4, lifecycle: { status: 'Cancel by Company', payment: 'settled' } };

export const orderActionsModel: MachineModel = {
  name: 'order actions',
  machine: orderActionsMachine,
  events: [
    { type: 'action.request', action: 'order.proceedToShipping', order } as EventObject,
    { type: 'action.request', action: 'order.cancelByCompany', order } as EventObject,
    { type: 'action.request', action: 'order.proceedToShipping', order, chain: true } as EventObject,
    { type: 'reason.change', reason: 'Customer asked' } as EventObject,
    // A fixed key: a random one would make every traversal's snapshots differ.
    { type: 'dialog.confirm', idempotencyKey: 'key-1' } as EventObject,
    { type: 'dialog.cancel' },
    { type: 'action.retry' },
    { type: 'xstate.done.actor.submitAction', output: {} } as EventObject,
    { type: 'xstate.error.actor.submitAction', error: { status: 409, message: MESSAGES.staleVersion } } as EventObject,
    {
      type: 'xstate.error.actor.submitAction',
      error: { status: 500, message: MESSAGES.technicalError },
    } as EventObject,
    // A refusal that trying again cannot change: the confirmation offers no Retry, only Close.
    { type: 'xstate.error.actor.submitAction', error: { status: 403, message: MESSAGES.noPermission } } as EventObject,
    { type: 'xstate.done.actor.reloadOrder', output: readyToShip } as EventObject,
    { type: 'xstate.done.actor.reloadOrder', output: cancelled } as EventObject,
    { type: 'xstate.error.actor.reloadOrder', error: { message: 'failed' } } as EventObject,
  ],
};
