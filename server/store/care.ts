/**
 * After-sales for the storefront's customers: a return or exchange request on a delivered order (its products
 * returnable, one open request per order, an answer to each active return question), a support ticket and the customer's
 * replies on it, and a review of a product they received (Unpublished until staff publish it). Each in one transaction
 * with its audit row (the key as the actor) and the staff notification its screen has.
 */
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  STORE_CARE_MESSAGES as C,
  type StoreReturnRequestSchema,
  type StoreReviewCreateSchema,
  type StoreTicketCreateSchema,
} from '../../contract/store/store-care';
import { STORE_ORDER_MESSAGES as M } from '../../contract/store/store-orders';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import { recordAudit } from '../platform/audit/record';
import { conflict, HttpError } from '../platform/http/http-errors';
import { newTicket, notify, returnRequested } from '../notifications/notify';
import { findCustomer } from './store-customers';
import { recordWebhookEvent } from '../webhooks/events';
import { ticketEvent } from '../support/ticket-service';

type Who = { email?: string; phone?: string };
const iso = (d: Date | string) => new Date(d).toISOString();

async function customerOf(db: Db, who: Who): Promise<number> {
  const id = who.email || who.phone ? await findCustomer(db, who) : undefined;
  if (id === undefined) throw new HttpError(404, [{ message: C.noSuchCustomer }]);
  return id;
}

/** The active return questions, in their order. */
export const returnQuestions = (db: Db) =>
  queryRows<{ id: number; question: string }>(
    db,
    sql`select id, question from return_questions where status = 'Active' order by sort_order, id`,
  );

export async function requestReturn(db: Db, orderNo: string, body: z.output<typeof StoreReturnRequestSchema>) {
  return withTransaction(db, async (tx) => {
    const customerId = await customerOf(tx, body.customer);
    const [order] = await queryRows<{ id: number | string; status: string; total: string; customer_id: number }>(
      tx,
      sql`select id, status, total, customer_id from orders where order_no = ${orderNo} for update`,
    );
    if (!order || Number(order.customer_id) !== customerId) throw new HttpError(404, [{ message: M.notYourOrder }]);
    const orderId = Number(order.id);
    if (order.status !== 'Delivered') throw conflict(C.notDelivered);
    const [fixed] = await queryRows<{ name: string }>(
      tx,
      sql`select p.name from order_items i join products p on p.id = i.product_id
      where i.order_id = ${orderId} and not p.returnable limit 1`,
    );
    if (fixed) throw conflict(C.notReturnable(fixed.name));
    const [open] = await queryRows<{ id: number }>(
      tx,
      sql`select id from returns where order_id = ${orderId} and status not in ('rejected', 'cancelled') limit 1`,
    );
    if (open) throw conflict(C.alreadyAsked);
    const questions = await returnQuestions(tx);
    const answers = new Map(body.answers.map((a) => [a.questionId, a.answer]));
    const missing = questions.flatMap((q, i) =>
      answers.has(q.id) ? [] : [{ field: `answers.${i}`, message: C.answerNeeded }],
    );
    if (missing.length) throw new HttpError(400, missing);
    const [made] = await queryRows<{
      id: number | string;
      return_no: string;
      status: string;
      created_at: Date | string;
    }>(
      tx,
      sql`insert into returns (order_id, kind, reason, amount) values (${orderId}, ${body.kind}, ${body.reason}, ${order.total}::numeric)
      returning id, return_no, status, created_at`,
    );
    const returnId = Number(made.id);
    if (questions.length)
      await tx.execute(sql`insert into return_answers (return_id, question_id, question, answer, position)
        select ${returnId}, q.id, q.question, q.answer, q.position
        from jsonb_to_recordset(${JSON.stringify(questions.map((q, i) => ({ id: q.id, question: q.question, answer: answers.get(q.id), position: i })))}::jsonb)
          as q(id int, question text, answer text, position int)`);
    await recordAudit(tx, {
      entity: body.kind,
      entityId: returnId,
      action: 'create',
      changes: { status: { before: null, after: made.status } },
      detail: { orderNo, returnNo: made.return_no },
    });
    const request = {
      returnNo: made.return_no,
      orderNo,
      kind: body.kind,
      status: made.status,
      reason: body.reason,
      createdAt: iso(made.created_at),
    };
    await recordWebhookEvent(tx, body.kind === 'exchange' ? 'exchange.requested' : 'return.requested', () => ({
      ...request,
      id: returnId,
      answers: questions.map((q) => ({ question: q.question, answer: answers.get(q.id) })),
    }));
    await notify(tx, {
      kind: returnRequested,
      route: body.kind === 'exchange' ? 'MANAGE_EXCHANGE' : 'MANAGE_RETURN',
      title: `${body.kind === 'exchange' ? 'Exchange' : 'Return'} ${made.return_no} asked for order ${orderNo}: ${body.reason}`,
      recordId: returnId,
    });
    return request;
  });
}

