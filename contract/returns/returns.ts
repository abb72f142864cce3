/**
 * Returns and exchanges over the API (PRODUCT.md "Order lifecycle", seed §4 "Return and exchange"):
 * the table's resource, the actions and their bodies, the detail and the counts per status.
 * The return lifecycle machine (machines/return-lifecycle) decides what is allowed; these schemas carry it.
 */
import { z } from 'zod';
import { REFUND_METHODS, RETURN_KINDS, RETURN_STATUSES, type ReturnKind } from '../orders/order-status';
import { OrderItemSchema } from '../orders/order-processing';
import { VersionNumberSchema, resourcePaths } from '../platform/resource';
import { defineKitResource, kit } from '../platform/kit';
import { VALIDATION } from '../platform/messages';

/** `requestedFor` of `GET /order-return/status-details/{requestedFor}` (seed §7): which kind is counted. */
export const RequestedForSchema = z.object({ requestedFor: z.enum(RETURN_KINDS) });

/** Every return action, as the lifecycle machine names it. */
export const RETURN_ACTION_EVENTS = [
  'return.approve',
  'return.reject',
  'return.cancel',
  'return.receive',
  'return.refund',
  'return.replace',
] as const;
export type ReturnActionEvent = (typeof RETURN_ACTION_EVENTS)[number];

/** The path segment of each action: `PUT /api/order-return/{segment}/{id}`. */
export const RETURN_ACTION_SEGMENT: Record<ReturnActionEvent, string> = {
  'return.approve': 'approve',
  'return.reject': 'reject',
  'return.cancel': 'cancel',
  'return.receive': 'receive',
  'return.refund': 'refund',
  'return.replace': 'replace',
};

/** The label of each action, as the buttons and the order's timeline show it. */
export const RETURN_ACTION_LABELS: Record<ReturnActionEvent, string> = {
  'return.approve': 'Approve',
  'return.reject': 'Reject',
  'return.cancel': 'Cancel return',
  'return.receive': 'Mark as received',
  'return.refund': 'Refund',
  'return.replace': 'Send replacement',
};

/** Why a return action is not available now (shown beside the disabled action, and as the 409). */
export const RETURN_ACTION_REASONS = {
  wrongStatus: (action: string, status: string) => `${action} is not possible for a request in ${status}.`,
  refundIsForReturns: 'An exchange is not refunded: it is replaced with a new order.',
  replaceIsForExchanges: 'A return is refunded, not replaced.',
  alreadyRefunded: 'This return has already been refunded.',
} as const;

/**
 * Body of an action PUT: `version` as the screen saw it (stale → 409); `reason` is required to reject;
 * `refundMethod` chooses where a refund goes (default wallet).
 */
export const ReturnActionBodySchema = z
  .object({
    version: VersionNumberSchema.optional(),
    reason: z.string().trim().max(500, VALIDATION.maxLength(500)).optional(),
    refundMethod: z.enum(REFUND_METHODS).optional(),
  })
  .default({});
export type ReturnActionBody = z.input<typeof ReturnActionBodySchema>;
/** The body as the server reads it (after defaults). */
export type ReturnActionRequest = z.output<typeof ReturnActionBodySchema>;

/** Returns and exchanges as the dense table lists them (`order-return/search`); each screen fixes `kind`. */
export const returnResource = defineKitResource({
  key: 'order-return',
  // And MANAGE_EXCHANGE: one table, a kind per screen.
  route: 'MANAGE_RETURN',
  apiPath: '/order-return',
  title: 'Return',
  subject: null,
  // The server checks orders.return or orders.exchange by the kinds asked for; this is the default.
  permission: 'orders.return',
  // Requests change by their actions (RETURN_API.action), never by a form; the version guards those.
  writable: false,
  deletable: false,
  fields: {
    id: kit.id({ width: 80 }),
    /** The request's number from the return-order prefix, e.g. RET100001. */
    returnNo: kit.readText('Return No', { width: 130 }),
    orderNo: kit.readText('Order No', { width: 140 }),
    customerName: kit.readText('Customer', { width: 180 }),
    kind: kit.readChoice('Kind', RETURN_KINDS, { width: 90, hidden: true }),
    status: kit.readChoice('Status', RETURN_STATUSES, { width: 110, format: 'status' }),
    reason: kit.readText('Reason', { width: 220 }),
    amount: kit.readDecimal('Amount', { width: 110, format: 'currency' }),
    createdAt: kit.created('Requested'),
    orderId: kit.readNumber('Order ID', { width: 90, hidden: true }),
  },
});
export const ReturnRowSchema = returnResource.row;
export type ReturnRow = z.infer<typeof ReturnRowSchema>;

