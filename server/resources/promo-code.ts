/** PROMOCODE: codes with a validity window, usage limits, amounts and a discount. */
import { sql } from 'drizzle-orm';
import { promoCodeResource } from '../../contract/resources/promo-code';
import { promoCodes as t } from '../db/schema';
import { defineSource } from '../search/source';
import { decimalText, type ResourceBinding } from './binding';

export const promoCodeBinding: ResourceBinding<typeof promoCodeResource> = {
  source: defineSource({
    def: promoCodeResource,
    table: t,
    id: t.id,
    columns: {
      id: t.id, version: t.version, createdAt: t.createdAt, name: t.name, message: t.message,
      startDate: t.startDate, endDate: t.endDate, reusable: t.reusable, numberOfUsers: t.numberOfUsers,
      usedCount: t.usedCount, minimumOrderAmount: t.minimumOrderAmount, maximumOrderAmount: t.maximumOrderAmount,
      minimumPurchaseAmount: t.minimumPurchaseAmount, discountType: t.discountType, discount: t.discount,
      maxDiscount: t.maxDiscount, cashback: t.cashback, listed: t.listed,
      // Seed §4 Expired, derived when read: shown, filtered and sorted by the same expression.
      status: sql<string>`(case when ${t.status} = 'Active' and ${t.endDate} < current_date then 'Expired' else ${t.status} end)`,
    },
  }),
  toValues: (input) => ({
    ...input,
    minimumOrderAmount: decimalText(input.minimumOrderAmount),
    maximumOrderAmount: decimalText(input.maximumOrderAmount),
    minimumPurchaseAmount: decimalText(input.minimumPurchaseAmount),
    discount: decimalText(input.discount),
    maxDiscount: decimalText(input.maxDiscount),
  }),
};