/** The ticket with its thread as the customer sees it (staff notes left out), if it is theirs. */
export async function readTicket(db: Db, ticketId: number, who: Who) {
  const customerId = await customerOf(db, who);
  const [ticket] = await queryRows<{ id: number; subject: string; status: string; customer_id: number }>(
    db,
    sql`select id, subject, status, customer_id from support_tickets where id = ${ticketId}`,
  );
  if (!ticket || ticket.customer_id !== customerId) throw new HttpError(404, [{ message: C.notYourTicket }]);
  const messages = await queryRows<{ kind: string; body: string; created_at: Date | string }>(
    db,
    sql`select kind, body, created_at from ticket_messages where ticket_id = ${ticketId} and kind <> 'note' order by id`,
  );
  return {
    id: ticket.id,
    subject: ticket.subject,
    status: ticket.status,
    messages: messages.map((m) => ({
      from: m.kind === 'customer' ? ('customer' as const) : ('shop' as const),
      body: m.body,
      at: iso(m.created_at),
    })),
  };
}

export async function openTicket(db: Db, body: z.output<typeof StoreTicketCreateSchema>) {
  const ticketId = await withTransaction(db, async (tx) => {
    const customerId = await customerOf(tx, body.customer);
    let orderId: number | null = null;
    if (body.orderNo) {
      const [order] = await queryRows<{ id: number | string; customer_id: number }>(
        tx,
        sql`select id, customer_id from orders where order_no = ${body.orderNo}`,
      );
      if (!order || Number(order.customer_id) !== customerId)
        throw new HttpError(404, [{ field: 'orderNo', message: M.notYourOrder }]);
      orderId = Number(order.id);
    }
    const [made] = await queryRows<{ id: number; customer_name: string }>(
      tx,
      sql`insert into support_tickets (subject, customer_id, order_id) values (${body.subject}, ${customerId}, ${orderId})
      returning id, (select name from customers where id = ${customerId}) as customer_name`,
    );
    await tx.execute(
      sql`insert into ticket_messages (ticket_id, kind, body) values (${made.id}, 'customer', ${body.message})`,
    );
    await recordAudit(tx, {
      entity: 'supportTicket',
      entityId: made.id,
      action: 'create',
      changes: { subject: { before: null, after: body.subject } },
    });
    await ticketEvent(tx, 'ticket.created', made.id, 'customer', body.message);
    await notify(tx, {
      kind: newTicket,
      title: `New ticket #${made.id} from ${made.customer_name}: ${body.subject}`,
      recordId: made.id,
    });
    return made.id;
  });
  return readTicket(db, ticketId, body.customer);
}

/** The customer's words on their ticket; a closed ticket takes none (409). */
export async function replyOnTicket(db: Db, ticketId: number, who: Who, message: string) {
  await readTicket(db, ticketId, who);
  await withTransaction(db, async (tx) => {
    const [ticket] = await queryRows<{ status: string }>(
      tx,
      sql`select status from support_tickets where id = ${ticketId} for update`,
    );
    if (ticket.status === 'Closed') throw conflict('This ticket is closed.');
    await tx.execute(
      sql`insert into ticket_messages (ticket_id, kind, body) values (${ticketId}, 'customer', ${message})`,
    );
    await tx.execute(sql`update support_tickets set version = version + 1, updated_at = now() where id = ${ticketId}`);
    await recordAudit(tx, { entity: 'supportTicket', entityId: ticketId, action: 'message.customer' });
    await ticketEvent(tx, 'ticket.replied', ticketId, 'customer', message);
  });
  return readTicket(db, ticketId, who);
}

/** A review by a customer who received the product: Unpublished until staff publish it in Comments. */
export async function writeReview(db: Db, productId: number, body: z.output<typeof StoreReviewCreateSchema>) {
  return withTransaction(db, async (tx) => {
    const customerId = await customerOf(tx, body.customer);
    const [bought] = await queryRows<{ one: number }>(
      tx,
      sql`select 1 as one from order_items i join orders o on o.id = i.order_id
      where o.customer_id = ${customerId} and o.status = 'Delivered' and i.product_id = ${productId} limit 1`,
    );
    if (!bought) throw conflict(C.notBought);
    const [made] = await queryRows<{ id: number; status: string }>(
      tx,
      sql`insert into product_comments (product_id, customer_id, rating, text) values (${productId}, ${customerId}, ${body.rating}, ${body.comment})
      returning id, status`,
    );
    await recordAudit(tx, {
      entity: 'productComment',
      entityId: made.id,
      action: 'create',
      changes: { rating: { before: null, after: body.rating } },
    });
    const review = { id: made.id, productId, rating: body.rating, status: made.status };
    await recordWebhookEvent(tx, 'review.created', () => ({ ...review, comment: body.comment }));
    return review;
  });
}
