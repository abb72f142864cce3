/**
 * The order lifecycle (PRODUCT.md "Order lifecycle"): one machine the server uses to decide whether an
 * action is allowed and the app uses to offer it. Pending → New Order → Processing → Shipped → Delivered;
 * cancel by the customer or the company before Shipped. In Processing, assign a courier, schedule a
 * pickup (needs the courier), generate label and manifest (needs the pickup), then mark shipped (needs the label);
 * each shipping step once (a repeat is refused, so concurrent repeats apply once). Accepting, proceeding to
 * shipping and shipping need a settled payment: cash on delivery, or an online payment that succeeded.
 */
import { assign, setup } from 'xstate';
import { ORDER_ACTION_EVENTS, type OrderActionEvent } from '../../contract/orders/order-processing';
import type { OrderStatus } from '../../contract/orders/order-status';

export interface ShippingFlags {
  courierAssigned: boolean;
  pickupScheduled: boolean;
  labelGenerated: boolean;
}

/** Where the order's payment stands for the lifecycle: `settled` is cash on delivery or a payment that succeeded. */
export const PAYMENT_STATES = ['settled', 'in-progress', 'failed'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

export interface OrderLifecycleContext extends ShippingFlags {
  payment: PaymentState;
}

export interface OrderLifecycleInput extends Partial<ShippingFlags> {
  status: OrderStatus;
  /** Absent: settled (callers with an order always pass it: `lifecycleInputOf`). */
  payment?: PaymentState;
  /**
   * Why the order is on hold (issue 45 §2), or absent: while held, only a cancel is allowed (order-lifecycle.ts answers
   * so; the machine's own graph is the order's without a hold).
   */
  hold?: string | null;
}

/** Every action, in lifecycle order (the contract lists them so the API can name them). */
export const ORDER_ACTIONS = ORDER_ACTION_EVENTS;
export type OrderAction = OrderActionEvent;
export type OrderLifecycleEvent = { type: OrderAction };

/** The state of each status; the state's `meta.status` maps back. */
export const STATE_OF_STATUS: Record<OrderStatus, string> = {
  Pending: 'pending',
  'New Order': 'newOrder',
  Processing: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  'Cancel by Customer': 'cancelByCustomer',
  'Cancel by Company': 'cancelByCompany',
};

const cancellable = {
  'order.cancelByCustomer': { target: '#order.cancelByCustomer' },
  'order.cancelByCompany': { target: '#order.cancelByCompany' },
} as const;

export const orderLifecycleMachine = setup({
  types: { context: {} as OrderLifecycleContext, events: {} as OrderLifecycleEvent, input: {} as OrderLifecycleInput },
  guards: {
    isPaymentSettled: ({ context }) => context.payment === 'settled',
    canAssignCourier: ({ context }) => !context.courierAssigned,
    canSchedulePickup: ({ context }) => context.courierAssigned && !context.pickupScheduled,
    canGenerateLabel: ({ context }) => context.pickupScheduled && !context.labelGenerated,
    canShip: ({ context }) => context.labelGenerated && context.payment === 'settled',
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({
    courierAssigned: input.courierAssigned ?? false,
    pickupScheduled: input.pickupScheduled ?? false,
    labelGenerated: input.labelGenerated ?? false,
    payment: input.payment ?? 'settled',
  }),
  initial: 'restoring',
  states: {
    // An order read from the database starts in the state of its status.
    restoring: {
      always: [
        ...(
          ['New Order', 'Processing', 'Shipped', 'Delivered', 'Cancel by Customer', 'Cancel by Company'] as const
        ).map((status) => ({
          guard: ({ event }: { event: unknown }) => (event as { input?: OrderLifecycleInput }).input?.status === status,
          target: STATE_OF_STATUS[status],
        })),
        { target: 'pending' },
      ],
    },
    pending: {
      meta: { status: 'Pending' },
      on: { 'order.accept': { guard: 'isPaymentSettled', target: 'newOrder' }, ...cancellable },
    },
    newOrder: {
      meta: { status: 'New Order' },
      on: { 'order.proceedToShipping': { guard: 'isPaymentSettled', target: 'processing' }, ...cancellable },
    },
    processing: {
      meta: { status: 'Processing' },
      on: {
        'order.assignCourier': { guard: 'canAssignCourier', actions: assign({ courierAssigned: true }) },
        'order.schedulePickup': { guard: 'canSchedulePickup', actions: assign({ pickupScheduled: true }) },
        'order.generateLabel': { guard: 'canGenerateLabel', actions: assign({ labelGenerated: true }) },
        'order.markShipped': { guard: 'canShip', target: 'shipped' },
        ...cancellable,
      },
    },
    shipped: { meta: { status: 'Shipped' }, on: { 'order.markDelivered': 'delivered' } },
    delivered: { meta: { status: 'Delivered' }, type: 'final' },
    cancelByCustomer: { meta: { status: 'Cancel by Customer' }, type: 'final' },
    cancelByCompany: { meta: { status: 'Cancel by Company' }, type: 'final' },
  },
});
