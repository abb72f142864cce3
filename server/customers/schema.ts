/** The shop's customers. */
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONSTANTS } from '../../contract/platform/constants';
import { createdAt, money, oneOf } from '../db/columns';

export const customers = pgTable(
  'customers',
  {
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
  },
  (t) => [
    uniqueIndex('customers_email_lower_uq').on(sql`lower(${t.email})`),
    check('customers_type_ck', oneOf(t.type, CONSTANTS.customerTypes)),
    check('customers_pincode_ck', sql`${t.pincode} ~ '^[1-9][0-9]{5}$'`),
    check('customers_wallet_ck', sql`${t.walletBalance} >= 0`),
  ],
);
