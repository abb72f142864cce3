/**
 * The storefront's after-sales calls (issue 43 §2): a return or exchange of a delivered order with every question
 * answered (once per order), a ticket and the customer's reply (staff notes never shown), and a review by a customer
 * who received the product, landing Unpublished; each refused in words where it does not apply.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import { STORE_CARE_MESSAGES as C } from '../../contract/store/store-care';
import { queryRows } from '../db/transaction';
import { errorBody, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('storefront after-sales on %s', (engine) => {
  let t: TestApp;
  let key: string;
  let delivered: { order_no: string; email: string; product_id: number; id: number };
  const send = (method: 'GET' | 'POST', path: string, body?: object) =>
    t.app.inject({
      method,
      url: `${STORE_API_BASE}${path}`,
      headers: { authorization: `Bearer ${key}` },
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 60 });
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const made = await postJson(
      t.app,
      API_KEYS_API.create,
      { name: 'Care', scopes: ['returns', 'tickets', 'reviews'], rateLimitPerMinute: 100_000 },
      { token: admin },
    );
    key = (made.json().output as CreatedApiKey).secret;
    [delivered] = await queryRows<typeof delivered>(
      t.db,
      sql`select o.id::int as id, o.order_no, c.email, (select product_id from order_items where order_id = o.id limit 1) as product_id
      from orders o join customers c on c.id = o.customer_id
      where o.status = 'Delivered' and not exists (select 1 from returns r where r.order_id = o.id) order by o.id limit 1`,
    );
    await t.db.execute(sql`update products set returnable = true
      where id in (select product_id from order_items where order_id = ${delivered.id})`);
  });
  afterAll(async () => t?.close());

  it('takes a return of a delivered order with every question answered, once', async () => {
    const questions = (await send('GET', STORE_API.returnQuestions)).json().output as { id: number }[];
    const body = (answers: { questionId: number; answer: string }[]) => ({
      customer: { email: delivered.email },
      kind: 'return',
      reason: 'Size does not fit',
      answers,
    });
    if (questions.length) {
      const unanswered = await send('POST', STORE_API.returns(delivered.order_no), body([]));
      expect(unanswered.statusCode).toBe(400);
      expect(errorBody(unanswered).errors[0].message).toBe(C.answerNeeded);
    }
    const all = questions.map((q) => ({ questionId: q.id, answer: 'Yes' }));
    const made = await send('POST', STORE_API.returns(delivered.order_no), body(all));
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().output).toMatchObject({ orderNo: delivered.order_no, kind: 'return', status: 'requested' });
    const again = await send('POST', STORE_API.returns(delivered.order_no), body(all));
    expect(errorBody(again).errors[0].message).toBe(C.alreadyAsked);
    const [notDelivered] = await queryRows<{ order_no: string; email: string }>(
      t.db,
      sql`select o.order_no, c.email from orders o join customers c on c.id = o.customer_id where o.status = 'Pending' limit 1`,
    );
    const early = await send('POST', STORE_API.returns(notDelivered.order_no), {
      ...body(all),
      customer: { email: notDelivered.email },
    });
    expect(errorBody(early).errors[0].message).toBe(C.notDelivered);
    const other = await send('POST', STORE_API.returns(delivered.order_no), {
      ...body(all),
      customer: { email: notDelivered.email },
    });
    expect(other.statusCode).toBe(404);
  });

  it('opens a ticket, takes the customer’s reply, and never shows a staff note', async () => {
    const opened = await send('POST', STORE_API.tickets, {
      customer: { email: delivered.email },
      subject: 'Where is my refund?',
      message: 'I sent the parcel back.',
      orderNo: delivered.order_no,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const ticket = opened.json().output as { id: number };
    await t.db.execute(
      sql`insert into ticket_messages (ticket_id, kind, body) values (${ticket.id}, 'note', 'Staff only')`,
    );
    const replied = await send('POST', STORE_API.ticketMessages(ticket.id), {
      customer: { email: delivered.email },
      message: 'Any news?',
    });
    expect(replied.statusCode).toBe(200);
    const thread = (replied.json().output as { messages: { from: string; body: string }[] }).messages;
    expect(thread.map((m) => m.body)).toEqual(['I sent the parcel back.', 'Any news?']);
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from notifications where kind = 'newTicket' and record_id = ${String(ticket.id)}`,
    );
    expect(n).toBeGreaterThan(0);
    const stranger = await send('GET', `${STORE_API.ticket(ticket.id)}?email=nobody@example.in`);
    expect(stranger.statusCode).toBe(404);
  });

  it('takes a review from a customer who received the product, Unpublished; refuses one who did not', async () => {
    const review = await send('POST', STORE_API.reviews(delivered.product_id), {
      customer: { email: delivered.email },
      rating: 4,
      comment: 'Fits well, good cloth.',
    });
    expect(review.statusCode, review.body).toBe(201);
    expect(review.json().output).toMatchObject({ rating: 4, status: 'Unpublished' });
    const [stranger] = await queryRows<{ email: string }>(
      t.db,
      sql`select email from customers c where not exists (select 1 from orders o join order_items i on i.order_id = o.id
        where o.customer_id = c.id and i.product_id = ${delivered.product_id} and o.status = 'Delivered') limit 1`,
    );
    const refused = await send('POST', STORE_API.reviews(delivered.product_id), {
      customer: { email: stranger.email },
      rating: 1,
      comment: 'Never bought it',
    });
    expect(errorBody(refused).errors[0].message).toBe(C.notBought);
    for (const bad of [{ rating: 6 }, { rating: 0 }, { rating: 'five' }, { comment: '' }])
      expect(
        (
          await send('POST', STORE_API.reviews(delivered.product_id), {
            customer: { email: delivered.email },
            rating: 4,
            comment: 'ok',
            ...bad,
          })
        ).statusCode,
      ).toBe(400);
  });
});
