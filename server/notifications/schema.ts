/**
 * Notifications: one row per recipient (fan-out at write time, so read/unread is per user), and each user's
 * choice of kinds. A user who never chose has no preferences row and gets every kind their access allows.
 */
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { NOTIFICATION_KINDS } from '../../contract/notifications/notifications';
import { portalUsers } from '../platform/auth/schema';
import { createdAt, oneOf, updatedAt } from '../db/columns';

export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => portalUsers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** Route name of the record's screen (contract/platform/routes.ts) and the record's id there. */
    route: text('route').notNull(),
    recordId: text('record_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('notifications_kind_ck', oneOf(t.kind, NOTIFICATION_KINDS)),
    // A user's list, newest first, and the bell's unread count.
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => portalUsers.id, { onDelete: 'cascade' }),
  /** The kinds the user turned off. */
  muted: text('muted').array().notNull().default(sql`'{}'::text[]`),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});
