/** "Order Category"'s sample events for generated paths: drags, moves within and across parents, each answer of the impact and the save. */
import type { EventObject } from 'xstate';
import { categoryOrderMachine, type CategoryMoveRequest } from './category-order.machine';
import type { MachineModel } from '../platform/model';

const request = (changesParent: boolean): CategoryMoveRequest => ({
  id: 7,
  name: 'Sarees',
  version: 3,
  parentId: changesParent ? 2 : 1,
  parentName: changesParent ? 'Men' : 'Women',
  position: 0,
  changesParent,
});
const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, status: number): EventObject =>
  ({
    type: `xstate.error.actor.${id}`,
    error: {
      status,
      message:
        status === 409
          ? 'This record was changed by someone else.'
          : 'We are facing some technical error, Please try again after sometime.',
    },
  }) as EventObject;

export const categoryOrderModel: MachineModel = {
  name: 'category order',
  machine: categoryOrderMachine,
  events: [
    { type: 'drag.start', id: 7 } as EventObject,
    { type: 'drag.cancel' },
    { type: 'move.request', request: request(false) } as EventObject,
    { type: 'move.request', request: request(true) } as EventObject,
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    { type: 'move.retry' },
    { type: 'move.dismiss' },
    done('loadImpact', { categories: 4, products: 120 }),
    failed('loadImpact', 409),
    failed('loadImpact', 500),
    done('saveMove'),
    failed('saveMove', 409),
    failed('saveMove', 500),
  ],
};
