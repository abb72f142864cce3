/**
 * Holds and the review queue (issue 45 §2). Staff put an order on hold with a typed reason, one or in bulk; the risk
 * rules the Master Admin sets hold an arriving storefront order themselves ("Risk review", naming the rules it
 * tripped). A held order's lifecycle actions are refused by the server (a cancel is still allowed) until someone
 * releases it with a note.
 */
import { z } from 'zod';
import { pincode } from '../platform/fields';
import { VALIDATION } from '../platform/messages';
import { VersionNumberSchema } from '../platform/resource';
import { ORDER_TARGET_FIELDS, withOneOrderTarget } from './order-processing';
import { ORDER_ACTION_REASONS, STAFF_HOLD_REASONS } from './order-status';

export { HOLD_REASONS, RISK_REVIEW, STAFF_HOLD_REASONS, type HoldReason } from './order-status';

export const ORDER_HOLD_API = {
  hold: (id: number | string) => `/order-details/${id}/hold`,
  release: (id: number | string) => `/order-details/${id}/release`,
  bulkHold: '/order-details/holds',
  bulkRelease: '/order-details/holds/release',
  riskRules: '/portal-settings/risk-rules',
} as const;

const note = (max: number) => z.string().trim().max(max, VALIDATION.maxLength(max));

export const HoldBodySchema = z
  .object({
    reason: z.enum(STAFF_HOLD_REASONS, { error: VALIDATION.required }),
    note: note(500).default(''),
    version: VersionNumberSchema.optional(),
  })
  .refine((b) => b.reason !== 'Other' || b.note !== '', { message: VALIDATION.required, path: ['note'] });
export type HoldBody = z.input<typeof HoldBodySchema>;

export const ReleaseBodySchema = z.object({
  note: note(500).min(1, VALIDATION.required),
  version: VersionNumberSchema.optional(),
});
export type ReleaseBody = z.input<typeof ReleaseBodySchema>;

export const BulkHoldRequestSchema = withOneOrderTarget(
  z.object({
    ...ORDER_TARGET_FIELDS,
    reason: z.enum(STAFF_HOLD_REASONS, { error: VALIDATION.required }),
    note: note(500).default(''),
  }),
).refine((b) => b.reason !== 'Other' || b.note !== '', { message: VALIDATION.required, path: ['note'] });
export type BulkHoldRequest = z.input<typeof BulkHoldRequestSchema>;

export const BulkReleaseRequestSchema = withOneOrderTarget(
  z.object({ ...ORDER_TARGET_FIELDS, note: note(500).min(1, VALIDATION.required) }),
);
export type BulkReleaseRequest = z.input<typeof BulkReleaseRequestSchema>;

/** What a bulk hold or release did: the orders it changed, and those it left (already so, or past shipping). */
export const BulkHoldResultSchema = z.object({ changed: z.number().int(), unchanged: z.number().int() });
export type BulkHoldResult = z.infer<typeof BulkHoldResultSchema>;

export { OrderHoldSchema, type OrderHold } from './order-processing';

/** Statuses an order can be held in: until it ships. */
export const HOLDABLE_STATUSES = ['Pending', 'New Order', 'Processing'] as const;

export const HOLD_MESSAGES = {
  onHold: ORDER_ACTION_REASONS.onHold,
  notHoldable: 'Only orders that have not shipped yet can be put on hold.',
  alreadyHeld: 'The order is already on hold.',
  notHeld: 'The order is not on hold.',
  held: (orderNo: string) => `Order ${orderNo} is on hold`,
  released: (orderNo: string) => `Order ${orderNo} is released`,
  bulkDone: (verb: 'held' | 'released', changed: number, unchanged: number) =>
    `${changed} ${changed === 1 ? 'order' : 'orders'} ${verb}` +
    (unchanged ? `; ${unchanged} left as they were (already so, or past shipping)` : ''),
} as const;

/** Risk rules: each off (null, or an empty list) until the Master Admin sets it. Amounts in rupees. */
const amount = z.number().min(0, VALIDATION.between(0, 10_000_000)).max(10_000_000).nullable();
const count = z.number().int().min(1, VALIDATION.between(1, 1000)).max(1000).nullable();
const pincodes = z.array(pincode()).max(1000);
export const RiskRulesValuesSchema = z.object({
  /** Cash on delivery above this total. */
  codAbove: amount,
  /** A customer's first order above this total. */
  firstOrderAbove: amount,
  /** Any order above this total. */
  orderAbove: amount,
  /** More than this many orders from one phone or e-mail in 24 hours (the arriving one included). */
  ordersPerContactPerDay: count,
  /** One line with more than this many units. */
  unitsPerLineAbove: count,
  /** Ship-to PIN codes that always go to review. */
  blockedPincodes: pincodes,
});
export type RiskRulesValues = z.output<typeof RiskRulesValuesSchema>;
export const RiskRulesSchema = RiskRulesValuesSchema.extend({ version: z.number().int().min(0) });
export type RiskRules = z.infer<typeof RiskRulesSchema>;
/** A save: the version read, and each PIN code once. */
export const RiskRulesUpdateSchema = RiskRulesValuesSchema.extend({
  blockedPincodes: pincodes.transform((list) => [...new Set(list)]),
  version: z.number().int().min(0),
});
export type RiskRulesUpdate = z.input<typeof RiskRulesUpdateSchema>;

export const RISK_RULES_OFF: RiskRulesValues = {
  codAbove: null,
  firstOrderAbove: null,
  orderAbove: null,
  ordersPerContactPerDay: null,
  unitsPerLineAbove: null,
  blockedPincodes: [],
};

/** How a tripped rule is named on the order and in the Review queue. */
export const RISK_RULE_LABELS = {
  codAbove: (limit: number) => `Cash on delivery above ₹${limit.toLocaleString('en-IN')}`,
  firstOrderAbove: (limit: number) => `First order above ₹${limit.toLocaleString('en-IN')}`,
  orderAbove: (limit: number) => `Order above ₹${limit.toLocaleString('en-IN')}`,
  ordersPerContactPerDay: (limit: number) =>
    `More than ${limit} ${limit === 1 ? 'order' : 'orders'} from one phone or e-mail in 24 hours`,
  unitsPerLineAbove: (limit: number) => `More than ${limit} ${limit === 1 ? 'unit' : 'units'} of one item`,
  blockedPincodes: (code: string) => `PIN code ${code} is on the block list`,
} as const;
