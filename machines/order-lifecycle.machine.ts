/**
 * The order lifecycle (PRODUCT.md "Order lifecycle"): one machine the server uses to decide whether an
 * action is allowed and the app uses to offer it. Pending → New Order → Processing → Shipped → Delivered;
 * cancel by the customer or the company before Shipped. In Processing, assign a courier, schedule a
 * pickup (needs the courier), generate label and manifest (needs the pickup), then mark shipped (needs the label).
 */
import { assign, setup } from 'xstate';
import { ORDER_ACTION_EVENTS, type OrderActionEvent } from '../contract/order-processing';
import type { OrderStatus } from '../contract/order-status';

export interface ShippingFlags {
  courierAssigned: boolean;
  pickupScheduled: boolean;
  labelGenerated: boolean;
}

export interface OrderLifecycleInput extends Partial<ShippingFlags> {
  status: OrderStatus;
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
  types: { context: {} as ShippingFlags, events: {} as OrderLifecycleEvent, input: {} as OrderLifecycleInput },
  guards: {
    isCourierAssigned: ({ context }) => context.courierAssigned,
    isPickupScheduled: ({ context }) => context.pickupScheduled,
    isLabelGenerated: ({ context }) => context.labelGenerated,
    canChangeCourier: ({ context }) => !context.pickupScheduled,
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => ({
    courierAssigned: input.courierAssigned ?? false,
    pickupScheduled: input.pickupScheduled ?? false,
    labelGenerated: input.labelGenerated ?? false,
  }),
  initial: 'restoring',
  states: {
    // An order read from the database starts in the state of its status.
    restoring: {
      always: [
        ...(['New Order', 'Processing', 'Shipped', 'Delivered', 'Cancel by Customer', 'Cancel by Company'] as const).map((status) => ({
          guard: ({ event }: { event: unknown }) => (event as { input?: OrderLifecycleInput }).input?.status === status,
          target: STATE_OF_STATUS[status],
        })),
        { target: 'pending' },
      ],
    },
    pending: { meta: { status: 'Pending' }, on: { 'order.accept': 'newOrder', ...cancellable } },
    newOrder: { meta: { status: 'New Order' }, on: { 'order.proceedToShipping': 'processing', ...cancellable } },
    processing: {
      meta: { status: 'Processing' },
      on: {
        'order.assignCourier': { guard: 'canChangeCourier', actions: assign({ courierAssigned: true }) },
        'order.schedulePickup': { guard: 'isCourierAssigned', actions: assign({ pickupScheduled: true }) },
        'order.generateLabel': { guard: 'isPickupScheduled', actions: assign({ labelGenerated: true }) },
        'order.markShipped': { guard: 'isLabelGenerated', target: 'shipped' },
        ...cancellable,
      },
    },
    shipped: { meta: { status: 'Shipped' }, on: { 'order.markDelivered': 'delivered' } },
    delivered: { meta: { status: 'Delivered' }, type: 'final' },
    cancelByCustomer: { meta: { status: 'Cancel by Customer' }, type: 'final' },
    cancelByCompany: { meta: { status: 'Cancel by Company' }, type: 'final' },
  },
});
