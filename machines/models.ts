/**
 * Every machine of the portal with the sample events its generated paths are made of.
 * `npm run test:paths` and machines/paths.test.ts both read this list: a new machine is added here.
 */
import type { EventObject } from 'xstate';
import type { SessionOutput } from '../contract';
import { grant } from '../contract';
import { ORDER_STATUSES } from '../contract';
import { confirmMachine } from './confirm.machine';
import { ORDER_ACTIONS, orderLifecycleMachine } from './order-lifecycle.machine';
import { filterPanelModel } from './filter-panel.model';
import { sessionMachine } from './session.machine';
import type { MachineModel } from './testing/model';

const done = (id: string, output?: unknown): EventObject => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, message = 'failed'): EventObject => ({ type: `xstate.error.actor.${id}`, error: { message } }) as EventObject;

const sessionOutput: SessionOutput = {
  token: 'access-2',
  refreshtoken: 'refresh-2',
  expiresIn: 900,
  remember: true,
  subscriptionStatus: 'free',
  userDetails: {
    id: 1, username: 'orders', email: 'orders@example.in', name: 'Order Staff', role: 'Staff',
    userType: 'Portal User', portalUser: true, moduleAccess: grant(['orders.order.view']),
  },
};

const sessionEvents: EventObject[] = [
  { type: 'session.signIn', username: 'orders', password: 'secret', remember: true } as EventObject,
  { type: 'session.unauthorized', route: '/manageOrder/all' } as EventObject,
  { type: 'session.logout' },
  ...['checkSession', 'signIn', 'refreshSession', 'signOut'].flatMap((id) => [done(id, id === 'signOut' ? undefined : sessionOutput), failed(id)]),
];

export const MACHINE_MODELS: MachineModel[] = [
  {
    name: 'order lifecycle',
    machine: orderLifecycleMachine,
    // An order is read back in any status; each one is a starting point.
    inputs: ORDER_STATUSES.map((status) => ({ status })),
    events: ORDER_ACTIONS.map((type) => ({ type })),
  },
  {
    name: 'session',
    machine: sessionMachine,
    // A returning visitor with stored tokens, and a first visit with nothing stored.
    inputs: [{ stored: { token: 'access-1', refreshtoken: 'refresh-1', remember: true, userDetails: null } }, { stored: null }],
    events: sessionEvents,
  },
  {
    name: 'confirm',
    machine: confirmMachine,
    events: [
      { type: 'dialog.open', message: 'Cancel this order?' } as EventObject,
      { type: 'dialog.confirm' }, { type: 'dialog.cancel' }, { type: 'dialog.retry' },
      done('runConfirmed'), failed('runConfirmed', 'We are facing some technical error, Please try again after sometime.'),
    ],
  },
  filterPanelModel,
];
