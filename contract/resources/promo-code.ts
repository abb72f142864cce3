/** PROMOCODE (seed §3): a code with a validity window, usage limits, amounts and a discount. */
import { z } from 'zod';
import { MESSAGES, VALIDATION } from '../messages';
import { RowMeta, defineResource } from '../resource';
import { amount, isoDate, optionalText, requiredText, wholeNumber } from './fields';

export const DISCOUNT_TYPES = ['Percentage', 'Amount'] as const;

/**
 * Seed §4 "Active, Inactive, Expired": Expired is read, never stored — an Active code whose end date
 * has passed reads Expired (no job has to run at midnight); a status change still sets Active or Inactive.
 */
export const PROMO_CODE_STATUSES = ['Active', 'Inactive', 'Expired'] as const;

export const PromoCodeSchema = z.object({
  ...RowMeta,
  name: z.string(), message: z.string(), startDate: z.string(), endDate: z.string(),
  reusable: z.boolean(), numberOfUsers: z.number().int(), usedCount: z.number().int(),
  minimumOrderAmount: z.string(), maximumOrderAmount: z.string(), minimumPurchaseAmount: z.string(),
  discountType: z.enum(DISCOUNT_TYPES), discount: z.string(), maxDiscount: z.string(),
  cashback: z.boolean(), listed: z.boolean(), status: z.enum(PROMO_CODE_STATUSES),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export const PromoCodeInputSchema = z
  .object({
    name: requiredText(40).regex(/^[A-Za-z0-9_-]+$/, 'no special character allowed, use only alphanumeric'),
    message: optionalText(300),
    startDate: isoDate(),
    endDate: isoDate(),
    reusable: z.boolean().default(false),
    /** How many customers may use it; 0 = no limit. */
    numberOfUsers: wholeNumber(0, 10_000_000),
    minimumOrderAmount: amount(0),
    /** 0 = no maximum. */
    maximumOrderAmount: amount(0),
    minimumPurchaseAmount: amount(0),
    discountType: z.enum(DISCOUNT_TYPES, { error: VALIDATION.required }),
    discount: amount(0),
    /** Cap of a percentage discount; 0 = no cap. */
    maxDiscount: amount(0),
    cashback: z.boolean().default(false),
    listed: z.boolean().default(true),
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: MESSAGES.endBeforeStart })
  .refine((v) => v.discountType !== 'Percentage' || v.discount <= 100, { path: ['discount'], message: VALIDATION.between(0, 100) })
  .refine((v) => v.maximumOrderAmount === 0 || v.maximumOrderAmount >= v.minimumOrderAmount, {
    path: ['maximumOrderAmount'], message: MESSAGES.maxBelowMin,
  })
  // What JSON Schema can say of the refinements: a percentage is at most 100; the rest in words.
  .meta({
    description: 'endDate is on or after startDate; maximumOrderAmount is 0 (no maximum) or at least minimumOrderAmount.',
    anyOf: [{ properties: { discountType: { enum: ['Amount'] } } }, { properties: { discount: { maximum: 100 } } }],
  });
export type PromoCodeInput = z.input<typeof PromoCodeInputSchema>;

export const promoCodeResource = defineResource({
  key: 'promo-code',
  apiPath: '/promo-code',
  title: 'Promocode',
  subject: 'promo code',
  permission: 'content.promocode',
  row: PromoCodeSchema,
  create: PromoCodeInputSchema,
  // Shown by default: what fits beside the menu at 1440 px with Status in view; the rest via Columns.
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 70 } },
    { key: 'name', label: 'Code', type: 'text', column: { width: 120 } },
    { key: 'message', label: 'Message', type: 'text', column: { width: 220, hidden: true } },
    { key: 'startDate', label: 'Start Date', type: 'date', column: { width: 110, format: 'date' } },
    { key: 'endDate', label: 'End Date', type: 'date', column: { width: 110, format: 'date' } },
    { key: 'discountType', label: 'Discount Type', type: 'enum', options: DISCOUNT_TYPES, column: { width: 115 } },
    { key: 'discount', label: 'Discount', type: 'decimal', column: { width: 100, format: 'number' } },
    { key: 'maxDiscount', label: 'Max Discount', type: 'decimal', column: { width: 115, format: 'currency' } },
    { key: 'minimumOrderAmount', label: 'Min Order', type: 'decimal', column: { width: 110, format: 'currency' } },
    { key: 'maximumOrderAmount', label: 'Max Order', type: 'decimal', column: { width: 110, format: 'currency', hidden: true } },
    { key: 'minimumPurchaseAmount', label: 'Min Purchase', type: 'decimal', column: { width: 120, format: 'currency', hidden: true } },
    { key: 'numberOfUsers', label: 'No. of Users', type: 'number', column: { width: 110, hidden: true } },
    { key: 'usedCount', label: 'Used', type: 'number', column: { width: 80 } },
    { key: 'reusable', label: 'Reusable', type: 'boolean', column: { width: 90, format: 'boolean', hidden: true } },
    { key: 'cashback', label: 'Cashback', type: 'boolean', column: { width: 90, format: 'boolean', hidden: true } },
    { key: 'listed', label: 'Listed', type: 'boolean', column: { width: 80, format: 'boolean', hidden: true } },
    { key: 'status', label: 'Status', type: 'enum', options: PROMO_CODE_STATUSES, column: { width: 100, format: 'status' } },
    { key: 'createdAt', label: 'Created', type: 'datetime', column: { width: 150, format: 'datetime', hidden: true } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
  unique: { key: 'name', message: 'name already exists' },
  hasStatus: true,
  deletable: true,
});
