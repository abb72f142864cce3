/** Shop tables: catalogue, customers, orders with items and payments, returns and exchanges. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn, bigint, bigserial, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { CONSTANTS } from '../../contract/constants';
import { ORDER_STATUSES, PAYMENT_STATUSES, RETURN_KINDS, RETURN_STATUSES } from '../../contract/order-status';
import { createdAt, money, oneOf, updatedAt } from './columns';

export const RECORD_STATUSES = ['Active', 'Inactive'] as const;

/** A delivery address as an order keeps it. */
/** `line1` the street and number, `line2` the area or locality (absent on addresses kept before it was). */
export interface ShippingAddress { name: string; line1: string; line2?: string; city: string; state: string; pincode: string; phone: string }
export const PAYMENT_METHODS = ['UPI', 'Card', 'NetBanking', 'COD', 'Wallet'] as const;

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull(),
  parentId: integer('parent_id').references((): AnyPgColumn => categories.id),
  /** Position among siblings ("Order Category"). */
  sortOrder: integer('sort_order').notNull().default(0),
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('categories_name_lower_uq').on(sql`lower(${t.name})`),
  uniqueIndex('categories_slug_uq').on(t.slug),
  check('categories_status_ck', oneOf(t.status, RECORD_STATUSES)),
]);

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  sku: text('sku').notNull(),
  hsn: text('hsn').notNull(),
  brand: text('brand').notNull(),
  categoryId: integer('category_id').references(() => categories.id),
  price: money('price').notNull(),
  specialPrice: money('special_price'),
  stockQuantity: integer('stock_quantity').notNull().default(0),
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  uniqueIndex('products_sku_uq').on(t.sku),
  index('products_category_idx').on(t.categoryId),
  check('products_status_ck', oneOf(t.status, RECORD_STATUSES)),
  check('products_price_ck', sql`${t.price} >= 0 and (${t.specialPrice} is null or ${t.specialPrice} <= ${t.price})`),
  check('products_stock_ck', sql`${t.stockQuantity} >= 0`),
]);

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  type: text('type').notNull().default('Customer'),
  verified: boolean('verified').notNull().default(false),
  /** Street and number; with the area, city, state and PIN the address an order ships to by default. */
  addressLine1: text('address_line1'),
  /** Area or locality. */
  area: text('area'),
  pincode: text('pincode').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  walletBalance: money('wallet_balance').notNull().default('0'),
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('customers_email_lower_uq').on(sql`lower(${t.email})`),
  check('customers_type_ck', oneOf(t.type, CONSTANTS.customerTypes)),
  check('customers_pincode_ck', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
  check('customers_wallet_ck', sql`${t.walletBalance} >= 0`),
]);

export const orders = pgTable('orders', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderNo: text('order_no').notNull(),
  customerId: integer('customer_id').notNull().references(() => customers.id),
  status: text('status').notNull().default('Pending'),
  paymentStatus: text('payment_status').notNull().default('in-progress'),
  paymentMethod: text('payment_method').notNull(),
  itemCount: integer('item_count').notNull(),
  total: money('total').notNull(),
  /** Where it ships: line1, city, state, pincode (null for orders placed before addresses were kept: the customer's). */
  shippingAddress: jsonb('shipping_address').$type<ShippingAddress>(),
  /** Shipping progress in Processing (the lifecycle's guards): courier, then pickup, then label. */
  courierName: text('courier_name'),
  pickupAt: timestamp('pickup_at', { withTimezone: true }),
  awbNo: text('awb_no'),
  labelGeneratedAt: timestamp('label_generated_at', { withTimezone: true }),
  /** The order an exchange replaced (null for ordinary orders). */
  replacesOrderId: bigint('replaces_order_id', { mode: 'number' }).references((): AnyPgColumn => orders.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: integer('version').notNull().default(1),
}, (t) => [
  uniqueIndex('orders_order_no_uq').on(t.orderNo),
  // Search: a status tab over a date range counts from this index alone (total included for "total >= x").
  index('orders_status_created_total_idx').on(t.status, t.createdAt, t.total),
  index('orders_status_id_idx').on(t.status, t.id),
  // Sorts by date or total read pages straight off these, id breaking ties (server/search).
  index('orders_created_id_idx').on(t.createdAt, t.id),
  index('orders_total_id_idx').on(t.total, t.id),
  index('orders_customer_idx').on(t.customerId),
  check('orders_status_ck', oneOf(t.status, ORDER_STATUSES)),
  check('orders_payment_status_ck', oneOf(t.paymentStatus, PAYMENT_STATUSES)),
  check('orders_payment_method_ck', oneOf(t.paymentMethod, PAYMENT_METHODS)),
  check('orders_total_ck', sql`${t.total} >= 0`),
  index('orders_awb_idx').on(t.awbNo).where(sql`${t.awbNo} is not null`),
]);

export const orderItems = pgTable('order_items', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  productId: integer('product_id').notNull().references(() => products.id),
  /** Name, SKU and price as sold, so later catalogue edits do not rewrite history. */
  productName: text('product_name').notNull(),
  sku: text('sku').notNull(),
  quantity: integer('quantity').notNull(),
  unitPrice: money('unit_price').notNull(),
  lineTotal: money('line_total').notNull(),
}, (t) => [
  index('order_items_order_idx').on(t.orderId),
  index('order_items_product_idx').on(t.productId),
  check('order_items_quantity_ck', sql`${t.quantity} > 0`),
]);

export const payments = pgTable('payments', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').notNull(),
  method: text('method').notNull(),
  amount: money('amount').notNull(),
  transactionRef: text('transaction_ref').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [
  index('payments_order_idx').on(t.orderId),
  index('payments_status_id_idx').on(t.status, t.id),
  check('payments_status_ck', oneOf(t.status, PAYMENT_STATUSES)),
  check('payments_method_ck', oneOf(t.method, PAYMENT_METHODS)),
]);

/** Return and exchange requests (one table: `kind` tells them apart). */
export const returns = pgTable('returns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull().references(() => orders.id, { onDelete: 'cascade' }),
  kind: text('kind').notNull(),
  status: text('status').notNull().default('requested'),
  reason: text('reason').notNull(),
  rejectionReason: text('rejection_reason'),
  /** The value asked back: what a refund pays (defaults to the order's total). */
  amount: money('amount').notNull().default('0'),
  /** An exchange's replacement order. */
  replacementOrderId: bigint('replacement_order_id', { mode: 'number' }).references(() => orders.id),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: integer('version').notNull().default(1),
}, (t) => [
  index('returns_kind_status_idx').on(t.kind, t.status, t.id),
  index('returns_order_idx').on(t.orderId),
  check('returns_kind_ck', oneOf(t.kind, RETURN_KINDS)),
  check('returns_status_ck', oneOf(t.status, RETURN_STATUSES)),
  check('returns_rejection_ck', sql`${t.status} <> 'rejected' or ${t.rejectionReason} is not null`),
]);
