/** Each user's table layouts and saved views. */
import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { type ColumnLayout, type ViewState } from '../../contract/table-views/table-views';
import { createdAt, updatedAt } from '../db/columns';
import { portalUsers } from '../platform/auth/schema';

/** A user's column layout of one table (contract/table-views/table-views.ts), keyed by the resource key. */
export const tableLayouts = pgTable(
  'table_layouts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    tableKey: text('table_key').notNull(),
    layout: jsonb('layout').$type<ColumnLayout>().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ name: 'table_layouts_pk', columns: [t.userId, t.tableKey] })],
);

/** A user's named views (filter + sort + columns) of one table; names are unique per user and table. */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    tableKey: text('table_key').notNull(),
    name: text('name').notNull(),
    state: jsonb('state').$type<ViewState>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('saved_views_user_table_name_uq').on(t.userId, t.tableKey, sql`lower(${t.name})`)],
);
