/** PROMOCODE: codes with a validity window, usage limits, amounts and a discount — table, binding, demo codes. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { DISCOUNT_TYPES, promoCodeResource } from '../../contract/content/promo-code';
import { money, oneOf, recordColumns } from '../db/columns';
import { SHOP_TIME_ZONE } from '../../contract/platform/shop-time';
import { SHOP_UTC_OFFSET_MS, shopNowSql } from '../platform/shop-time';
import { bindResource } from '../resources/kit';

export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    message: text('message').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    reusable: boolean('reusable').notNull().default(false),
    /** How many customers may use it; 0 = no limit. */
    numberOfUsers: integer('number_of_users').notNull().default(0),
    usedCount: integer('used_count').notNull().default(0),
    minimumOrderAmount: money('minimum_order_amount').notNull(),
    /** 0 = no maximum. */
    maximumOrderAmount: money('maximum_order_amount').notNull(),
    minimumPurchaseAmount: money('minimum_purchase_amount').notNull(),
    discountType: text('discount_type').notNull(),
    discount: money('discount').notNull(),
    /** Cap of a percentage discount; 0 = no cap. */
    maxDiscount: money('max_discount').notNull(),
    cashback: boolean('cashback').notNull().default(false),
    listed: boolean('listed').notNull().default(true),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('promo_codes_name_lower_uq').on(sql`lower(${t.name})`),
    check('promo_codes_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('promo_codes_discount_type_ck', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('promo_codes_window_ck', sql`${t.endDate} >= ${t.startDate}`),
    check('promo_codes_percentage_ck', sql`${t.discountType} <> 'Percentage' or ${t.discount} <= 100`),
  ],
);

/** Codes with their kind and value: P = percentage off, A = rupees off. */
const PROMOS: readonly [string, 'P' | 'A', number][] = [
  ['WELCOME10', 'P', 10],
  ['FIRSTORDER', 'A', 100],
  ['DIWALI25', 'P', 25],
  ['HOLI15', 'P', 15],
  ['PONGAL20', 'P', 20],
  ['ONAM20', 'P', 20],
  ['EID15', 'P', 15],
  ['NEWYEAR', 'A', 200],
  ['MONSOON10', 'P', 10],
  ['SUMMER20', 'P', 20],
  ['FREESHIP', 'A', 50],
  ['FLAT100', 'A', 100],
  ['FLAT250', 'A', 250],
  ['FLAT500', 'A', 500],
  ['SAVE5', 'P', 5],
  ['SAVE15', 'P', 15],
  ['WEEKEND10', 'P', 10],
  ['KURTA20', 'P', 20],
  ['SAREE15', 'P', 15],
  ['TEA10', 'P', 10],
  ['BOOKS5', 'P', 5],
  ['GADGET12', 'P', 12],
  ['FESTIVE30', 'P', 30],
  ['REPUBLIC26', 'A', 260],
  ['FREEDOM15', 'P', 15],
  ['RAKHI10', 'P', 10],
  ['NAVRATRI20', 'P', 20],
  ['WALLET50', 'A', 50],
  ['LOYAL25', 'P', 25],
  ['BULK12', 'P', 12],
];

/** The shop-day date (Asia/Kolkata) `days` after `now`'s, as YYYY-MM-DD. */
const shopDate = (now: Date, days: number) =>
  new Date(now.getTime() + SHOP_UTC_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);

/** Thirty codes: every third is over, every third running, every third upcoming. */
const demoRows = (now: Date) =>
  PROMOS.map(([name, kind, value], i) => {
    const phase = i % 3;
    const start = phase === 0 ? -75 + i : phase === 1 ? -10 - (i % 7) : 5 + i;
    const percentage = kind === 'P';
    return {
      name,
      message: percentage ? `${value}% off on your order` : `Flat ₹${value} off`,
      startDate: shopDate(now, start),
      endDate: shopDate(now, start + 14 + (i % 4) * 10),
      reusable: i % 4 === 1,
      numberOfUsers: [0, 100, 500, 1000][i % 4],
      usedCount: phase === 2 ? 0 : (i * 37) % 90,
      minimumOrderAmount: (percentage ? (i % 2) * 999 : Math.max(499, value * 5)).toFixed(2),
      maximumOrderAmount: (i % 5 === 0 ? 0 : 20_000).toFixed(2),
      minimumPurchaseAmount: (i % 3 === 0 ? 299 : 0).toFixed(2),
      discountType: percentage ? 'Percentage' : 'Amount',
      discount: value.toFixed(2),
      maxDiscount: (percentage ? 100 * (1 + (i % 5)) : 0).toFixed(2),
      cashback: name === 'WALLET50' || name === 'LOYAL25',
      listed: i % 5 !== 4,
      status: phase === 0 && i % 2 === 1 ? 'Inactive' : 'Active',
    };
  });

export const promoCodeBinding = bindResource(promoCodeResource, promoCodes, {
  // Seed §4 Expired, derived when read (by the shop's day and clock): shown, filtered and sorted by the same expression.
  columns: {
    status: sql<string>`(case when ${promoCodes.status} = 'Active' and ${promoCodes.endDate} < (${shopNowSql} at time zone ${SHOP_TIME_ZONE})::date then 'Expired' else ${promoCodes.status} end)`,
  },
  demo: demoRows,
});
