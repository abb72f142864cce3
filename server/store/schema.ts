/**
 * The storefront API's keys (issue 43 §1). A key's secret is kept only as its SHA-256 (a random 256-bit secret needs no
 * slow hash: nothing to guess), found by that hash on every call. How much each key was used this minute lives in an
 * UNLOGGED table (migration 0036): one small write per storefront call, with no WAL and no wait for a disk flush; a
 * crash of PostgreSQL empties it, which costs only the current minute's counts and "last used".
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
