import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, RETURN_STATUSES } from '../../contract/orders/order-status';
import { RETURN_ACTION_REASONS, RETURN_API, type ReturnDetail } from '../../contract/returns/returns';
import { readStatusCounts } from '../db/status-counts';
import { getWithToken, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { makeRequest, putAction, scalar } from './test-fixtures';

describe.each(ENGINES)('refunds and replacements on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 300 });
    token = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  const refundsOf = (id: number) =>
    scalar<number>(t.db, sql`select count(*)::int as v from refunds where return_id = ${id}`);
  const creditsOf = (id: number) =>
    scalar<number>(
      t.db,
      sql`select count(*)::int as v from wallet_transactions
    where reason like 'Refund for return ' || (select return_no from returns where id = ${id}) || ' of order %'`,
    );
  const balanceOf = (orderId: number) =>
    scalar<string>(
      t.db,
      sql`select c.wallet_balance::text as v from customers c join orders o on o.customer_id = c.id where o.id = ${orderId}`,
    );

  it('refunds to the wallet once: a refund record with its RFD reference and one wallet credit of the amount', async () => {
    const { id, orderId } = await makeRequest(t.db, 'return', 'received', 1);
    const before = Number(await balanceOf(orderId));
    const amount = Number(await scalar<string>(t.db, sql`select amount::text as v from returns where id = ${id}`));
    const first = await putAction(t.app, token, 'refund', id, { refundMethod: 'wallet' });
    expect(first.statusCode).toBe(200);
    expect(first.json().output.refundReference).toMatch(/^RFD\d+$/);
    expect(Number(await balanceOf(orderId))).toBeCloseTo(before + amount, 2);
    const again = await putAction(t.app, token, 'refund', id, { refundMethod: 'wallet' });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0].message).toBe(RETURN_ACTION_REASONS.alreadyRefunded);
    expect(await refundsOf(id)).toBe(1);
    expect(await creditsOf(id)).toBe(1);
    const detail = (await getWithToken(t.app, RETURN_API.detail(id), token)).json().output as ReturnDetail;
    expect(detail.refund).toMatchObject({ method: 'wallet', reference: first.json().output.refundReference });
    expect(detail.refund?.walletTransactionId).toMatch(/^WT\d+$/);
  });

  it('refunds exactly once when five refunds of the same return race with different keys', async () => {
    const { id, orderId } = await makeRequest(t.db, 'return', 'received', 2);
    const before = Number(await balanceOf(orderId));
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => putAction(t.app, token, 'refund', id, { refundMethod: 'wallet' }, randomUUID())),
    );
    expect(responses.map((r) => r.statusCode).toSorted()).toEqual([200, 409, 409, 409, 409]);
    expect(await refundsOf(id)).toBe(1);
    expect(await creditsOf(id)).toBe(1);
    const amount = Number(
      await scalar<string>(t.db, sql`select amount::text as v from refunds where return_id = ${id}`),
    );
    expect(Number(await balanceOf(orderId))).toBeCloseTo(before + amount, 2);
  });

  it('answers a replayed Idempotency-Key with the first result and applies nothing twice', async () => {
    const { id, orderId } = await makeRequest(t.db, 'return', 'received', 3);
    const key = randomUUID();
    const first = await putAction(t.app, token, 'refund', id, { refundMethod: 'wallet' }, key);
    const balance = await balanceOf(orderId);
    const replay = await putAction(t.app, token, 'refund', id, { refundMethod: 'wallet' }, key);
    expect(first.statusCode).toBe(200);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual(first.json());
    expect(await balanceOf(orderId)).toBe(balance);
    expect(await creditsOf(id)).toBe(1);
    const events = await scalar<number>(
      t.db,
      sql`select count(*)::int as v from order_events where order_id = ${orderId} and action = 'return.refund'`,
    );
    expect(events).toBe(1);
  });

  it('refunds to the original payment as a record only (no wallet credit)', async () => {
    const { id, orderId } = await makeRequest(t.db, 'return', 'received', 4);
    const balance = await balanceOf(orderId);
    expect((await putAction(t.app, token, 'refund', id, { refundMethod: 'original' })).statusCode).toBe(200);
    expect(await scalar(t.db, sql`select method as v from refunds where return_id = ${id}`)).toBe('original');
    expect(await balanceOf(orderId)).toBe(balance);
    expect(await creditsOf(id)).toBe(0);
  });

  it('replaces a received exchange with a new order for the same customer and items, linked and counted', async () => {
    const { id, orderId } = await makeRequest(t.db, 'exchange', 'received', 5);
    const orderCounts = await readStatusCounts(t.db, 'order', ORDER_STATUSES);
    const exchangeCounts = await readStatusCounts(t.db, 'exchange', RETURN_STATUSES);
    const response = await putAction(t.app, token, 'replace', id, { version: 1 });
    expect(response.statusCode).toBe(200);
    const replacement = response.json().output.replacementOrder as { id: number; orderNo: string };
    expect(replacement.orderNo).toBe(`ORD${String(replacement.id).padStart(8, '0')}`);
    const [original, copy] = [orderId, replacement.id].map(
      (o) =>
        sql`select string_agg(concat_ws('|', product_id, quantity), ',' order by id) as v from order_items where order_id = ${o}`,
    );
    expect(await scalar(t.db, copy)).toBe(await scalar(t.db, original));
    // Sent at no charge: the original order carries the sale, so revenue does not count the exchange twice.
    expect(
      await scalar(
        t.db,
        sql`select (total = 0 and not exists (select 1 from order_items where order_id = ${replacement.id} and line_total <> 0)) as v from orders where id = ${replacement.id}`,
      ),
    ).toBe(true);
    expect(
      await scalar(
        t.db,
        sql`select (customer_id = (select customer_id from orders where id = ${orderId}) and replaces_order_id = ${orderId} and status = 'New Order') as v from orders where id = ${replacement.id}`,
      ),
    ).toBe(true);
    expect(await scalar(t.db, sql`select replacement_order_id::int as v from returns where id = ${id}`)).toBe(
      replacement.id,
    );
    const orderNo = await scalar<string>(t.db, sql`select order_no as v from orders where id = ${orderId}`);
    expect(
      await scalar(
        t.db,
        sql`select note as v from order_events where order_id = ${replacement.id} and kind = 'created'`,
      ),
    ).toBe(`Replacement for ${orderNo}`);
    expect((await readStatusCounts(t.db, 'order', ORDER_STATUSES))['New Order']).toBe(orderCounts['New Order'] + 1);
    const after = await readStatusCounts(t.db, 'exchange', RETURN_STATUSES);
    expect([after.replaced, after.received]).toEqual([exchangeCounts.replaced + 1, exchangeCounts.received - 1]);
    const detail = (await getWithToken(t.app, RETURN_API.detail(id), token)).json().output as ReturnDetail;
    expect(detail.replacementOrder).toEqual({ id: replacement.id, orderNo: replacement.orderNo, status: 'New Order' });
    // The replacement is a new order to ship: everyone who processes orders is notified, no one else.
    expect(
      await scalar(
        t.db,
        sql`select string_agg(u.username, ',' order by u.username) as v from notifications n join portal_users u on u.id = n.user_id
      where n.kind = 'newOrder' and n.record_id = ${String(replacement.id)}`,
      ),
    ).toBe('admin,orders');
  });
});
