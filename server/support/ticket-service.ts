/**
 * Support ticket writes, each one transaction with its audit row: staff log a ticket for a customer (and every
 * user who may see tickets is notified), add to its thread, or change status, priority and assignee at the
 * version they read. A reply's e-mail is queued in the Outbox in the same transaction as the message; the
 * route delivers it after the commit.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  TICKET_MESSAGES,
  type SupportTicket,
  type TicketCreateSchema,
  type TicketMessageCreateSchema,
} from '../../contract/support/support-ticket';
import type { z } from 'zod';
import { customers } from '../customers/schema';
import type { Db } from '../db/client';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { queryRows, withTransaction } from '../db/transaction';
import { queueMail } from '../mail/queue-mail';
import { newTicket, notify } from '../notifications/notify';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { conflict, notFound } from '../platform/http/http-errors';
import type { SecretsCipher } from '../platform/secrets/cipher';
import { readRow } from '../resources/writes';
import { ticketReplyMail } from './ticket-mail';
import { recordWebhookEvent } from '../webhooks/events';
import { supportTicketBinding } from './support-ticket.resource';
import { supportTickets, ticketMessages } from './schema';

const { source } = supportTicketBinding;
const ENTITY = source.def.key;

/** The staff member writing (the request's user). */
export interface Author {
  id: number;
  name: string;
}

/** Refuses an order that is not the customer's (or is gone): a ticket's order must be one of theirs. */
async function checkOrder(tx: Db, customerId: number, orderId: number | null): Promise<void> {
  if (orderId === null) return;
  const [row] = await queryRows<{ customer_id: number }>(tx, sql`select customer_id from orders where id = ${orderId}`);
  if (!row || Number(row.customer_id) !== customerId) throw conflict(TICKET_MESSAGES.orderOfOtherCustomer, 'orderId');
}

/** A foreign key pointing at nothing (the customer or assignee deleted meanwhile) is a 409 on that field. */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgErrorCode(error) !== PG_FOREIGN_KEY_VIOLATION) throw error;
    const detail = String(
      (error as { cause?: { detail?: string } }).cause?.detail ?? (error as { detail?: string }).detail ?? '',
    );
    if (detail.includes('assignee_id')) throw conflict(TICKET_MESSAGES.noSuchAssignee, 'assigneeId');
    throw conflict(TICKET_MESSAGES.noSuchCustomer, 'customerId');
  }
}

/** Logs a ticket with the customer's words as its first message, and notifies the staff who see tickets. */
export function createTicket(
  db: Db,
  input: z.output<typeof TicketCreateSchema>,
  author: Author,
): Promise<SupportTicket> {
  return guarded(() =>
    withTransaction(db, async (tx) => {
      const [customer] = await tx
        .select({ id: customers.id })
        .from(customers)
        .where(eq(customers.id, input.customerId));
      if (!customer) throw conflict(TICKET_MESSAGES.noSuchCustomer, 'customerId');
      await checkOrder(tx, input.customerId, input.orderId);
      const [created] = await tx
        .insert(supportTickets)
        .values({
          subject: input.subject,
          customerId: input.customerId,
          orderId: input.orderId,
          priority: input.priority,
          assigneeId: input.assigneeId,
        })
        .returning({ id: supportTickets.id });
      await tx
        .insert(ticketMessages)
        .values({ ticketId: created.id, kind: 'customer', body: input.message, authorId: author.id });
      const row = (await readRow(tx, source, created.id))!;
      await recordAudit(tx, {
        entity: ENTITY,
        entityId: created.id,
        action: 'create',
        changes: diffChanges(null, row),
      });
      await ticketEvent(tx, 'ticket.created', created.id, 'customer', input.message);
      await notify(tx, {
        kind: newTicket,
        title: `New ticket #${created.id} from ${row.customerName}: ${row.subject}`,
        recordId: created.id,
      });
      return row;
    }),
  );
}

/**
 * Adds a message to the thread. A reply queues its e-mail to the customer (returned as `outboxId`) and takes an
 * Open ticket to In progress; a note is never e-mailed. A closed ticket takes nothing until it is reopened.
 */
