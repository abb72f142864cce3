/**
 * Tables of the generic resources (contract/resources): tax, delivery and pickup locations, promo codes.
 * Each has a case-insensitive unique index on the field the contract names as unique, a version for
 * optimistic locking and an Active/Inactive status.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/resource';
import { DISCOUNT_TYPES } from '../../contract/resources/promo-code';
import { createdAt, money, oneOf, updatedAt } from './columns';

/** Columns every resource row has besides its id: status, version and timestamps. */
const recordColumns = () => ({
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const taxes = pgTable('taxes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  percentage: numeric('percentage', { precision: 5, scale: 2 }).notNull(),
  ...recordColumns(),
}, (t) => [
  uniqueIndex('taxes_name_lower_uq').on(sql`lower(${t.name})`),
  check('taxes_status_ck', oneOf(t.status, RECORD_STATUSES)),
  check('taxes_percentage_ck', sql`${t.percentage} between 0 and 100`),
]);

export const deliveryLocations = pgTable('delivery_locations', {
  id: serial('id').primaryKey(),
  zipCode: text('zip_code').notNull(),
  deliveryCharge: money('delivery_charge').notNull(),
  /** Orders at or above this amount ship free; 0 = never free. */
  freeDeliveryAmount: money('free_delivery_amount').notNull(),
  ...recordColumns(),
}, (t) => [
  uniqueIndex('delivery_locations_zip_code_lower_uq').on(sql`lower(${t.zipCode})`),
  check('delivery_locations_status_ck', oneOf(t.status, RECORD_STATUSES)),
  check('delivery_locations_amounts_ck', sql`${t.deliveryCharge} >= 0 and ${t.freeDeliveryAmount} >= 0`),
]);

export const pickupLocations = pgTable('pickup_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  address: text('address').notNull(),
  address2: text('address2').notNull().default(''),
  city: text('city').notNull(),
  state: text('state').notNull(),
  country: text('country').notNull().default('India'),
  pincode: text('pincode').notNull(),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  ...recordColumns(),
}, (t) => [
  uniqueIndex('pickup_locations_name_lower_uq').on(sql`lower(${t.name})`),
  check('pickup_locations_status_ck', oneOf(t.status, RECORD_STATUSES)),
]);

export const promoCodes = pgTable('promo_codes', {
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
}, (t) => [
  uniqueIndex('promo_codes_name_lower_uq').on(sql`lower(${t.name})`),
  check('promo_codes_status_ck', oneOf(t.status, RECORD_STATUSES)),
  check('promo_codes_discount_type_ck', oneOf(t.discountType, DISCOUNT_TYPES)),
  check('promo_codes_window_ck', sql`${t.endDate} >= ${t.startDate}`),
  check('promo_codes_percentage_ck', sql`${t.discountType} <> 'Percentage' or ${t.discount} <= 100`),
]);
