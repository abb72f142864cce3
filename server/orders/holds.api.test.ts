/**
 * Holds (issue 45 §2): an order is put on hold with a reason and released with a note; while held the server refuses
 * its lifecycle actions (alone, batched or in a bulk job) but a cancel, which ends the hold; the On hold and Review
 * counts follow; bulk holds and releases leave the orders they cannot change; the order table filters on the hold.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_MESSAGES, ORDER_HOLD_API, type BulkHoldResult } from '../../contract/orders/order-holds';
import {
  ORDER_API,
  type BulkJob,
  type OrderActionResult,
  type OrderDetail,
  type OrderStatusCounts,
} from '../../contract/orders/order-processing';
import { API_BASE } from '../../contract/platform/api-paths';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { queryRows } from '../db/transaction';
import { countsOffRecount } from '../transfer/test-support/consistency';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { act, orderIds, putOrderInto } from './order-test-support';

describe.each(ENGINES)('order holds on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 30 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  const put = (path: string, body: object, token = orders) =>
    t.app.inject({
      method: 'PUT',
      url: `${API_BASE}${path}`,
      headers: { authorization: `Bearer ${token}` },
      payload: body,
    });
  const detail = async (id: number) =>
    (await getWithToken(t.app, ORDER_API.detail(id), orders)).json().output as OrderDetail;
  const counts = async () =>
    (await getWithToken(t.app, ORDER_API.statusDetails, orders)).json().output as OrderStatusCounts;

  it('holds an order with a reason, refuses its actions but a cancel, and releases it with a note', async () => {
    const [id, other] = await orderIds(t.db, 2);
    let version = await putOrderInto(t.db, id, { status: 'New Order' });
    const before = await counts();
    const held = await put(ORDER_HOLD_API.hold(id), {
      reason: 'Address check',
      note: 'PIN and city disagree',
      version,
    });
    expect(held.statusCode, held.body).toBe(200);
    const result = held.json().output as OrderActionResult;
    expect(result.order).toMatchObject({ holdReason: 'Address check', version: version + 1, status: 'New Order' });
    expect(result.event).toMatchObject({
      kind: 'hold',
      label: 'Put on hold',
      note: 'Address check — PIN and city disagree',
    });
    expect((await detail(id)).hold).toMatchObject({
      reason: 'Address check',
      note: 'PIN and city disagree',
      rules: [],
    });
    expect(await counts()).toMatchObject({ onHold: before.onHold + 1, review: before.review });

    // Its actions are refused with the reason, alone and without a version (the batched path) alike.
    for (const body of [{ version: version + 1 }, {}]) {
      const refused = await act(t.app, orders, 'order.proceedToShipping', id, body);
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused).errors[0].message).toBe(HOLD_MESSAGES.onHold('Address check'));
    }
    // Held twice, released without a note, or with a stale version: refused in words.
    version += 1;
    const twice = await put(ORDER_HOLD_API.hold(id), { reason: 'Other', note: 'again' });
    expect(errorBody(twice).errors[0].message).toBe(HOLD_MESSAGES.alreadyHeld);
    const noNote = await put(ORDER_HOLD_API.release(id), { note: '  ' });
    expect(errorBody(noNote).errors).toEqual([{ field: 'note', message: VALIDATION.required }]);
    const stale = await put(ORDER_HOLD_API.release(id), { note: 'ok', version: version - 1 });
    expect([stale.statusCode, errorBody(stale).errors[0].message]).toEqual([409, MESSAGES.staleVersion]);

    const released = await put(ORDER_HOLD_API.release(id), { note: 'Customer confirmed the address', version });
    expect(released.statusCode, released.body).toBe(200);
    expect((released.json().output as OrderActionResult).order.holdReason).toBeNull();
    expect((await detail(id)).hold).toBeNull();
    expect((await act(t.app, orders, 'order.proceedToShipping', id)).statusCode).toBe(200);
    const again = await put(ORDER_HOLD_API.release(id), { note: 'again' });
    expect(errorBody(again).errors[0].message).toBe(HOLD_MESSAGES.notHeld);
    const timeline = (await detail(id)).timeline.map((e) => e.label);
    expect(timeline.slice(0, 3)).toEqual(['Proceed to shipping', 'Released from hold', 'Put on hold']);

    // A cancel goes ahead on a held order and ends its hold.
    await putOrderInto(t.db, other, { status: 'Pending' });
    await put(ORDER_HOLD_API.hold(other), { reason: 'Suspected fraud' });
    const cancelled = await act(t.app, orders, 'order.cancelByCompany', other, { reason: 'Fraud confirmed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.json().output as OrderActionResult).order).toMatchObject({
      status: 'Cancel by Company',
      holdReason: null,
    });
    expect(await countsOffRecount(t.db)).toEqual([]);
  });

  it('refuses a hold past shipping, an unknown order, a reason not on the list and Other without a note', async () => {
    const [shipped] = await orderIds(t.db, 1, 5);
    await putOrderInto(t.db, shipped, { status: 'Shipped', courier: true, pickup: true, label: true });
    const past = await put(ORDER_HOLD_API.hold(shipped), { reason: 'Stock issue' });
    expect([past.statusCode, errorBody(past).errors[0].message]).toEqual([409, HOLD_MESSAGES.notHoldable]);
    expect((await put(ORDER_HOLD_API.hold(999_999), { reason: 'Stock issue' })).statusCode).toBe(404);
    for (const reason of ['Risk review', 'Bored', 7, null]) {
      const bad = await put(ORDER_HOLD_API.hold(shipped), { reason });
      expect(bad.statusCode, String(reason)).toBe(400);
    }
    const other = await put(ORDER_HOLD_API.hold(shipped), { reason: 'Other' });
    expect(errorBody(other).errors).toEqual([{ field: 'note', message: VALIDATION.required }]);
    const huge = await put(ORDER_HOLD_API.hold(shipped), { reason: 'Other', note: 'x'.repeat(501) });
    expect(huge.statusCode).toBe(400);
  });

  it('holds and releases in bulk, leaving orders it cannot change, and a bulk job reports held orders as not allowed', async () => {
    const ids = await orderIds(t.db, 6, 10);
    for (const id of ids.slice(0, 5)) await putOrderInto(t.db, id, { status: 'New Order' });
    await putOrderInto(t.db, ids[5], { status: 'Delivered', courier: true, pickup: true, label: true });
    await put(ORDER_HOLD_API.hold(ids[0]), { reason: 'Stock issue' });
    const before = await counts();
    const bulk = await postJson(t.app, ORDER_HOLD_API.bulkHold, { ids, reason: 'Customer request' }, { token: orders });
    expect(bulk.json().output as BulkHoldResult).toEqual({ changed: 4, unchanged: 2 });
    expect((await counts()).onHold).toBe(before.onHold + 4);

    // The order table's On hold filter lists them.
    const search = await postJson(
      t.app,
      '/order-details/search',
      {
        pageNumber: 0,
        pageSize: 50,
        searchCriteriaList: [
          { filterKey: 'holdReason', operation: 'eq', value: ['Customer request'] },
          { filterKey: 'id', operation: 'eq', value: ids },
        ],
        sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' },
      },
      { token: orders },
    );
    expect(search.statusCode, search.body).toBe(200);
    const listed = (search.json().output.content as { id: number; holdReason: string }[]).map((r) => r.id);
    expect(listed).toEqual(ids.slice(1, 5));

    // A bulk accept-to-shipping job: the held orders are not allowed, with the hold's reason.
    const job = await postJson(
      t.app,
      ORDER_API.bulk,
      { action: 'order.proceedToShipping', ids: ids.slice(0, 2) },
      { token: orders },
    );
    expect(job.statusCode, job.body).toBe(202);
    const jobId = (job.json().output as { id: string }).id;
    let read = (await getWithToken(t.app, ORDER_API.bulkJob(jobId), orders)).json().output as BulkJob;
    for (let i = 0; i < 200 && read.status !== 'finished'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      read = (await getWithToken(t.app, ORDER_API.bulkJob(jobId), orders)).json().output as BulkJob;
    }
    expect(read.items.map((i) => [i.orderId, i.outcome, i.message])).toEqual([
      [ids[0], 'not_allowed', HOLD_MESSAGES.onHold('Stock issue')],
      [ids[1], 'not_allowed', HOLD_MESSAGES.onHold('Customer request')],
    ]);

    const released = await postJson(
      t.app,
      ORDER_HOLD_API.bulkRelease,
      { ids, note: 'Stock arrived' },
      { token: orders },
    );
    expect(released.json().output as BulkHoldResult).toEqual({ changed: 5, unchanged: 1 });
    const [{ held }] = await queryRows<{ held: number }>(
      t.db,
      sql`select count(*)::int as held from orders where id = any(${sql.param(ids)}::bigint[]) and hold_reason is not null`,
    );
    expect(held).toBe(0);
    expect(await countsOffRecount(t.db)).toEqual([]);
  });

  it('never moves a held order on: a hold racing an action or a cancel ends in one consistent order', async () => {
    const ids = await orderIds(t.db, 8, 22);
    for (const [i, id] of ids.entries()) {
      await putOrderInto(t.db, id, { status: 'New Order' });
      const action = i % 2 ? 'order.proceedToShipping' : 'order.cancelByCompany';
      const [hold, moved] = await Promise.all([
        put(ORDER_HOLD_API.hold(id), { reason: 'Suspected fraud' }),
        act(t.app, orders, action, id, { reason: 'Race' }),
      ]);
      expect([hold.statusCode, moved.statusCode].every((code) => code === 200 || code === 409)).toBe(true);
      const [row] = await queryRows<{ status: string; hold_reason: string | null }>(
        t.db,
        sql`select status, hold_reason from orders where id = ${id}`,
      );
      const events = (await detail(id)).timeline.filter((e) => e.kind !== 'created').map((e) => e.kind);
      if (moved.statusCode === 200 && hold.statusCode === 200) {
        // Proceeding came first and the hold after it; or the hold came first and the cancel, allowed, ended it.
        const expected =
          action === 'order.proceedToShipping'
            ? [{ status: 'Processing', hold_reason: 'Suspected fraud' }, ['action', 'hold']]
            : [{ status: 'Cancel by Company', hold_reason: null }, ['hold', 'action']];
        expect([row, events.toReversed()]).toEqual(expected);
      } else if (hold.statusCode === 200) {
        expect(errorBody(moved).errors[0].message).toBe(HOLD_MESSAGES.onHold('Suspected fraud'));
        expect(row).toEqual({ status: 'New Order', hold_reason: 'Suspected fraud' });
      } else {
        expect(moved.statusCode).toBe(200);
        expect(row.hold_reason).toBeNull();
      }
    }
    expect(await countsOffRecount(t.db)).toEqual([]);
  });

  it('refuses bulk bodies it cannot take: too many ids, both ids and criteria, neither, and wrong types', async () => {
    const bodies = [
      { ids: Array.from({ length: 10_001 }, (_, i) => i + 1), reason: 'Other', note: 'x' },
      { ids: [1], criteria: { searchCriteriaList: [] }, reason: 'Stock issue' },
      { reason: 'Stock issue' },
      { ids: ['1'], reason: 'Stock issue' },
      { ids: [1], reason: 'Stock issue', note: { nested: { deeper: true } } },
      { ids: [-1], reason: 'Stock issue' },
    ];
    for (const body of bodies) {
      const refused = await postJson(t.app, ORDER_HOLD_API.bulkHold, body, { token: orders });
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const release = await postJson(t.app, ORDER_HOLD_API.bulkRelease, { ids: [1] }, { token: orders });
    expect(errorBody(release).errors).toEqual([{ field: 'note', message: VALIDATION.required }]);
  });

  it('lets only users who may edit orders hold them', async () => {
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    const [id] = await orderIds(t.db, 1, 20);
    expect((await put(ORDER_HOLD_API.hold(id), { reason: 'Other', note: 'x' }, 'not-a-token')).statusCode).toBe(401);
    expect((await put(ORDER_HOLD_API.hold(id), { reason: 'Other', note: 'x' }, catalogue)).statusCode).toBe(403);
    const bulk = await postJson(
      t.app,
      ORDER_HOLD_API.bulkHold,
      { ids: [id], reason: 'Other', note: 'x' },
      { token: catalogue },
    );
    expect(bulk.statusCode).toBe(403);
  });
});
