/**
 * Every machine of the portal with the sample events its generated paths are made of.
 * `npm run test:paths` and machines/paths.test.ts both read this list: a new machine is added here.
 */
import type { EventObject } from 'xstate';
import type { SessionOutput } from '../contract';
import { grant } from '../contract';
import { ORDER_STATUSES } from '../contract';
import { RETURN_KINDS, RETURN_STATUSES } from '../contract/orders/order-status';
import { bulkJobMachine } from './platform/bulk-job.machine';
import { confirmMachine } from './platform/confirm.machine';
import { orderActionsModel } from './orders/order-actions.model';
import { orderHoldModel } from './orders/order-hold.model';
import { pickListModel } from './orders/pick-list.model';
import { orderKeyboardModel } from './orders/order-keyboard.model';
import { ORDER_ACTIONS, PAYMENT_STATES, orderLifecycleMachine } from './orders/order-lifecycle.machine';
import { filterPanelModel } from './platform/filter-panel.model';
import { RETURN_ACTIONS, returnLifecycleMachine } from './returns/return-lifecycle.machine';
import { sessionMachine } from './account/session.machine';
import { passwordResetModel } from './account/password-reset.model';
import { planCheckoutModel } from './subscription/plan-checkout.model';
import type { MachineModel } from './platform/model';
import { walletAdjustmentModel } from './wallets/wallet-adjustment.model';
import { ticketReplyModel } from './support/ticket-reply.model';
import { stockAdjustmentModel } from './catalogue/stock-adjustment.model';
import { mediaPickerModel, mediaUploadModel } from './media/media-upload.model';
import { categoryOrderModel } from './catalogue/category-order.model';
import { calendarRescheduleModel } from './content/calendar-reschedule.model';
import { productEditorModel } from './catalogue/product-editor.model';
import { productImportModel } from './catalogue/product-import.model';
import { apiKeyCreateModel } from './store/api-key-create.model';
import { webhookEndpointModel } from './webhooks/webhook-endpoint.model';

const done = (id: string, output?: unknown): EventObject =>
  ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const failed = (id: string, message = 'failed'): EventObject =>
  ({ type: `xstate.error.actor.${id}`, error: { message } }) as EventObject;

const sessionOutput: SessionOutput = {
  token: 'access-2',
  refreshtoken: 'refresh-2',
  expiresIn: 900,
  remember: true,
  subscriptionStatus: 'free',
  userDetails: {
    id: 1,
    username: 'orders',
    email: 'orders@example.in',
    name: 'Order Staff',
    role: 'Staff',
    userType: 'Portal User',
    portalUser: true,
    moduleAccess: grant(['orders.order.view']),
  },
};

const sessionEvents: EventObject[] = [
  { type: 'session.signIn', username: 'orders', password: 'secret', remember: true } as EventObject,
  { type: 'session.unauthorized', route: '/manageOrder/all' } as EventObject,
  { type: 'session.logout' },
  { type: 'session.dismiss' },
  { type: 'session.subscription', status: 'expired' } as EventObject,
  { type: 'session.profile', name: 'Renamed Staff', email: 'renamed@example.in' } as EventObject,
  ...['checkSession', 'signIn', 'refreshSession', 'signOut'].flatMap((id) => [
    done(id, id === 'signOut' ? undefined : sessionOutput),
    failed(id),
  ]),
];

const bulkJob = (status: 'running' | 'finished', failures: number) => ({
  id: 'job-1',
  action: 'order.accept',
  status,
  total: 3,
  createdAt: '2026-03-05T10:00:00Z',
  finishedAt: null,
  items: [],
  tally: {
    pending: status === 'running' ? 3 - failures : 0,
    done: status === 'running' ? 0 : 3 - failures,
    not_allowed: 0,
    failed: failures,
  },
});

function bulkJobEvents(): EventObject[] {
  return [
    { type: 'bulk.request', action: 'order.cancelByCompany', target: { ids: [1, 2, 3] }, count: 3 } as EventObject,
    { type: 'reason.change', reason: 'Out of stock' } as EventObject,
    { type: 'dialog.confirm' },
    { type: 'dialog.cancel' },
    { type: 'bulk.retry' },
    { type: 'bulk.retryFailed' },
    { type: 'dialog.close' },
    { type: 'bulk.progress', job: bulkJob('running', 0) } as EventObject,
    { type: 'bulk.progress', job: bulkJob('finished', 1) } as EventObject,
    done('startBulk', { id: 'job-1' }),
    failed('startBulk'),
    done('retryBulk'),
    failed('retryBulk'),
  ];
}

export const MACHINE_MODELS: MachineModel[] = [
  planCheckoutModel,
  {
    name: 'order lifecycle',
    machine: orderLifecycleMachine,
    // An order is read back in any status and payment state; each one is a starting point.
    inputs: ORDER_STATUSES.flatMap((status) => PAYMENT_STATES.map((payment) => ({ status, payment }))),
    events: ORDER_ACTIONS.map((type) => ({ type })),
  },
  {
    name: 'return lifecycle',
    machine: returnLifecycleMachine,
    // A return or an exchange is read back in any status; each is a starting point.
    inputs: RETURN_KINDS.flatMap((kind) => RETURN_STATUSES.map((status) => ({ kind, status }))),
    events: RETURN_ACTIONS.map((type) => ({ type })),
  },
  {
    name: 'session',
    machine: sessionMachine,
    // A returning visitor with stored tokens, and a first visit with nothing stored.
    inputs: [
      { stored: { token: 'access-1', refreshtoken: 'refresh-1', remember: true, userDetails: null } },
      { stored: null },
    ],
    events: sessionEvents,
  },
  {
    name: 'confirm',
    machine: confirmMachine,
    events: [
      { type: 'dialog.open', message: 'Cancel this order?' } as EventObject,
      { type: 'dialog.confirm' },
      { type: 'dialog.cancel' },
      { type: 'dialog.retry' },
      done('runConfirmed'),
      failed('runConfirmed', 'We are facing some technical error, Please try again after sometime.'),
    ],
  },
  filterPanelModel,
  orderActionsModel,
  orderHoldModel,
  pickListModel,
  orderKeyboardModel,
  {
    name: 'bulk job',
    machine: bulkJobMachine,
    events: bulkJobEvents(),
  },
  walletAdjustmentModel,
  ticketReplyModel,
  stockAdjustmentModel,
  mediaUploadModel,
  mediaPickerModel,
  categoryOrderModel,
  calendarRescheduleModel,
  passwordResetModel,
  productEditorModel,
  productImportModel,
  apiKeyCreateModel,
  webhookEndpointModel,
];