export function addMessage(
  db: Db,
  secrets: SecretsCipher,
  ticketId: number,
  input: z.output<typeof TicketMessageCreateSchema>,
  author: Author,
) {
  return withTransaction(db, async (tx) => {
    const before = await readRow(tx, source, ticketId);
    if (!before) throw notFound();
    // Locks the ticket: two replies at once take their turns, each bumping the version once.
    await tx
      .select({ id: supportTickets.id })
      .from(supportTickets)
      .where(eq(supportTickets.id, ticketId))
      .for('update');
    if (before.status === 'Closed') throw conflict(TICKET_MESSAGES.closed);
    const outboxId =
      input.kind === 'reply' ? await queueMail(tx, secrets, ticketReplyMail(before, input.body, author)) : null;
    const [message] = await tx
      .insert(ticketMessages)
      .values({
        ticketId,
        kind: input.kind,
        body: input.body,
        authorId: author.id,
        outboxId,
      })
      .returning({ id: ticketMessages.id });
    const status = input.kind === 'reply' && before.status === 'Open' ? 'In progress' : before.status;
    await tx
      .update(supportTickets)
      .set({ status, version: sql`${supportTickets.version} + 1`, updatedAt: sql`now()` })
      .where(eq(supportTickets.id, ticketId));
    const after = (await readRow(tx, source, ticketId))!;
    await recordAudit(tx, {
      entity: ENTITY,
      entityId: ticketId,
      action: `message.${input.kind}`,
      changes: diffChanges(before, after),
      detail: { messageId: message.id, outboxId },
    });
    // A note stays inside the shop; a reply or the customer's words are news to the systems around it.
    if (input.kind !== 'note')
      await ticketEvent(tx, 'ticket.replied', ticketId, input.kind === 'reply' ? 'shop' : 'customer', input.body);
    return { ticket: after, outboxId };
  });
}

/** A ticket's webhook event: the ticket as the staff API returns it, and the message that made the news. */
export async function ticketEvent(
  tx: Db,
  type: 'ticket.created' | 'ticket.replied',
  ticketId: number,
  from: 'customer' | 'shop',
  body: string,
): Promise<void> {
  await recordWebhookEvent(tx, type, async () => ({
    ticket: await readRow(tx, source, ticketId),
    message: { from, body },
  }));
}

/** Whether `userId` is an active user who may see tickets (an assignee must be). */
export async function isAssignable(db: Db, userId: number): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    db,
    sql`select true as ok from portal_users u where u.id = ${userId} and u.status = 'Active'
    and (u.role = 'MasterAdmin' or u.module_access #>> '{people,supportTicket,view}' = '1')`,
  );
  return rows.length > 0;
}

/** The users a ticket can be assigned to, by name. */
export const assignees = (db: Db) =>
  queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from portal_users u where u.status = 'Active'
  and (u.role = 'MasterAdmin' or u.module_access #>> '{people,supportTicket,view}' = '1') order by name, id`,
  );

/** The thread, oldest first, with each staff author's name. */
export async function threadOf(db: Db, ticketId: number) {
  const rows = await queryRows<{
    id: number;
    kind: 'reply' | 'note' | 'customer';
    body: string;
    author_name: string | null;
    outbox_id: number | null;
    created_at: Date | string;
  }>(
    db,
    sql`
    select m.id, m.kind, m.body, u.name as author_name, m.outbox_id, m.created_at
    from ticket_messages m left join portal_users u on u.id = m.author_id
    where m.ticket_id = ${ticketId} order by m.id`,
  );
  return rows.map((m) => ({
    id: Number(m.id),
    kind: m.kind,
    body: m.body,
    authorName: m.kind === 'customer' ? null : m.author_name,
    outboxId: m.outbox_id === null ? null : Number(m.outbox_id),
    createdAt: new Date(m.created_at).toISOString(),
  }));
}

/** The ids behind the ticket row's names, for the drawer's pickers. */
export async function idsOf(db: Db, ticketId: number) {
  const [row] = await db
    .select({
      customerId: supportTickets.customerId,
      orderId: supportTickets.orderId,
      assigneeId: supportTickets.assigneeId,
    })
    .from(supportTickets)
    .where(and(eq(supportTickets.id, ticketId)));
  return row;
}
