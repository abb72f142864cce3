import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { lifecycleInputOf, ORDER_ACTION_EVENTS, type OrderActionResult } from '../../contract/orders/order-processing';
import { applyAction, unavailableReason } from '../../machines/orders/order-lifecycle';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, signInAs } from '../test-support/requests';
import { act, orderIds, putOrderInto, type OrderSetup } from './order-test-support';

/** Every status, and Processing at each shipping stage. */
const SETUPS: OrderSetup[] = [
  { status: 'Pending' },
  { status: 'New Order' },
  { status: 'Processing' },
  { status: 'Processing', courier: true },
  { status: 'Processing', courier: true, pickup: true },
  { status: 'Processing', courier: true, pickup: true, label: true },
  { status: 'Shipped', courier: true, pickup: true, label: true },
  { status: 'Delivered', courier: true, pickup: true, label: true },
  { status: 'Cancel by Customer' },
  { status: 'Cancel by Company' },
  // Payment: an online payment in progress or failed holds the order; cash on delivery does not.
  { status: 'Pending', payment: { status: 'in-progress', method: 'Card' } },
  { status: 'Pending', payment: { status: 'failed', method: 'UPI' } },
  { status: 'Pending', payment: { status: 'in-progress', method: 'COD' } },
  { status: 'New Order', payment: { status: 'in-progress', method: 'NetBanking' } },
  { status: 'Processing', courier: true, pickup: true, label: true, payment: { status: 'failed', method: 'Card' } },
  { status: 'Processing', courier: true, pickup: true, label: true, payment: { status: 'in-progress', method: 'COD' } },
];
const inputOf = (s: OrderSetup) =>
  lifecycleInputOf({
    status: s.status,
    courierName: s.courier ? 'x' : null,
    pickupAt: s.pickup ? 'x' : null,
    labelGeneratedAt: s.label ? 'x' : null,
    paymentStatus: s.payment?.status ?? 'success',
    paymentMethod: s.payment?.method ?? 'Card',
  });

