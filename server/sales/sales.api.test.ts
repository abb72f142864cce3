import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SALES_MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { SALES_API, type SalesReport } from '../../contract/sales/sales';
import { queryRows } from '../db/transaction';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';
import { parseCsv } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { shopRange } from './sales-report';

const DAY_MS = 86_400_000;
/** The shop's calendar day `days` from today (Asia/Kolkata, UTC+05:30). */
const shopDay = (days: number) => new Date(Date.now() + 330 * 60_000 + days * DAY_MS).toISOString().slice(0, 10);
const qs = (q: Record<string, string>) => `${SALES_API.report}?${new URLSearchParams(q)}`;
/** Sold orders in a range of shop days, written independently of the service (the zone by name). */
const SOLD = (
  from: string,
  to: string,
) => sql`from orders o where o.status not in ('Cancel by Customer', 'Cancel by Company')
  and (o.created_at at time zone 'Asia/Kolkata')::date between ${from}::date and ${to}::date`;

describe.each(ENGINES)('sales report on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const from = shopDay(-30);
  const to = shopDay(0);
  const report = async (q: Record<string, string>) => {
    const response = await getWithToken(t.app, qs(q), token);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().output as SalesReport;
  };
  const truth = async () =>
    (
      await queryRows<{ orders: string | number; revenue: string; units: string | number }>(
        t.db,
        sql`
    select count(*) as orders, coalesce(sum(o.total), 0)::text as revenue,
      coalesce((select sum(oi.quantity) from order_items oi where oi.order_id in (select o.id ${SOLD(from, to)})), 0) as units ${SOLD(from, to)}`,
      )
    )[0];

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 300 });
    token = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  it('totals by day equal a direct SQL sum over the same shop days, with a row for every day', async () => {
    const byDay = await report({ from, to, groupBy: 'day' });
    const expected = await truth();
    expect(Number(expected.orders)).toBeGreaterThan(10);
    expect(byDay.totals).toEqual({
      orders: Number(expected.orders),
      units: Number(expected.units),
      revenue: Number(expected.revenue).toFixed(2),
    });
    expect(byDay.rows.map((r) => r.key)).toHaveLength(31);
    const perDay = await queryRows<{ day: string; n: string | number; revenue: string }>(
      t.db,
      sql`
      select to_char((o.created_at at time zone 'Asia/Kolkata')::date, 'YYYY-MM-DD') as day, count(*) as n, sum(o.total)::text as revenue ${SOLD(from, to)} group by 1`,
    );
    for (const d of perDay)
      expect(byDay.rows.find((r) => r.key === d.day)).toMatchObject({ orders: Number(d.n), revenue: d.revenue });
  });

  it('gives the same revenue, units and order count grouped by product or by category', async () => {
    const byDay = await report({ from, to, groupBy: 'day' });
    for (const groupBy of ['product', 'category']) {
      const grouped = await report({ from, to, groupBy });
      expect(grouped.totals, groupBy).toEqual(byDay.totals);
      expect(grouped.rows.length).toBeGreaterThan(0);
      expect(grouped.rows.every((r) => r.label.length > 0)).toBe(true);
    }
  });

  it('leaves cancelled orders out', async () => {
    const before = await report({ from, to, groupBy: 'day' });
    const [order] = await queryRows<{ id: number; total: string }>(
      t.db,
      sql`select o.id, o.total::text as total ${SOLD(from, to)} and o.total > 0 order by o.id limit 1`,
    );
    await t.db.execute(sql`update orders set status = 'Cancel by Company' where id = ${order.id}`);
    const after = await report({ from, to, groupBy: 'day' });
    expect(after.totals.orders).toBe(before.totals.orders - 1);
    expect(Number(after.totals.revenue)).toBeCloseTo(Number(before.totals.revenue) - Number(order.total), 2);
  });

  it('counts an order at shop midnight in that day, and one a second earlier in the day before', async () => {
    const day = shopDay(-10);
    const { start } = shopRange(day, day);
    const orders = await queryRows<{ id: number }>(t.db, sql`select o.id ${SOLD(from, to)} order by o.id desc limit 2`);
    await t.db.execute(
      sql`update orders set created_at = ${start.toISOString()}::timestamptz where id = ${orders[0].id}`,
    );
    await t.db.execute(
      sql`update orders set created_at = ${new Date(start.getTime() - 1000).toISOString()}::timestamptz where id = ${orders[1].id}`,
    );
    const countOn = async (d: string) =>
      Number((await queryRows<{ n: string | number }>(t.db, sql`select count(*) as n ${SOLD(d, d)}`))[0].n);
    const only = await report({ from: day, to: day });
    expect(only.totals.orders).toBe(await countOn(day));
    const before = shopDay(-11);
    expect((await report({ from: before, to: before })).totals.orders).toBe(await countOn(before));
  });

  it('exports the same rows as CSV with a header and a byte-order mark', async () => {
    const json = await report({ from, to, groupBy: 'product' });
    const response = await getWithToken(t.app, qs({ from, to, groupBy: 'product', format: 'csv' }), token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="sales-product-${from}-to-${to}.csv"`);
    expect(response.body.startsWith('\uFEFFID,Product,Orders,Units,Revenue')).toBe(true);
    const [, ...lines] = parseCsv(response.body);
    expect(lines).toEqual(json.rows.map((r) => [r.key, r.label, String(r.orders), String(r.units), r.revenue]));
  });

  it('answers 400 for a missing, impossible, reversed or too long range', async () => {
    const cases: [Record<string, string>, Record<string, string>][] = [
      [{ to }, { from: VALIDATION.required }],
      [{ from: '2026-02-30', to }, { from: SALES_MESSAGES.invalidDay }],
      [{ from: to, to: from }, { to: MESSAGES.endBeforeStart }],
      [{ from: '2025-01-01', to: '2026-01-02' }, { to: SALES_MESSAGES.rangeTooLong(366) }],
      [{ from, to, groupBy: 'week' }, { groupBy: expect.any(String) as never }],
    ];
    for (const [q, expected] of cases) {
      const response = await getWithToken(t.app, qs(q), token);
      expect(response.statusCode, JSON.stringify(q)).toBe(400);
      expect(Object.fromEntries(errorBody(response).errors.map((e) => [e.field, e.message]))).toEqual(expected);
    }
    expect((await getWithToken(t.app, qs({ from: '2024-01-01', to: '2024-12-31' }), token)).statusCode).toBe(200);
  });

  it('refuses the catalogue user with 403', async () => {
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    expect((await getWithToken(t.app, qs({ from, to }), catalogue)).statusCode).toBe(403);
  });
});
