/** Orders, their items, timeline and label documents, bulk order jobs and pick-list jobs. */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { HOLD_REASONS, ORDER_STATUSES, PAYMENT_STATUSES } from '../../contract/orders/order-status';
import { PICK_LIST_STATUSES } from '../../contract/orders/pick-lists';
import { products } from '../catalogue/schema';
import type { ShippingAddress } from '../shipping/delivery-partner';
import { productVariants } from '../catalogue/products/schema';
import { customers } from '../customers/schema';
import { createdAt, money, oneOf, updatedAt } from '../db/columns';
import { portalUsers } from '../platform/auth/schema';

/** A delivery address as an order keeps it. */
/** `line1` the street and number, `line2` the area or locality (absent on addresses kept before it was). */
export type { ShippingAddress };

export const PAYMENT_METHODS = ['UPI', 'Card', 'NetBanking', 'COD', 'Wallet'] as const;

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
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
    /** Why the order is on hold (issue 45 §2), or null; its lifecycle actions but a cancel wait for a release. */
    holdReason: text('hold_reason'),
    holdNote: text('hold_note'),
    /** The risk rules that held it (their labels); empty for a hold staff put. */
    holdRules: jsonb('hold_rules').$type<string[]>(),
    heldAt: timestamp('held_at', { withTimezone: true }),
    heldBy: text('held_by'),
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    // The On hold and Review tabs list held orders newest first; a partial index holds only those.
    index('orders_held_idx').on(t.holdReason, t.createdAt, t.id).where(sql`${t.holdReason} is not null`),
    check('orders_hold_reason_ck', oneOf(t.holdReason, HOLD_REASONS)),
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
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The variant sold, whose stock the order moves (server/catalogue/stock); null on items kept before variants were. */
    variantId: integer('variant_id').references((): AnyPgColumn => productVariants.id),
    /** Name, SKU and price as sold, so later catalogue edits do not rewrite history. */
    productName: text('product_name').notNull(),
    sku: text('sku').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
    check('order_items_quantity_ck', sql`${t.quantity} > 0`),
  ],
);

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const ORDER_EVENT_KINDS = ['created', 'action', 'note', 'hold', 'release'] as const;

/** The order's timeline: every action (who, when, from, to, why) and every note. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** The lifecycle event (`order.markShipped`); null for notes. */
    action: text('action'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** The reason given with an action, or the note's text. */
    note: text('note'),
    actorId: integer('actor_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_events_order_idx').on(t.orderId, t.id),
    check('order_events_kind_ck', oneOf(t.kind, ORDER_EVENT_KINDS)),
    check('order_events_from_ck', sql`${t.fromStatus} is null or ${oneOf(t.fromStatus, ORDER_STATUSES)}`),
    check('order_events_to_ck', sql`${t.toStatus} is null or ${oneOf(t.toStatus, ORDER_STATUSES)}`),
  ],
);

/** The label and manifest PDF of an order's shipment, kept so a later download is the same document. */
export const orderDocuments = pgTable('order_documents', {
  orderId: bigint('order_id', { mode: 'number' })
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  awbNo: text('awb_no').notNull(),
  pdf: bytea('pdf').notNull(),
  createdAt: createdAt(),
});

export const BULK_JOB_STATUSES = ['running', 'finished'] as const;

export const BULK_OUTCOMES = ['pending', 'done', 'not_allowed', 'failed'] as const;

/** A bulk order action running in the background. */
export const bulkJobs = pgTable(
  'bulk_jobs',
  {
    id: uuid('id').primaryKey(),
    action: text('action').notNull(),
    status: text('status').notNull().default('running'),
    total: integer('total').notNull(),
    /** The reason every order's action carries (cancels need one); repeated on retries and after a restart. */
    reason: text('reason'),
    createdById: integer('created_by_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('bulk_jobs_status_ck', oneOf(t.status, BULK_JOB_STATUSES))],
);

/** One order of a bulk job and what became of it. */
export const bulkJobItems = pgTable(
  'bulk_job_items',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => bulkJobs.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Position in the selection, so outcomes list in the order staff chose. */
    position: integer('position').notNull(),
    outcome: text('outcome').notNull().default('pending'),
    message: text('message'),
    attempts: integer('attempts').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ name: 'bulk_job_items_pk', columns: [t.jobId, t.orderId] }),
    index('bulk_job_items_job_outcome_idx').on(t.jobId, t.outcome),
    check('bulk_job_items_outcome_ck', oneOf(t.outcome, BULK_OUTCOMES)),
  ],
);

/**
 * Presence (contract/orders/order-presence.ts): the order each portal tab shows in its panel, until `expires_at`
 * (renewed by every heartbeat). A table, not process memory, so every process of a cluster reads the same.
 * Expired rows count for nothing and are swept (server/orders/presence.ts).
 */
export const orderPresence = pgTable(
  'order_presence',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    /** The tab's own id (32 hex digits). */
    tabId: text('tab_id').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'order_presence_pk', columns: [t.userId, t.tabId] }),
    index('order_presence_order_idx').on(t.orderId),
    index('order_presence_expires_idx').on(t.expiresAt),
  ],
);

/** A pick list and packing slips being made (issue 45 §3): its orders, its progress, then its PDF. */
export const pickListJobs = pgTable(
  'pick_list_jobs',
  {
    id: uuid('id').primaryKey(),
    status: text('status').notNull().default('running'),
    /** The orders, in the order asked (the PDF lists them by number). */
    orderIds: bigint('order_ids', { mode: 'number' }).array().notNull(),
    total: integer('total').notNull(),
    done: integer('done').notNull().default(0),
    prices: boolean('prices').notNull().default(false),
    pdf: bytea('pdf'),
    error: text('error'),
    createdById: integer('created_by_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [check('pick_list_jobs_status_ck', oneOf(t.status, PICK_LIST_STATUSES))],
);
