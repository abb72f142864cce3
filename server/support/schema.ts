/**
 * Support tickets and their thread: one row per message (a staff reply, an internal note, or the customer's
 * words). The ticket's list binding sits in support-ticket.resource.ts.
 */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import {
  MAX_TICKET_SUBJECT,
  TICKET_MESSAGE_KINDS,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
} from '../../contract/support/support-ticket';
import { customers } from '../customers/schema';
import { createdAt, oneOf, updatedAt } from '../db/columns';
import { outbox } from '../mail/schema';
import { orders } from '../orders/schema';
import { portalUsers } from '../platform/auth/schema';

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    subject: text('subject').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').notNull().default('Open'),
    priority: text('priority').notNull().default('Normal'),
    assigneeId: integer('assignee_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_customer_idx').on(t.customerId),
    index('support_tickets_order_idx').on(t.orderId),
    index('support_tickets_assignee_idx').on(t.assigneeId),
    // The dashboard's open and new counts, and the status filter.
    index('support_tickets_status_idx').on(t.status, t.createdAt),
    check('support_tickets_status_ck', oneOf(t.status, TICKET_STATUSES)),
    check('support_tickets_priority_ck', oneOf(t.priority, TICKET_PRIORITIES)),
    check(
      'support_tickets_subject_ck',
      sql`char_length(${t.subject}) between 1 and ${sql.raw(String(MAX_TICKET_SUBJECT))}`,
    ),
  ],
);

export const ticketMessages = pgTable(
  'ticket_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    /** Staff who wrote it; null for the customer's words (or a deleted user). */
    authorId: integer('author_id').references(() => portalUsers.id, { onDelete: 'set null' }),
    /** A reply's e-mail in the Outbox. */
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('ticket_messages_kind_ck', oneOf(t.kind, TICKET_MESSAGE_KINDS)),
    index('ticket_messages_ticket_idx').on(t.ticketId, t.id),
  ],
);
