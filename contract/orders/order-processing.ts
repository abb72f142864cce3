/**
 * Order processing over the API: actions (seed §7 PUTs), the order detail with its timeline, notes,
 * status counts, live updates and bulk jobs. The lifecycle machine (machines/order-lifecycle) decides
 * what is allowed; these schemas carry it.
 */
import { z } from 'zod';
import {
  HOLD_REASONS,
  ORDER_ACTION_EVENTS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  type OrderActionEvent,
} from './order-status';
import { VALIDATION } from '../platform/messages';
import type { OrderPresenceChange } from './order-presence';
import { MAX_ROW_ID, VersionNumberSchema } from '../platform/resource';
import { resourceSearchSchema } from '../platform/resource-search';
import { PAYMENT_METHODS, orderResource } from './order';

export { ORDER_ACTION_EVENTS, type OrderActionEvent } from './order-status';

/** Order processing's paths (base `/api`); the order table's search and export are the order resource's (`resourcePaths`). */
export const ORDER_API = {
  /** The lifecycle machine's states and events, for the API's readers (contract/orders/order-lifecycle.ts). */
  lifecycle: '/order-details/lifecycle',
  statusDetails: '/order-details/status-details',
  detail: (id: number | string) => `/order-details/${id}`,
  action: (segment: string, id: number | string) => `/order-details/${segment}/${id}`,
  notes: (id: number | string) => `/order-details/${id}/notes`,
  label: (id: number | string) => `/order-details/${id}/label`,
  live: '/order-details/live',
  bulk: '/order-details/bulk',
  bulkJob: (id: string) => `/order-details/bulk/${id}`,
  bulkRetry: (id: string) => `/order-details/bulk/${id}/retry`,
  /** Presence (contract/orders/order-presence.ts): one tab's heartbeat on an order, and who processes which orders. */
  presence: (id: number | string) => `/order-details/${id}/presence`,
  presenceList: '/order-details/presence',
} as const;

/**
 * The path segment of each action: `PUT /api/order-details/{segment}/{id}`. The seed's three keep their
 * names (`shedule-pickup` sic); the rest follow them.
 */
export const ORDER_ACTION_SEGMENT: Record<OrderActionEvent, string> = {
  'order.accept': 'accept',
  'order.proceedToShipping': 'proceed-to-shipping',
  'order.assignCourier': 'assign-courier',
  'order.schedulePickup': 'shedule-pickup',
  'order.generateLabel': 'generate-label-manifest',
  'order.markShipped': 'mark-shipped',
  'order.markDelivered': 'mark-delivered',
  'order.cancelByCustomer': 'cancel-by-customer',
  'order.cancelByCompany': 'cancel-order',
};

/** Actions that need a reason (the timeline says why). */
export const ORDER_ACTIONS_NEEDING_REASON: readonly OrderActionEvent[] = [
  'order.cancelByCustomer',
  'order.cancelByCompany',
];

/**
 * Body of an action PUT; the seed sends none, so all of it is optional. `version` is the order's version as
 * the screen saw it (stale → 409); `reason` is kept in the timeline (required to cancel).
 */
export const OrderActionBodySchema = z
  .object({
    version: VersionNumberSchema.optional(),
    reason: z.string().trim().max(500, 'The maximum length allowed is 500').optional(),
  })
  .default({});
export type OrderActionBody = z.input<typeof OrderActionBodySchema>;

/** Header naming one attempt of an action; a repeat returns the first result and applies nothing twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9._:-]+$/);
/** Request headers of an idempotent action (other headers pass through untouched). */
export const IdempotencyHeadersSchema = z.looseObject({ [IDEMPOTENCY_HEADER]: IdempotencyKeySchema.optional() });

/** Where an order ships, as the order keeps it. */
export const ShippingAddressSchema = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().optional(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  phone: z.string(),
});

/** The parts of an order that actions change; the lifecycle machine's input is derived from these. */
export const OrderHeadSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  version: z.number().int(),
  courierName: z.string().nullable(),
  pickupAt: z.string().nullable(),
  awbNo: z.string().nullable(),
  labelGeneratedAt: z.string().nullable(),
  updatedAt: z.string(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Why the order is on hold (its lifecycle actions but a cancel are refused until released), or null. */
  holdReason: z.enum(HOLD_REASONS).nullable(),
});
export type OrderHead = z.infer<typeof OrderHeadSchema>;

/** Where a payment stands for the lifecycle: cash on delivery and succeeded payments are settled. */
export const paymentStateOf = (order: Pick<OrderHead, 'paymentStatus' | 'paymentMethod'>) =>
  order.paymentMethod === 'COD' || order.paymentStatus === 'success'
    ? ('settled' as const)
    : (order.paymentStatus as 'in-progress' | 'failed');

/** The lifecycle machine's input for an order head (a hold, when the head says: rows stored before holds do not). */
export const lifecycleInputOf = (
  order: Pick<
    OrderHead,
    'status' | 'courierName' | 'pickupAt' | 'labelGeneratedAt' | 'paymentStatus' | 'paymentMethod'
  > &
    Partial<Pick<OrderHead, 'holdReason'>>,
) => ({
  status: order.status,
  courierAssigned: order.courierName !== null,
  pickupScheduled: order.pickupAt !== null,
  labelGenerated: order.labelGeneratedAt !== null,
  payment: paymentStateOf(order),
  hold: order.holdReason ?? null,
});

