/**
 * The dashboard's sales over time: 30 shop days (Asia/Kolkata), today last, each equal to a plain
 * GROUP BY over the orders, days without orders as zeros, and an order at 23:59 IST on its own day.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import type { DailySales } from '../../contract/dashboard/dashboard';
import { queryRows } from '../db/transaction';
import { dailySales } from './daily-sales';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { getWithToken, signInAs } from '../test-support/requests';

const DAY_MS = 86_400_000;
/** The shop's calendar day of an instant, by the time zone database (not by our own offset arithmetic). */
const kolkataDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(at);

describe.each(ENGINES)('dashboard sales over time on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const summary = async () => (await getWithToken(t.app, DASHBOARD_API.summary, token)).json().output;

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    // Five days ago at 23:59:59.999 and at 00:00 the next day, shop time (IST is UTC+05:30).
    const midnight = Date.parse(`${kolkataDay(new Date(Date.now() - 4 * DAY_MS))}T00:00:00+05:30`);
    for (const [n, at] of [
      [1, midnight - 1],
      [2, midnight],
    ] as const) {
      await t.db.execute(sql`insert into orders (id, order_no, customer_id, status, payment_method, item_count, total, created_at)
        select max(id) + 1, ${`EDGE${n}`}, (select min(id) from customers), 'Delivered', 'UPI', 1, 1000.25, ${new Date(at).toISOString()}::timestamptz
        from orders`);
    }
  });
  afterAll(() => t?.close());

  it('gives each of the last 30 shop days, today last, equal to a plain GROUP BY over the orders', async () => {
    const { salesByDay, todayOrders, todayRevenue } = await summary();
    const days = salesByDay.map((d: DailySales) => d.day);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toBe(kolkataDay(new Date()));
    days.forEach((day: string, i: number) => {
      if (i > 0) expect(Date.parse(day) - Date.parse(days[i - 1])).toBe(DAY_MS);
    });
    const plain = await queryRows<{ day: string; orders: number; revenue: string }>(
      t.db,
      sql`
      select ((created_at at time zone 'Asia/Kolkata')::date)::text as day, count(*)::int as orders,
        coalesce(sum(total) filter (where status not like 'Cancel%'), 0)::numeric(14,2)::text as revenue
      from orders group by 1`,
    );
    const byDay = new Map(plain.map((r) => [r.day, r]));
    expect(salesByDay).toEqual(
      days.map((day: string) => ({
        day,
        orders: Number(byDay.get(day)?.orders ?? 0),
        revenue: byDay.get(day)?.revenue ?? '0.00',
      })),
    );
    expect(salesByDay.reduce((n: number, d: DailySales) => n + d.orders, 0)).toBeGreaterThan(0);
    expect(salesByDay.at(-1)).toEqual({ day: days.at(-1), orders: todayOrders, revenue: todayRevenue });
  });

  it('counts an order at 23:59 IST on its day and one at 00:00 IST on the next', async () => {
    const { salesByDay } = await summary();
    const edgeDays = await queryRows<{ day: string }>(
      t.db,
      sql`
      select ((created_at at time zone 'Asia/Kolkata')::date)::text as day from orders where order_no like 'EDGE%' order by order_no`,
    );
    expect(edgeDays[0].day).not.toBe(edgeDays[1].day);
    const onDay = (day: string) => salesByDay.find((d: DailySales) => d.day === day);
    const [before, after] = await Promise.all(
      edgeDays.map(({ day }) =>
        queryRows<{ n: number }>(
          t.db,
          sql`
      select count(*)::int as n from orders where (created_at at time zone 'Asia/Kolkata')::date = ${day}::date`,
        ),
      ),
    );
    expect(onDay(edgeDays[0].day)?.orders).toBe(before[0].n);
    expect(onDay(edgeDays[1].day)?.orders).toBe(after[0].n);
  });

  it('has every day with zeros where no order was placed', async () => {
    const future = await dailySales(t.db, new Date('2100-01-15T12:00:00Z'));
    expect(future).toHaveLength(30);
    expect(future[0].day).toBe('2099-12-17');
    expect(future.at(-1)?.day).toBe('2100-01-15');
    expect(future.every((d) => d.orders === 0 && d.revenue === '0.00')).toBe(true);
  });
});
