import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '../../contract/orders/order-processing';
import { MESSAGES } from '../../contract/platform/messages';
import type { BulkActionRequest, BulkJob } from '../../contract/orders/order-processing';
import { ORDER_ACTION_REASONS } from '../../contract/orders/order-status';
import { buildApp } from '../app';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, testConfig, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { act, orderIds, putOrderInto } from './order-test-support';

describe.each(ENGINES)('bulk order actions on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 40 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  const start = async (body: BulkActionRequest) => {
    const response = await postJson(t.app, ORDER_API.bulk, body, { token: orders });
    expect(response.statusCode).toBe(202);
    return response.json().output.id as string;
  };
  const finished = async (id: string): Promise<BulkJob> => {
    for (let i = 0; i < 200; i++) {
      const job = (await getWithToken(t.app, ORDER_API.bulkJob(id), orders)).json().output as BulkJob;
      if (job.status === 'finished') return job;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`bulk job ${id} did not finish`);
  };
  const actionEvents = async (ids: number[]) =>
    (
      await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from order_events where kind = 'action' and order_id in ${sql.raw(`(${ids.join(',')})`)}`,
      )
    )[0].n;

  it("reports each order's outcome in the order chosen: done, or not allowed with the lifecycle's reason", async () => {
    const ids = await orderIds(t.db, 5, 0);
    for (const id of ids) await putOrderInto(t.db, id, { status: 'Pending' });
    await putOrderInto(t.db, ids[2], { status: 'Delivered' });
    const chosen = ids.toReversed();
    const job = await finished(await start({ action: 'order.accept', ids: chosen }));
    expect(job).toMatchObject({
      action: 'order.accept',
      total: 5,
      tally: { pending: 0, done: 4, not_allowed: 1, failed: 0 },
    });
    expect(job.items.map((i) => i.orderId)).toEqual(chosen);
    expect(job.items.find((i) => i.orderId === ids[2])).toMatchObject({
      outcome: 'not_allowed',
      message: ORDER_ACTION_REASONS.wrongStatus('Accept order', 'Delivered'),
      attempts: 1,
    });
    expect(job.items.every((i) => /^ORD\d+$/.test(i.orderNo))).toBe(true);
    const statuses = await queryRows<{ status: string }>(
      t.db,
      sql`select status from orders where id in ${sql.raw(`(${ids.join(',')})`)} order by id`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['New Order', 'New Order', 'Delivered', 'New Order', 'New Order']);
  });

  it('marks orders failed when the action breaks, retries only those, and never applies an action twice (also on resume)', async () => {
    const ids = await orderIds(t.db, 4, 10);
    for (const id of ids) await putOrderInto(t.db, id, { status: 'Processing' });
    await putOrderInto(t.db, ids[3], { status: 'Processing', courier: true, pickup: true });
    await t.db.execute(sql`update shop_settings set value = '"nobody"' where key = 'deliveryPartner'`);
    const single = await act(t.app, orders, 'order.assignCourier', ids[0]);
    expect(single.statusCode).toBe(500);
    expect(errorBody(single).errors).toEqual([{ message: MESSAGES.technicalError }]);
    const id = await start({ action: 'order.assignCourier', ids });
    const failed = await finished(id);
    expect(failed.tally).toEqual({ pending: 0, done: 0, not_allowed: 1, failed: 3 });
    expect(failed.items.filter((i) => i.outcome === 'failed').every((i) => i.message === MESSAGES.technicalError)).toBe(
      true,
    );

    await t.db.execute(sql`update shop_settings set value = '"self"' where key = 'deliveryPartner'`);
    expect((await postJson(t.app, ORDER_API.bulkRetry(id), {}, { token: orders })).statusCode).toBe(202);
    const retried = await finished(id);
    expect(retried.tally).toEqual({ pending: 0, done: 3, not_allowed: 1, failed: 0 });
    expect(retried.items.find((i) => i.orderId === ids[0])).toMatchObject({
      outcome: 'done',
      attempts: 2,
      message: null,
    });
    expect(retried.items.find((i) => i.orderId === ids[3])).toMatchObject({
      outcome: 'not_allowed',
      attempts: 1,
      message: ORDER_ACTION_REASONS.pickupAlreadyScheduled,
    });
    expect(await actionEvents(ids)).toBe(3);

    // A crash after the actions but before their outcomes were written: a restart resumes and replays by key.
    await t.db.execute(sql`update bulk_job_items set outcome = 'pending', message = null where job_id = ${id}`);
    await t.db.execute(sql`update bulk_jobs set status = 'running', finished_at = null where id = ${id}`);
    const restarted = await buildApp({ config: testConfig(), db: t.db, engine });
    await restarted.ready();
    const resumed = await finished(id);
    await restarted.close();
    expect(resumed.tally).toEqual({ pending: 0, done: 3, not_allowed: 1, failed: 0 });
    expect(await actionEvents(ids)).toBe(3);
  });

  it('resolves a search to the matching orders, keeps the cancel reason and needs one', async () => {
    const ids = await orderIds(t.db, 3, 20);
    for (const id of ids) await putOrderInto(t.db, id, { status: 'New Order' });
    const criteria = {
      searchCriteriaList: [{ filterKey: 'id', operation: 'eq' as const, value: ids }],
      sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' as const },
    };
    const missing = await postJson(
      t.app,
      ORDER_API.bulk,
      { action: 'order.cancelByCompany', criteria },
      { token: orders },
    );
    expect(errorBody(missing).errors).toEqual([{ field: 'reason', message: 'Value is required' }]);
    const job = await finished(await start({ action: 'order.cancelByCompany', criteria, reason: 'Supplier failed' }));
    expect(job.items.map((i) => [i.orderId, i.outcome])).toEqual(ids.map((id) => [id, 'done']));
    const notes = await queryRows<{ note: string }>(
      t.db,
      sql`select note from order_events where order_id = ${ids[0]} and kind = 'action'`,
    );
    expect(notes).toEqual([{ note: 'Supplier failed' }]);
  });

  it('is for staff who may edit orders; an unknown job is a 404', async () => {
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    expect(
      (await postJson(t.app, ORDER_API.bulk, { action: 'order.accept', ids: [1] }, { token: catalogue })).statusCode,
    ).toBe(403);
    expect(
      (await getWithToken(t.app, ORDER_API.bulkJob('00000000-0000-0000-0000-000000000000'), orders)).statusCode,
    ).toBe(404);
    expect((await getWithToken(t.app, ORDER_API.bulkJob('nope'), orders)).statusCode).toBe(404);
  });
});