export const TimelineEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'action', 'note', 'hold', 'release']),
  action: z.string().nullable(),
  label: z.string().nullable(),
  fromStatus: z.enum(ORDER_STATUSES).nullable(),
  toStatus: z.enum(ORDER_STATUSES).nullable(),
  note: z.string().nullable(),
  actorName: z.string(),
  createdAt: z.string(),
});
export type TimelineEvent = z.infer<typeof TimelineEventSchema>;

export const OrderItemSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  productName: z.string(),
  sku: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  lineTotal: z.string(),
});

export const OrderPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.enum(PAYMENT_METHODS),
  amount: z.string(),
  transactionRef: z.string(),
  createdAt: z.string(),
});

/** An order's hold as its detail shows it (contract/orders/order-holds.ts). */
export const OrderHoldSchema = z.object({
  reason: z.enum(HOLD_REASONS),
  note: z.string(),
  /** The risk rules that held it (their labels); empty for a hold staff put. */
  rules: z.array(z.string()),
  heldAt: z.string(),
  heldBy: z.string(),
});
export type OrderHold = z.infer<typeof OrderHoldSchema>;

/** `GET /api/order-details/{id}`: everything the order screen shows. */
export const OrderDetailSchema = OrderHeadSchema.extend({
  createdAt: z.string(),
  total: z.string(),
  itemCount: z.number().int(),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  replacesOrderId: z.number().int().nullable(),
  customer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    type: z.string(),
    walletBalance: z.string(),
  }),
  shippingAddress: ShippingAddressSchema,
  items: z.array(OrderItemSchema),
  payments: z.array(OrderPaymentSchema),
  timeline: z.array(TimelineEventSchema),
  hasLabel: z.boolean(),
  hold: OrderHoldSchema.nullable(),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

/** What an action answers: the order after it and the timeline entry it wrote. */
export const OrderActionResultSchema = z.object({ order: OrderHeadSchema, event: TimelineEventSchema });
export type OrderActionResult = z.infer<typeof OrderActionResultSchema>;

export const OrderNoteBodySchema = z.object({
  note: z.string().trim().min(1, 'Value is required').max(2000, 'The maximum length allowed is 2000'),
});

/** `GET /api/order-details/status-details`: exact count per status, and all of them. */
export const OrderStatusCountsSchema = z.object({
  counts: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  total: z.number().int(),
  /** Orders on hold, whatever their status; and those of them the risk rules held (the Review queue). */
  onHold: z.number().int(),
  review: z.number().int(),
});
export type OrderStatusCounts = z.infer<typeof OrderStatusCountsSchema>;

export const BULK_OUTCOMES = ['pending', 'done', 'not_allowed', 'failed'] as const;
export type BulkOutcome = (typeof BULK_OUTCOMES)[number];
/** Most orders one bulk job takes (the table's "all matching" cap). */
export const BULK_MAX_ORDERS = 10_000;

/** `POST /api/order-details/bulk`: an action over chosen ids or over everything matching a search. */
/** The orders a request over many takes (a bulk action, a pick list): listed ids, or every order matching a search. */
export const ORDER_TARGET_FIELDS = {
  ids: z
    .array(z.number().int().min(1).max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID)))
    .min(1)
    .max(BULK_MAX_ORDERS)
    .optional(),
  criteria: resourceSearchSchema(orderResource).optional(),
};

/** `schema` (with ORDER_TARGET_FIELDS) given exactly one of ids and criteria. */
export const withOneOrderTarget = <S extends z.ZodType<{ ids?: unknown; criteria?: unknown }>>(schema: S) =>
  schema
    .refine((b) => (b.ids === undefined) !== (b.criteria === undefined), {
      message: 'Give either ids or criteria',
      path: ['ids'],
    })
    .meta({ oneOf: [{ required: ['ids'] }, { required: ['criteria'] }] });

export const BulkActionRequestSchema = withOneOrderTarget(
  z.object({
    action: z.enum(ORDER_ACTION_EVENTS),
    ...ORDER_TARGET_FIELDS,
    reason: z.string().trim().max(500).optional(),
  }),
);
export type BulkActionRequest = z.input<typeof BulkActionRequestSchema>;

export const BulkJobItemSchema = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  outcome: z.enum(BULK_OUTCOMES),
  message: z.string().nullable(),
  attempts: z.number().int(),
});
export const BulkJobSchema = z.object({
  id: z.string(),
  action: z.enum(ORDER_ACTION_EVENTS),
  status: z.enum(['running', 'finished']),
  total: z.number().int(),
  tally: z.record(z.enum(BULK_OUTCOMES), z.number().int()),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  items: z.array(BulkJobItemSchema),
});
export type BulkJob = z.infer<typeof BulkJobSchema>;

/** Server-sent events on `GET /api/order-details/live` (`event:` name → `data:` JSON). */
export interface LiveEvents {
  /** Order counts after any change (also sent once on connect). */
  counts: OrderStatusCounts;
  /** An order changed: screens showing it reload when their version is older. */
  order: { id: number; version: number; status: string };
  /** A bulk job's tally moved. */
  bulk: { id: string; status: 'running' | 'finished'; tally: Record<BulkOutcome, number>; total: number };
  /** Return/exchange/payment counts changed (`entity`: return, exchange, payment). */
  counters: { entity: string };
  /** New notifications for these users: only their own streams get it (as `{}`), and their bells refetch. */
  notifications: { userIds: number[] };
  /** The company details were saved: every open portal reads them again (page title, favicon, logo). */
  company: { version: number };
  /** Someone opened or left an order in their panel (order staff only): portals show "Being processed by …". */
  presence: OrderPresenceChange;
}
