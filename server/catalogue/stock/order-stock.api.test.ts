/**
 * Orders and returns move stock through the ledger exactly once: a cancellation retried ten times (and by a
 * bulk job) puts its items back once, a received return restocks once, and twenty requests at once mixing
 * hand adjustments and cancellations on the same variants leave every stock equal to its ledger.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '../../../contract/orders/order-processing';
import type { BulkJob } from '../../../contract/orders/order-processing';
import { getWithToken, postJson, signInAs } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { act, putOrderInto } from '../../orders/order-test-support';
import { putAction } from '../../returns/test-fixtures';
import { queryRows } from '../../db/transaction';
import { adjust, expectLedgerBacksStock, ledgerRows, ordersThatTookStock, stockOf } from './stock-test-support';

const CANCEL = { reason: 'Customer changed their mind' };

describe.each(ENGINES)('orders and returns moving stock on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 80 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const stocks = async (variants: Iterable<number>) =>
    new Map(await Promise.all([...variants].map(async (v) => [v, (await stockOf(t.db, v)).stock] as const)));

  it("puts a cancelled order's items back once, however often the cancel is retried", async () => {
    const [{ orderId, taken }] = await ordersThatTookStock(t.db, 1);
    await putOrderInto(t.db, orderId, { status: 'New Order' });
    const before = await stocks(taken.keys());
    const answers = [];
    for (let i = 0; i < 10; i++)
      answers.push(
        (await act(t.app, token, 'order.cancelByCompany', orderId, CANCEL, i % 2 ? 'cancel-retry-1' : undefined))
          .statusCode,
      );
    expect(answers.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(answers.every((s) => s === 200 || s === 409)).toBe(true);
    for (const [variant, units] of taken)
      expect((await stockOf(t.db, variant)).stock).toBe(before.get(variant)! + units);
    expect(await ledgerRows(t.db, sql`reason = 'cancellation' and order_id = ${orderId}`)).toBe(taken.size);
    await expectLedgerBacksStock(t.db);
  });

  it('restocks once when a bulk job cancels, and a second job finds nothing to move', async () => {
    const picked = await ordersThatTookStock(t.db, 3, 5);
    for (const { orderId } of picked) await putOrderInto(t.db, orderId, { status: 'Pending' });
    const ids = picked.map((p) => p.orderId);
    const rows = async () =>
      ledgerRows(t.db, sql`reason = 'cancellation' and order_id = any(${sql.param(ids)}::bigint[])`);
    for (let run = 0; run < 2; run++) {
      const started = await postJson(
        t.app,
        ORDER_API.bulk,
        { action: 'order.cancelByCustomer', ids, ...CANCEL },
        { token },
      );
      expect(started.statusCode, started.body).toBe(202);
      const id = started.json().output.id as string;
      for (let i = 0; i < 400; i++) {
        if (((await getWithToken(t.app, ORDER_API.bulkJob(id), token)).json().output as BulkJob).status === 'finished')
          break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    expect(await rows()).toBe(picked.reduce((n, p) => n + p.taken.size, 0));
    await expectLedgerBacksStock(t.db);
  });

  it('restocks a received return once, naming the return', async () => {
    const [{ orderId, taken }] = await ordersThatTookStock(t.db, 1, 12);
    await putOrderInto(t.db, orderId, { status: 'Delivered' });
    const [{ id }] = await queryRows<{ id: number }>(
      t.db,
      sql`insert into returns (order_id, kind, status, reason, amount)
      values (${orderId}, 'return', 'approved', 'Size does not fit', 100) returning id::int as id`,
    );
    const before = await stocks(taken.keys());
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => putAction(t.app, token, 'receive', id, {}, 'receive-once')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await putAction(t.app, token, 'receive', id, {})).statusCode).toBe(409);
    for (const [variant, units] of taken)
      expect((await stockOf(t.db, variant)).stock).toBe(before.get(variant)! + units);
    expect(await ledgerRows(t.db, sql`reason = 'return' and return_id = ${id}`)).toBe(taken.size);
    await expectLedgerBacksStock(t.db);
  });

  it("keeps a product's stock total right when its variants are adjusted at once (each move sees the others)", async () => {
    const [product] = await queryRows<{ id: number }>(
      t.db,
      sql`select product_id as id from product_variants group by product_id order by count(*) desc, product_id limit 1`,
    );
    const variants = (
      await queryRows<{ id: number }>(
        t.db,
        sql`select id from product_variants where product_id = ${product.id} order by id`,
      )
    ).map((v) => v.id);
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(
        variants.flatMap((variantId) =>
          [1, 2, 3, 4].map((delta) => adjust(t.app, token, { variantId, delta, reason: 'received' })),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
      await expectLedgerBacksStock(t.db);
    }
  });

  it('keeps every stock equal to its ledger under twenty requests at once mixing adjustments and cancellations', async () => {
    const picked = await ordersThatTookStock(t.db, 8, 20);
    for (const { orderId } of picked) await putOrderInto(t.db, orderId, { status: 'New Order' });
    const variants = [...new Set(picked.flatMap((p) => [...p.taken.keys()]))];
    const before = await stocks(variants);
    // Requests 0, 1, 5, 6, 10, 11, 15, 16 cancel (orders 0–3, 5–7; order 0 twice); the rest add 3 or take 1.
    type Step = { cancel: (typeof picked)[number] } | { variantId: number; delta: number };
    const plan = Array.from(
      { length: 20 },
      (_, i): Step =>
        i % 5 < 2 ? { cancel: picked[i % 8] } : { variantId: variants[i % variants.length], delta: i % 2 ? 3 : -1 },
    );
    const answers = await Promise.all(
      plan.map((step) =>
        'cancel' in step
          ? act(t.app, token, 'order.cancelByCompany', step.cancel.orderId, CANCEL)
          : adjust(t.app, token, {
              variantId: step.variantId,
              delta: step.delta,
              reason: step.delta > 0 ? 'received' : 'damaged',
            }),
      ),
    );
    expect(answers.filter((a) => a.statusCode >= 500).map((a) => a.body)).toEqual([]);
    await expectLedgerBacksStock(t.db);
    const expected = new Map(before);
    plan.forEach((step, i) => {
      if (answers[i].statusCode !== 200) return;
      if ('cancel' in step) for (const [v, units] of step.cancel.taken) expected.set(v, expected.get(v)! + units);
      else expected.set(step.variantId, expected.get(step.variantId)! + step.delta);
    });
    expect(await stocks(variants)).toEqual(expected);
    const cancelledOrders = new Set(plan.flatMap((step) => ('cancel' in step ? [step.cancel.orderId] : [])));
    expect(answers.filter((a, i) => 'cancel' in plan[i] && a.statusCode === 200)).toHaveLength(cancelledOrders.size);
    expect(
      await ledgerRows(
        t.db,
        sql`reason = 'cancellation' and order_id = any(${sql.param([...cancelledOrders])}::bigint[])`,
      ),
    ).toBe([...cancelledOrders].reduce((n, id) => n + picked.find((p) => p.orderId === id)!.taken.size, 0));
  });
});
