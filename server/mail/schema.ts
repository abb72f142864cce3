/**
 * The Outbox: every e-mail the portal writes, sent or not. Bodies are sealed with the secrets key
 * (server/platform/secrets/): they can carry one-time codes and generated passwords, and a copy of the
 * database alone must not give those away. Recipient, subject and kind stay readable for the table.
 */
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { OUTBOX_STATUSES } from '../../contract/mail/mail';
import { createdAt, oneOf } from '../db/columns';

export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** Sealed (`v1:…`), opened only for the Master Admin's drawer and for delivery. */
    text: text('text').notNull(),
    html: text('html'),
    /** What the message is for ('password-reset', 'portal-user-password', 'test', …): the table's filter and the reader's clue. */
    kind: text('kind').notNull(),
    status: text('status').notNull().default('Queued'),
    /** The last delivery failure, in words. */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_status_ck', oneOf(t.status, OUTBOX_STATUSES)),
    index('outbox_created_idx').on(t.createdAt, t.id),
  ],
);
