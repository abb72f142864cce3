/** Order statuses of seed §4 and their tab slugs (routes' `tab`). */
export const ORDER_STATUSES = [
  'Pending',
  'New Order',
  'Processing',
  'Shipped',
  'Delivered',
  'Cancel by Customer',
  'Cancel by Company',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const ORDER_STATUS_SLUG: Record<OrderStatus, string> = {
  Pending: 'pending',
  'New Order': 'new-order',
  Processing: 'processing',
  Shipped: 'shipped',
  Delivered: 'delivered',
  'Cancel by Customer': 'cancel-by-customer',
  'Cancel by Company': 'cancel-by-company',
};

/** Why an order is on hold (issue 45 §2, contract/orders/order-holds.ts). */
/** The reasons staff choose from. */
export const STAFF_HOLD_REASONS = [
  'Awaiting payment',
  'Address check',
  'Suspected fraud',
  'Customer request',
  'Stock issue',
  'Other',
] as const;
/** The reason the risk rules hold an order with; these orders make the Review queue. */
export const RISK_REVIEW = 'Risk review';
export type StaffHoldReason = (typeof STAFF_HOLD_REASONS)[number];
export const HOLD_REASONS = [...STAFF_HOLD_REASONS, RISK_REVIEW] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

export const PAYMENT_STATUSES = ['in-progress', 'success', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Returns end refunded; exchanges end `replaced` (a replacement order linked to the original). */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'rejected',
  'cancelled',
  'received',
  'refunded',
  'replaced',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
export const RETURN_KINDS = ['return', 'exchange'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];

/** Where a refund goes: the customer's wallet or back to the original payment. */
export const REFUND_METHODS = ['wallet', 'original'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A wallet transaction credits or debits the balance (seed: "debited/credited"). */
export const WALLET_TRANSACTION_TYPES = ['credited', 'debited'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** The statuses that end an order without a sale (revenue leaves them out). */
export const CANCELLED_ORDER_STATUSES = [
  'Cancel by Customer',
  'Cancel by Company',
] as const satisfies readonly OrderStatus[];

/** Why an order action is not available now (the app shows it beside the disabled action). */
export const ORDER_ACTION_REASONS = {
  wrongStatus: (action: string, status: string) => `${action} is not possible for an order in ${status}.`,
  needsCourier: 'Assign a courier first.',
  needsPickup: 'Schedule a pickup first.',
  needsLabel: 'Generate the label and manifest first.',
  pickupAlreadyScheduled: 'The pickup is already scheduled with the assigned courier.',
  courierAlreadyAssigned: 'A courier is already assigned to this order.',
  labelAlreadyGenerated: 'The label and manifest are already generated: download them from the order.',
  paymentInProgress: 'The payment is still in progress: wait until it succeeds.',
  paymentFailed: 'The payment failed: the order cannot go ahead until it is paid.',
  onHold: (reason: string) => `The order is on hold (${reason}): release it first.`,
} as const;

/** The label of each order action, as the buttons and the timeline show it. */
export const ORDER_ACTION_LABELS = {
  'order.accept': 'Accept order',
  'order.proceedToShipping': 'Proceed to shipping',
  'order.assignCourier': 'Assign courier',
  'order.schedulePickup': 'Schedule pickup',
  'order.generateLabel': 'Generate label and manifest',
  'order.markShipped': 'Mark as shipped',
  'order.markDelivered': 'Mark as delivered',
  'order.cancelByCustomer': 'Cancel (by customer)',
  'order.cancelByCompany': 'Cancel order',
} as const;

/** The timeline's labels of putting an order on hold and releasing it (issue 45 §2). */
export const HOLD_EVENT_LABELS = { 'order.hold': 'Put on hold', 'order.release': 'Released from hold' } as const;

/** Every order action, as the lifecycle machine names it. */
export const ORDER_ACTION_EVENTS = [
  'order.accept',
  'order.proceedToShipping',
  'order.assignCourier',
  'order.schedulePickup',
  'order.generateLabel',
  'order.markShipped',
  'order.markDelivered',
  'order.cancelByCustomer',
  'order.cancelByCompany',
] as const;
export type OrderActionEvent = (typeof ORDER_ACTION_EVENTS)[number];
