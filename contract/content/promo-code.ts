/** PROMOCODE (seed §3): a code with a validity window, usage limits, amounts and a discount. */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { MESSAGES, VALIDATION } from '../platform/messages';
import { shopDayOf } from '../platform/shop-time';
import { requiredText } from '../platform/fields';

export const DISCOUNT_TYPES = ['Percentage', 'Amount'] as const;

/**
 * Seed §4 "Active, Inactive, Expired": Expired is read, never stored — an Active code whose end date
 * has passed reads Expired (no job has to run at midnight); a status change still sets Active or Inactive.
 */
export const PROMO_CODE_STATUSES = ['Active', 'Inactive', 'Expired'] as const;

const code = () => requiredText(40).regex(/^[A-Za-z0-9_-]+$/, 'no special character allowed, use only alphanumeric');
const money = (label: string, look: Parameters<typeof kit.decimal>[1] = {}) =>
  kit.decimal(label, { width: 110, format: 'currency', unit: '₹', ...look });

export const promoCodeResource = defineKitResource({
  key: 'promo-code',
  apiPath: '/promo-code',
  title: 'Promocode',
  subject: 'promo code',
  permission: 'content.promocode',
  route: 'PROMOCODE',
  // Shown by default: what fits beside the menu at 1440 px with Status in view; the rest via Columns.
  fields: {
    id: kit.id(),
    name: kit.text('Code', { schema: code(), width: 120, placeholder: 'e.g. DIWALI25' }),
    message: kit.longText('Message', { max: 300, optional: true, width: 220, hidden: true }),
    startDate: kit.date('Start Date', { width: 110 }),
    endDate: kit.date('End Date', { width: 110 }),
    discountType: kit.choice('Discount Type', DISCOUNT_TYPES, { width: 115 }),
    discount: kit.decimal('Discount', { width: 100, format: 'number' }),
    /** Cap of a percentage discount; 0 = no cap. */
    maxDiscount: money('Max Discount', { width: 115, helperText: '0 = no cap' }),
    minimumOrderAmount: money('Min Order'),
    /** 0 = no maximum. */
    maximumOrderAmount: money('Max Order', { hidden: true, helperText: '0 = no maximum' }),
    minimumPurchaseAmount: money('Min Purchase', { width: 120, hidden: true }),
    /** How many customers may use it; 0 = no limit. */
    numberOfUsers: kit.integer('No. of Users', {
      max: 10_000_000,
      initial: 0,
      width: 110,
      hidden: true,
      helperText: '0 = no limit',
    }),
    usedCount: kit.custom('Used', 'number', { row: z.number().int(), input: undefined }, { width: 80 }),
    reusable: kit.boolean('Reusable', { width: 90, hidden: true }),
    cashback: kit.boolean('Cashback', { width: 90, hidden: true }),
    listed: kit.boolean('Listed', { initial: true, width: 80, hidden: true }),
    status: kit.status(PROMO_CODE_STATUSES),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: 'name already exists' },
  input: (schema) =>
    schema
      .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: MESSAGES.endBeforeStart })
      .refine((v) => v.discountType !== 'Percentage' || v.discount <= 100, {
        path: ['discount'],
        message: VALIDATION.between(0, 100),
      })
      .refine((v) => v.maximumOrderAmount === 0 || v.maximumOrderAmount >= v.minimumOrderAmount, {
        path: ['maximumOrderAmount'],
        message: MESSAGES.maxBelowMin,
      })
      // What JSON Schema can say of the refinements: a percentage is at most 100; the rest in words.
      .meta({
        description:
          'endDate is on or after startDate; maximumOrderAmount is 0 (no maximum) or at least minimumOrderAmount.',
        anyOf: [{ properties: { discountType: { enum: ['Amount'] } } }, { properties: { discount: { maximum: 100 } } }],
      }),
});

export const PromoCodeSchema = promoCodeResource.row;
export type PromoCode = z.infer<typeof PromoCodeSchema>;
export const PromoCodeInputSchema = promoCodeResource.create;
export type PromoCodeInput = z.input<typeof PromoCodeInputSchema>;

/** Whether a code can be used at moment `at`: Active, the shop's day of `at` inside its dates, and uses left. */
export function promoCodeValidAt(
  promo: Pick<PromoCode, 'startDate' | 'endDate' | 'numberOfUsers' | 'usedCount'> & { status: string },
  at: Date,
): boolean {
  const day = shopDayOf(at);
  return (
    promo.status !== 'Inactive' &&
    promo.startDate <= day &&
    day <= promo.endDate &&
    (promo.numberOfUsers === 0 || promo.usedCount < promo.numberOfUsers)
  );
}