/** Module of each kind's permissions: `orders.return.*` or `orders.exchange.*`. */
export const RETURN_PERMISSION_MODULE = {
  return: 'orders.return',
  exchange: 'orders.exchange',
} as const satisfies Record<ReturnKind, string>;

export const ReturnAnswerSchema = z.object({ position: z.number().int(), question: z.string(), answer: z.string() });

export const RefundSchema = z.object({
  id: z.number().int(),
  method: z.enum(REFUND_METHODS),
  amount: z.string(),
  reference: z.string(),
  walletTransactionId: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type Refund = z.infer<typeof RefundSchema>;

/** `GET /api/order-return/{id}`: the request, its order's items, the answers, the refund and the replacement. */
export const ReturnDetailSchema = ReturnRowSchema.extend({
  rejectionReason: z.string().nullable(),
  updatedAt: z.string(),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string(), phone: z.string() }),
  orderTotal: z.string(),
  items: z.array(OrderItemSchema),
  answers: z.array(ReturnAnswerSchema),
  refund: RefundSchema.nullable(),
  replacementOrder: z.object({ id: z.number().int(), orderNo: z.string(), status: z.string() }).nullable(),
});
export type ReturnDetail = z.infer<typeof ReturnDetailSchema>;

/** `GET /api/order-return/status-details/{requestedFor}`: exact count per status, and all of them. */
export const ReturnStatusCountsSchema = z.object({
  counts: z.record(z.enum(RETURN_STATUSES), z.number().int()),
  total: z.number().int(),
});
export type ReturnStatusCounts = z.infer<typeof ReturnStatusCountsSchema>;

const returnPaths = resourcePaths(returnResource);

/** Paths below /api: the tables' search and export and the detail are the resource's own (server/returns/routes.ts routes them by kind). */
export const RETURN_API = {
  search: returnPaths.search,
  export: returnPaths.export,
  statusDetails: (requestedFor: ReturnKind | string) => `${returnResource.apiPath}/status-details/${requestedFor}`,
  detail: returnPaths.one,
  action: (segment: string, id: number | string) => `${returnResource.apiPath}/${segment}/${id}`,
} as const;

/** The confirmation question of each action (seed §8: "Confirmation prompts exist … for the order and return actions"). */
export const RETURN_ACTION_PROMPTS: Record<ReturnActionEvent, (what: string) => string> = {
  'return.approve': (what) => `Approve ${what}?`,
  'return.reject': (what) => `Reject ${what}? The reason is kept with the request and in the order's timeline.`,
  'return.cancel': (what) => `Cancel ${what}? This cannot be undone.`,
  'return.receive': (what) => `Mark the goods of ${what} as received?`,
  'return.refund': (what) => `Refund ${what}? A refund happens once.`,
  'return.replace': (what) => `Send a replacement for ${what}? A new order is created.`,
};

/** The success toast after an action: "Return RET104 of order ORD00000034: Approved". */
export const returnActionDone = (what: string, status: string) => `${what}: ${status}`;

/** "return RET104 of order ORD00000034" / "exchange RET9 of order …": prompts, toasts and notes name a request by its number. */
export const describeRequest = (r: { kind: ReturnKind; returnNo: string; orderNo: string }) =>
  `${r.kind} ${r.returnNo} of order ${r.orderNo}`;

/** An action's label for a request of this kind: the exchange screen cancels an exchange, not a return. */
export const returnActionLabel = (action: ReturnActionEvent, kind: ReturnKind): string =>
  action === 'return.cancel' ? `Cancel ${kind}` : RETURN_ACTION_LABELS[action];
