/** Prefix settings and the portal settings the shop chooses. */
import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { PREFIX_TYPES } from '../../contract/settings/prefix-settings';
import { oneOf, updatedAt } from '../db/columns';

export { PREFIX_TYPES };

/** Prefix settings (seed §9 prefix types, plus `awb` for the built-in shipping partner's air waybills). */
export const prefixSettings = pgTable(
  'prefix_settings',
  {
    type: text('type').primaryKey(),
    prefix: text('prefix').notNull(),
    /** The number the next record of this type gets (server/platform/prefix-numbers.ts takes it atomically). */
    nextNumber: bigint('next_number', { mode: 'number' }).notNull().default(1),
    version: integer('version').notNull().default(1),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('prefix_settings_type_ck', oneOf(t.type, PREFIX_TYPES)),
    check('prefix_settings_prefix_ck', sql`${t.prefix} ~ '^[A-Za-z0-9-]{1,10}$'`),
    check('prefix_settings_next_number_ck', sql`${t.nextNumber} between 1 and 999999999999`),
  ],
);

/** Portal settings the shop chooses (e.g. `deliveryPartner`); values are JSON. */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});
