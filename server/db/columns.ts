/** Column helpers shared by the table files. */
import { sql, type SQL } from 'drizzle-orm';
import { integer, numeric, text, timestamp } from 'drizzle-orm/pg-core';

/** `column IN ('a', 'b')` for a CHECK constraint; values come from our constants, never from input. */
export const oneOf = (column: unknown, values: readonly string[]): SQL =>
  sql`${column} in (${sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '))})`;

/** Money: numeric(12,2), read back as a string so no float rounding creeps in. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** The largest amount a money column holds: numeric(12,2) has 10 digits before the point. */
export const MONEY_MAX = '9999999999.99';
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Columns every resource row has besides its id: status, version and timestamps. */
export const recordColumns = () => ({
  status: text('status').notNull().default('Active'),
  version: integer('version').notNull().default(1),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The order staff arrange an ordered resource's rows in (`PUT …/{id}/move`, server/resources/ordering.ts); ties break by id. */
export const positionColumn = () => integer('position').notNull();
