import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '../../contract/orders/order-processing';
import { MESSAGES } from '../../contract/platform/messages';
import type { OrderStatusCounts } from '../../contract/orders/order-processing';
import { ORDER_ACTION_REASONS } from '../../contract/orders/order-status';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';
import { act, groupByCounts, orderIds, putOrderInto } from './order-test-support';

describe.each(ENGINES)('concurrent order actions on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  let admin: string;
  const counts = async () =>
    (await getWithToken(t.app, ORDER_API.statusDetails, orders)).json().output as OrderStatusCounts;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('lets exactly one of two staff acting on the same version win; the other gets the stale-version 409', async () => {
    const [id] = await orderIds(t.db, 1, 0);
    const version = await putOrderInto(t.db, id, { status: 'New Order' });
    const [a, b] = await Promise.all([
      act(t.app, orders, 'order.proceedToShipping', id, { version }),
      act(t.app, admin, 'order.cancelByCompany', id, { version, reason: 'Duplicate order' }),
    ]);
    expect([a.statusCode, b.statusCode].toSorted()).toEqual([200, 409]);
    expect(errorBody(a.statusCode === 409 ? a : b).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    const events = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from order_events where order_id = ${id}`,
    );
    expect(events[0].n).toBe(1);
  });

  it('applies ten concurrent requests with one Idempotency-Key once and answers all of them alike', async () => {
    const [id] = await orderIds(t.db, 1, 1);
    const version = await putOrderInto(t.db, id, { status: 'Pending' });
    const before = await counts();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => act(t.app, orders, 'order.accept', id, { version }, 'accept-key-0001')),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(responses.map((r) => JSON.stringify(r.json().output))).size).toBe(1);
    const [row] = await queryRows<{ version: number; events: number }>(
      t.db,
      sql`select version,
      (select count(*)::int from order_events where order_id = ${id}) as events from orders where id = ${id}`,
    );
    expect(row).toEqual({ version: version + 1, events: 1 });
    const after = await counts();
    expect(after.counts.Pending).toBe(before.counts.Pending - 1);
    expect(after.counts['New Order']).toBe(before.counts['New Order'] + 1);
    expect(after.total).toBe(before.total);
    // The same key on another order is a different request: refused.
    const [other] = await orderIds(t.db, 1, 2);
    expect((await act(t.app, orders, 'order.accept', other, undefined, 'accept-key-0001')).statusCode).toBe(422);
  });

  const stepsOf = async (id: number, action: string) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from order_events where order_id = ${id} and action = ${action}`,
      )
    )[0].n;

  it('applies 100 concurrent schedule-pickups sent without a version once; the rest hear the pickup is already scheduled', async () => {
    const [id] = await orderIds(t.db, 1, 3);
    const version = await putOrderInto(t.db, id, { status: 'Processing', courier: true });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => act(t.app, orders, 'order.schedulePickup', id)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode !== 200);
    expect(new Set(refused.map((r) => `${r.statusCode} ${errorBody(r).errors[0].message}`))).toEqual(
      new Set([`409 ${ORDER_ACTION_REASONS.pickupAlreadyScheduled}`]),
    );
    expect(await stepsOf(id, 'order.schedulePickup')).toBe(1);
    const [row] = await queryRows<{ version: number }>(t.db, sql`select version from orders where id = ${id}`);
    expect(row.version).toBe(version + 1);
  });

  it('generates one label with one AWB number for 30 concurrent generate-label requests', async () => {
    const [id] = await orderIds(t.db, 1, 4);
    await putOrderInto(t.db, id, { status: 'Processing', courier: true, pickup: true });
    const awbBefore = (
      await queryRows<{ n: string }>(t.db, sql`select next_number::text as n from prefix_settings where type = 'awb'`)
    )[0].n;
    const responses = await Promise.all(
      Array.from({ length: 30 }, () => act(t.app, orders, 'order.generateLabel', id)),
    );
    expect(responses.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(29);
    expect(errorBody(responses.find((r) => r.statusCode === 409)!).errors[0].message).toBe(
      ORDER_ACTION_REASONS.labelAlreadyGenerated,
    );
    expect(await stepsOf(id, 'order.generateLabel')).toBe(1);
    const awbAfter = (
      await queryRows<{ n: string }>(t.db, sql`select next_number::text as n from prefix_settings where type = 'awb'`)
    )[0].n;
    // One number taken from the AWB prefix (refused attempts give theirs back): the partner was asked once.
    expect(BigInt(awbAfter) - BigInt(awbBefore)).toBe(1n);
    const [doc] = await queryRows<{ awb_no: string; order_awb: string }>(
      t.db,
      sql`select d.awb_no, o.awb_no as order_awb from order_documents d join orders o on o.id = d.order_id where d.order_id = ${id}`,
    );
    expect(doc.awb_no).toBe(doc.order_awb);
  });

  it('keeps status-details equal to a GROUP BY over orders after a mix of actions', async () => {
    const ids = await orderIds(t.db, 12, 10);
    for (const [i, id] of ids.entries()) await putOrderInto(t.db, id, { status: i % 2 ? 'Pending' : 'New Order' });
    await Promise.all(
      ids.map((id, i) =>
        i % 3 === 0
          ? act(t.app, orders, 'order.cancelByCustomer', id, { reason: 'Changed mind' })
          : act(t.app, orders, i % 2 ? 'order.accept' : 'order.proceedToShipping', id),
      ),
    );
    await Promise.all(ids.slice(0, 4).map((id) => act(t.app, orders, 'order.proceedToShipping', id)));
    const { counts: byStatus, total } = await counts();
    const expected = await groupByCounts(t.db);
    expect(Object.fromEntries(Object.entries(byStatus).filter(([, n]) => n > 0))).toEqual(expected);
    expect(total).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
  });

  it('refuses status-details to a user without order access', async () => {
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    expect((await getWithToken(t.app, ORDER_API.statusDetails, catalogue)).statusCode).toBe(403);
  });
});