describe.each(ENGINES)('order actions on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  it('allows exactly what the lifecycle allows from every status, moving to its next status or answering 409 with the reason', async () => {
    const ids = await orderIds(t.db, SETUPS.length);
    for (const [i, setup] of SETUPS.entries()) {
      for (const action of ORDER_ACTION_EVENTS) {
        const version = await putOrderInto(t.db, ids[i], setup);
        const response = await act(t.app, orders, action, ids[i], { version, reason: 'Test reason' });
        const next = applyAction(inputOf(setup), action);
        const [row] = await queryRows<{ status: string; version: number }>(
          t.db,
          sql`select status, version from orders where id = ${ids[i]}`,
        );
        if (next) {
          expect(response.statusCode, `${action} from ${JSON.stringify(setup)}`).toBe(200);
          expect(row).toEqual({ status: next.status, version: version + 1 });
        } else {
          expect(response.statusCode, `${action} from ${JSON.stringify(setup)}`).toBe(409);
          expect(errorBody(response).errors).toEqual([{ message: unavailableReason(inputOf(setup), action) }]);
          expect(row).toEqual({ status: setup.status, version });
        }
      }
    }
  });

  it('walks an order from Pending to Delivered, filling courier, pickup, AWB and label on the way', async () => {
    const [id] = await orderIds(t.db, 1, 20);
    await putOrderInto(t.db, id, { status: 'Pending' });
    let last: OrderActionResult | undefined;
    for (const action of [
      'order.accept',
      'order.proceedToShipping',
      'order.assignCourier',
      'order.schedulePickup',
    ] as const) {
      const response = await act(t.app, orders, action, id);
      expect(response.statusCode).toBe(200);
      last = response.json().output;
    }
    expect(last!.order).toMatchObject({
      status: 'Processing',
      courierName: 'Demo Shop',
      awbNo: null,
      labelGeneratedAt: null,
    });
    // 10:00 in India is 04:30 UTC, on a day after today.
    expect(last!.order.pickupAt).toMatch(/T04:30:00\.000Z$/);
    expect(new Date(last!.order.pickupAt!).getTime()).toBeGreaterThan(Date.now());
    const label = await act(t.app, orders, 'order.generateLabel', id);
    expect(label.headers['content-type']).toBe('application/pdf');
    expect((await act(t.app, orders, 'order.markShipped', id)).json().output.order).toMatchObject({
      status: 'Shipped',
      awbNo: expect.stringMatching(/^AWB\d+$/),
    });
    const delivered = (await act(t.app, orders, 'order.markDelivered', id)).json().output as OrderActionResult;
    expect(delivered.order.status).toBe('Delivered');
    expect(delivered.event).toMatchObject({
      kind: 'action',
      action: 'order.markDelivered',
      label: 'Mark as delivered',
      fromStatus: 'Shipped',
      toStatus: 'Delivered',
      actorName: expect.any(String),
    });
  });

  it('needs a reason to cancel (400 on reason) and keeps it in the timeline with who, when, from and to', async () => {
    const [id] = await orderIds(t.db, 1, 21);
    await putOrderInto(t.db, id, { status: 'New Order' });
    for (const body of [undefined, {}, { reason: '   ' }]) {
      const response = await act(t.app, orders, 'order.cancelByCustomer', id, body);
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual([{ field: 'reason', message: VALIDATION.required }]);
    }
    const before = Date.now();
    const response = await act(t.app, orders, 'order.cancelByCompany', id, { reason: 'Out of stock' });
    expect(response.statusCode).toBe(200);
    const { event } = response.json().output as OrderActionResult;
    expect(event).toMatchObject({
      kind: 'action',
      action: 'order.cancelByCompany',
      label: 'Cancel order',
      fromStatus: 'New Order',
      toStatus: 'Cancel by Company',
      note: 'Out of stock',
    });
    expect(new Date(event.createdAt).getTime()).toBeGreaterThanOrEqual(before - 5000);
    const [stored] = await queryRows<{ actor_id: number; actor_name: string }>(
      t.db,
      sql`select actor_id, actor_name from order_events where id = ${event.id}`,
    );
    const [user] = await queryRows<{ id: number; name: string }>(
      t.db,
      sql`select id, name from portal_users where username = 'orders'`,
    );
    expect(stored).toEqual({ actor_id: user.id, actor_name: user.name });
  });

  it('answers 409 to a stale version and 404 to an unknown order', async () => {
    const [id] = await orderIds(t.db, 1, 22);
    const version = await putOrderInto(t.db, id, { status: 'Pending' });
    const stale = await act(t.app, orders, 'order.accept', id, { version: version - 1 });
    expect(stale.statusCode).toBe(409);
    expect(errorBody(stale).errors).toEqual([{ message: MESSAGES.staleVersion }]);
    expect((await act(t.app, orders, 'order.accept', 99_999_999)).statusCode).toBe(404);
  });

  it('refuses a malformed Idempotency-Key with 400 and applies nothing', async () => {
    const [id] = await orderIds(t.db, 1, 24);
    const version = await putOrderInto(t.db, id, { status: 'Pending' });
    const response = await act(t.app, orders, 'order.accept', id, { version }, 'bad key!');
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors[0].field).toBe('idempotency-key');
    const [row] = await queryRows<{ version: number }>(t.db, sql`select version from orders where id = ${id}`);
    expect(row.version).toBe(version);
  });

  it('lets only staff with orders.order.edit act', async () => {
    const [id] = await orderIds(t.db, 1, 23);
    await putOrderInto(t.db, id, { status: 'Pending' });
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    expect((await act(t.app, catalogue, 'order.accept', id)).statusCode).toBe(403);
    expect((await act(t.app, 'not-a-token', 'order.accept', id)).statusCode).toBe(401);
    expect((await act(t.app, orders, 'order.accept', id)).statusCode).toBe(200);
  });
});
