/**
 * MANAGE_STOCK (issue 13 §3): stock per variant, moved only by ledger rows with a reason. Staff choose
 * received, correction or damaged; orders, returns and cancellations write theirs, naming the record.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { MAX_ROW_ID, VersionNumberSchema } from '../platform/resource';
import { defineKitResource, kit } from '../platform/kit';

export const STOCK_REASONS = ['received', 'correction', 'damaged', 'order', 'return', 'cancellation'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
/** The reasons a person picks when adjusting by hand (the others come from orders and returns). */
export const MANUAL_STOCK_REASONS = ['received', 'correction', 'damaged'] as const satisfies readonly StockReason[];

/** The two tabs of seed §4, by the value of the row's `availability`. */
export const STOCK_AVAILABILITY = ['In Stock', 'Out of Stock'] as const;
export type StockAvailability = (typeof STOCK_AVAILABILITY)[number];
/** The tab id in the address (contract/platform/routes.ts STOCK_TABS) → the availability it lists. */
export const AVAILABILITY_OF_TAB = { 'in-stock': 'In Stock', 'out-of-stock': 'Out of Stock' } as const satisfies Record<
  string,
  StockAvailability
>;

/** Largest stock, delta and threshold a person may enter (the column is a 32-bit integer). */
export const STOCK_MAX = 1_000_000;
export const STOCK_NOTE_MAX = 200;

export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  received: 'Received',
  correction: 'Correction',
  damaged: 'Damaged',
  order: 'Order',
  return: 'Return',
  cancellation: 'Cancellation',
};

export const STOCK_MESSAGES = {
  belowZero: (stock: number) => `Stock cannot go below zero: only ${stock.toLocaleString('en-IN')} in stock.`,
  unchanged: (stock: number) => `The stock is already ${stock.toLocaleString('en-IN')}: nothing to change.`,
  deltaOrQuantity: 'Give either a quantity to add or remove, or the new quantity.',
  deltaNotZero: 'The quantity to add or remove cannot be zero.',
  adjusted: 'Stock adjusted successfully',
  thresholdSaved: 'Low-stock threshold saved successfully',
} as const;

/** One variant's stock (MANAGE_STOCK's table): searched, filtered and sorted by every column; written only through the ledger. */
export const stockVariantResource = defineKitResource({
  key: 'stockVariant',
  apiPath: '/stock/variants',
  title: 'Stock Management',
  subject: null,
  permission: 'catalogue.stock',
  route: 'MANAGE_STOCK',
  writable: false,
  fields: {
    productName: kit.readText('Product', { width: 240 }),
    sku: kit.readText('SKU', { width: 150 }),
    attributes: kit.readText('Attributes', { width: 200 }),
    stock: kit.readNumber('Stock', { width: 90 }),
    lowStockThreshold: kit.readNumber('Low-stock threshold', { width: 170 }),
    lowStock: kit.custom(
      'Low stock',
      'boolean',
      { row: z.boolean(), input: undefined },
      { width: 100, format: 'boolean' },
    ),
    availability: kit.custom(
      'Availability',
      'enum',
      { row: z.enum(STOCK_AVAILABILITY), input: undefined },
      { width: 110, options: STOCK_AVAILABILITY, hidden: true },
    ),
    productId: kit.readNumber('Product ID', { width: 100, hidden: true }),
    id: kit.id({ hidden: true }),
  },
  defaultSort: { sortKey: 'id', sortOption: 'asc' },
});
export type StockVariantRow = z.infer<typeof stockVariantResource.row>;

/** `GET /stock/counts`: variants per tab, and all of them (the tabs' counts). */
export const StockCountsSchema = z.object({ counts: z.record(z.string(), z.number().int()), total: z.number().int() });
export type StockCounts = z.infer<typeof StockCountsSchema>;

const Quantity = z
  .number({
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? VALIDATION.required
        : VALIDATION.numeric,
  })
  .int(VALIDATION.integer);
/**
 * Body of `POST /stock/adjustments`: add or remove `delta`, or set the stock to `quantity` (exactly one), with a
 * reason staff choose and a note. `version` (the variant's, as read) refuses a change made meanwhile (409);
 * an Idempotency-Key instead makes a double click adjust once.
 */
