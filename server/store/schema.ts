/**
 * The storefront API's keys (issue 43 §1). A key's secret is kept only as its SHA-256 (a random 256-bit secret needs no
 * slow hash: nothing to guess), found by that hash on every call. How much each key was used this minute lives in an
 * UNLOGGED table (migration 0036): one small write per storefront call, with no WAL and no wait for a disk flush; a
 * crash of PostgreSQL empties it, which costs only the current minute's counts and "last used".
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoreQuote } from '../../contract/store/store-orders';
import { promoCodes } from '../content/promo-code.resource';
import { customers } from '../customers/schema';
import { orders } from '../orders/schema';
import { createdAt } from '../db/columns';

export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** `shop_` and eight characters: shown in the list, never enough to use the key. */
    prefix: text('prefix').notNull(),
    /** Hex SHA-256 of the whole key. */
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull(),
    createdById: integer('created_by_id'),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedByName: text('revoked_by_name'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_uq').on(t.secretHash),
    uniqueIndex('api_keys_prefix_uq').on(t.prefix),
    check('api_keys_rate_limit_ck', sql`${t.rateLimitPerMinute} > 0`),
    check('api_keys_scopes_ck', sql`cardinality(${t.scopes}) > 0`),
  ],
);

/** Calls per key in the current minute, and the last call's time (UNLOGGED: see above). */
export const apiKeyUsage = pgTable('api_key_usage', {
  keyId: integer('key_id')
    .primaryKey()
    .references(() => apiKeys.id, { onDelete: 'cascade' }),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  calls: integer('calls').notNull(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
});

/**
 * An order the storefront placed: the key that placed it, the Idempotency-Key it came with (one order per key and
 * Idempotency-Key, whatever the retries) and a hash of the request it was bound to (another body under it is a 422),
 * and the quote it was placed at (every amount as the server computed it).
 */
export const storeOrders = pgTable(
  'store_orders',
  {
    orderId: bigint('order_id', { mode: 'number' })
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    apiKeyId: integer('api_key_id')
      .notNull()
      .references(() => apiKeys.id),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    quote: jsonb('quote').$type<StoreQuote>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('store_orders_key_uq').on(t.apiKeyId, t.idempotencyKey)],
);

/** Each use of a promo code by a customer's order: what "reusable" and "number of users" are counted from. */
export const promoCodeUses = pgTable(
  'promo_code_uses',
  {
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.promoCodeId, t.orderId] }),
    index('promo_code_uses_customer_idx').on(t.promoCodeId, t.customerId),
  ],
);