export const StockAdjustmentSchema = z
  .object({
    variantId: z.number().int().min(1).max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID)),
    delta: Quantity.min(-STOCK_MAX, VALIDATION.between(-STOCK_MAX, STOCK_MAX))
      .max(STOCK_MAX, VALIDATION.between(-STOCK_MAX, STOCK_MAX))
      .refine((n) => n !== 0, STOCK_MESSAGES.deltaNotZero)
      .optional(),
    quantity: Quantity.min(0, VALIDATION.between(0, STOCK_MAX))
      .max(STOCK_MAX, VALIDATION.between(0, STOCK_MAX))
      .optional(),
    reason: z.enum(MANUAL_STOCK_REASONS, { error: VALIDATION.required }),
    note: z.string().trim().max(STOCK_NOTE_MAX, VALIDATION.maxLength(STOCK_NOTE_MAX)).default(''),
    version: VersionNumberSchema.optional(),
  })
  .refine((b) => (b.delta === undefined) !== (b.quantity === undefined), {
    message: STOCK_MESSAGES.deltaOrQuantity,
    path: ['delta'],
  });
export type StockAdjustment = z.input<typeof StockAdjustmentSchema>;

/** What an adjustment answers: the variant's stock and version after it, and its ledger row. */
export const StockMoveResultSchema = z.object({
  variantId: z.number().int(),
  stock: z.number().int(),
  version: z.number().int(),
  delta: z.number().int(),
  ledgerId: z.number().int(),
  lowStock: z.boolean(),
});
export type StockMoveResult = z.infer<typeof StockMoveResultSchema>;

/** Body of `PUT /stock/variants/{id}/threshold`. */
export const StockThresholdSchema = z.object({
  lowStockThreshold: Quantity.min(0, VALIDATION.between(0, STOCK_MAX)).max(STOCK_MAX, VALIDATION.between(0, STOCK_MAX)),
  version: VersionNumberSchema,
});
export type StockThreshold = z.infer<typeof StockThresholdSchema>;

/** One ledger row as the History drawer lists it. */
export const StockLedgerRowSchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorName: z.string(),
  reason: z.enum(STOCK_REASONS),
  delta: z.number().int(),
  balance: z.number().int(),
  note: z.string(),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  returnId: z.number().int().nullable(),
});
export type StockLedgerRow = z.infer<typeof StockLedgerRowSchema>;

/** `GET /stock/variants/{id}/history?before=`: newest first, a page at a time (`nextBefore` null on the last). */
export const StockHistorySchema = z.object({
  rows: z.array(StockLedgerRowSchema),
  nextBefore: z.number().int().nullable(),
});
export type StockHistory = z.infer<typeof StockHistorySchema>;
export const STOCK_HISTORY_PAGE = 100;

export const STOCK_API = {
  counts: '/stock/counts',
  adjustments: '/stock/adjustments',
  history: (variantId: number | string) => `/stock/variants/${variantId}/history`,
  threshold: (variantId: number | string) => `/stock/variants/${variantId}/threshold`,
} as const;

/** How the Adjust dialog changes the stock: add units, remove units, or set the count. */
export const STOCK_ADJUST_MODES = ['add', 'remove', 'set'] as const;
export type StockAdjustMode = (typeof STOCK_ADJUST_MODES)[number];
export const STOCK_ADJUST_MODE_LABELS: Record<StockAdjustMode, string> = {
  add: 'Add (+)',
  remove: 'Remove (−)',
  set: 'Set to',
};

/** The Adjust dialog's form: a mode, a whole quantity (at least 1 to add or remove), a reason and a note. */
export const StockAdjustFormSchema = z
  .object({
    mode: z.enum(STOCK_ADJUST_MODES, { error: VALIDATION.required }),
    quantity: z
      .number({ error: VALIDATION.required })
      .int(VALIDATION.integer)
      .min(0, VALIDATION.between(0, STOCK_MAX))
      .max(STOCK_MAX, VALIDATION.between(0, STOCK_MAX)),
    reason: z.enum(MANUAL_STOCK_REASONS, { error: VALIDATION.required }),
    note: z.string().trim().max(STOCK_NOTE_MAX, VALIDATION.maxLength(STOCK_NOTE_MAX)),
  })
  .refine((f) => f.mode === 'set' || f.quantity > 0, { message: STOCK_MESSAGES.deltaNotZero, path: ['quantity'] });
export type StockAdjustForm = z.infer<typeof StockAdjustFormSchema>;

/** The request a filled-in form makes for a variant read at `version` (set-to pins the version: it was decided on the count seen). */
export function adjustmentOf(variantId: number, version: number, form: StockAdjustForm): StockAdjustment {
  const base = { variantId, reason: form.reason, note: form.note };
  if (form.mode === 'set') return { ...base, quantity: form.quantity, version };
  return { ...base, delta: form.mode === 'add' ? form.quantity : -form.quantity };
}
