import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../../contract/orders/order-status';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { createTestApp, createTestDatabase, ENGINES, type TestApp } from '../test-support/test-app';
import { shopDayRange } from '../platform/shop-time';
import { seedDemo } from './index';

/** One scalar from a query. */
async function one<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<{ v: T }>(db, query);
  return row.v;
}

/** md5 of the generated shop data (no random salts, no default-now columns), to compare two seeds. */
async function fingerprint(db: Db): Promise<string> {
  return one<string>(
    db,
    sql`select md5(
    (select string_agg(concat_ws('|', id, name, identification_number, hsn, brand, status, completeness), ',' order by id) from products) ||
    (select string_agg(concat_ws('|', id, product_id, sku, price, special_price, stock), ',' order by id) from product_variants) ||
    (select string_agg(concat_ws('|', id, name, email, phone, type, verified, address_line1, area, pincode, city, state, wallet_balance), ',' order by id) from customers) ||
    (select string_agg(concat_ws('|', id, order_no, customer_id, status, payment_status, payment_method, total, extract(epoch from created_at)), ',' order by id) from orders) ||
    (select string_agg(concat_ws('|', order_id, product_id, quantity, unit_price, line_total), ',' order by id) from order_items) ||
    (select string_agg(concat_ws('|', order_id, status, method, amount, transaction_ref), ',' order by id) from payments) ||
    (select string_agg(concat_ws('|', order_id, kind, status, reason, rejection_reason), ',' order by id) from returns) ||
    (select string_agg(concat_ws('|', id, name, percentage, status), ',' order by id) from taxes) ||
    (select string_agg(concat_ws('|', id, zip_code, delivery_charge, free_delivery_amount, status), ',' order by id) from delivery_locations) ||
    (select string_agg(concat_ws('|', id, name, pincode, latitude, longitude, status), ',' order by id) from pickup_locations) ||
    (select string_agg(concat_ws('|', id, name, start_date, end_date, discount_type, discount, max_discount, status), ',' order by id) from promo_codes) ||
    (select string_agg(concat_ws('|', id, subject, customer_id, order_id, status, priority, assignee_id, extract(epoch from created_at)), ',' order by id) from support_tickets) ||
    (select string_agg(concat_ws('|', ticket_id, kind, body, author_id, extract(epoch from created_at)), ',' order by id) from ticket_messages)
  ) as v`,
  );
}

describe.each(ENGINES)('demo data on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('has the company, the three demo users, 200 products and 500 customers', async () => {
    expect(await one(t.db, sql`select name as v from company`)).toBe('Demo Shop');
    expect(await one(t.db, sql`select string_agg(username, ',' order by id) as v from portal_users`)).toBe(
      'admin,orders,catalogue',
    );
    expect(await one(t.db, sql`select count(*)::int as v from products`)).toBe(200);
    expect(await one(t.db, sql`select count(*)::int as v from customers`)).toBe(500);
  });

  it('has GST rates, about 40 delivery pincodes, 6 pickup locations and 30 promo codes over, running and upcoming', async () => {
    expect(
      await one(t.db, sql`select string_agg(name, ',' order by percentage) as v from taxes where status = 'Active'`),
    ).toBe('GST 0%,GST 3%,GST 5%,GST 12%,GST 18%,GST 28%');
    expect(
      await one(t.db, sql`select count(*)::int as v from delivery_locations where zip_code ~ '^[1-9][0-9]{5}$'`),
    ).toBe(40);
    expect(await one(t.db, sql`select count(*)::int as v from pickup_locations`)).toBe(6);
    // The seed's today (a run's template may have been seeded before the shop's midnight).
    const today = sql`(${t.seededAt.toISOString()}::timestamptz at time zone 'Asia/Kolkata')::date`;
    const phases = await queryRows<{ over: number; running: number; upcoming: number }>(
      t.db,
      sql`select
      count(*) filter (where end_date < ${today})::int as over,
      count(*) filter (where start_date <= ${today} and end_date >= ${today})::int as running,
      count(*) filter (where start_date > ${today})::int as upcoming from promo_codes`,
    );
    expect(phases[0]).toEqual({ over: 10, running: 10, upcoming: 10 });
  });

  it('has orders in every status and payments in every status', async () => {
    const orderStatuses = await queryRows<{ status: string }>(t.db, sql`select distinct status from orders`);
    expect(orderStatuses.map((r) => r.status).toSorted()).toEqual([...ORDER_STATUSES].toSorted());
    const paymentStatuses = await queryRows<{ status: string }>(t.db, sql`select distinct status from payments`);
    expect(paymentStatuses.map((r) => r.status).toSorted()).toEqual([...PAYMENT_STATUSES].toSorted());
  });

  it('spreads orders over the last 90 days, some of them today', async () => {
    // As of the seed's moment (a run's template may have been seeded before the shop's midnight).
    const seededAt = sql`${t.seededAt.toISOString()}::timestamptz`;
    expect(await one(t.db, sql`select (min(created_at) > ${seededAt} - interval '91 days') as v from orders`)).toBe(
      true,
    );
    expect(await one(t.db, sql`select (max(created_at) <= ${seededAt}) as v from orders`)).toBe(true);
    expect(
      await one<number>(
        t.db,
        sql`select count(*)::int as v from orders
      where created_at >= ${shopDayRange(t.seededAt).start.toISOString()}::timestamptz`,
      ),
    ).toBeGreaterThan(0);
  });

  it('keeps totals, items and payments consistent', async () => {
    expect(
      await one(
        t.db,
        sql`select count(*)::int as v from orders o
      where o.total <> (select sum(line_total) from order_items i where i.order_id = o.id)`,
      ),
    ).toBe(0);
    expect(
      await one(
        t.db,
        sql`select count(*)::int as v from orders o join payments p on p.order_id = o.id
      where p.amount <> o.total or p.status <> o.payment_status`,
      ),
    ).toBe(0);
    expect(
      await one(
        t.db,
        sql`select count(*)::int as v from orders o where not exists (select 1 from payments p where p.order_id = o.id)`,
      ),
    ).toBe(0);
  });

  it('has returns and exchanges in several statuses, only for delivered orders', async () => {
    const kinds = await queryRows<{ kind: string; statuses: number }>(
      t.db,
      sql`select kind, count(distinct status)::int as statuses from returns group by kind`,
    );
    expect(kinds.map((k) => k.kind).toSorted()).toEqual(['exchange', 'return']);
    for (const kind of kinds) expect(Number(kind.statuses)).toBeGreaterThanOrEqual(3);
    expect(
      await one(
        t.db,
        sql`select count(*)::int as v from returns r join orders o on o.id = r.order_id where o.status <> 'Delivered'`,
      ),
    ).toBe(0);
  });

  it('looks like an Indian shop: 6-digit PIN codes, 4-digit HSN codes, +91 phones', async () => {
    expect(
      await one(
        t.db,
        sql`select count(*)::int as v from customers where pincode !~ '^[1-9][0-9]{5}$' or phone !~ '^\\+91 [6-9][0-9]{9}$'`,
      ),
    ).toBe(0);
    expect(await one(t.db, sql`select count(*)::int as v from products where hsn !~ '^[0-9]{4}$'`)).toBe(0);
  });

  it('does nothing when the database already has data', async () => {
    expect(await seedDemo(t.db, { orders: 10 })).toBe(false);
    expect(await one(t.db, sql`select count(*)::int as v from orders`)).toBe(300);
  });

  it('generates exactly the same data as PGlite for the same clock', async () => {
    const now = new Date('2026-03-15T06:30:00Z');
    const [here, reference] = await Promise.all([createTestDatabase(engine), createTestDatabase('pglite')]);
    try {
      await seedDemo(here.database.db, { orders: 500, now });
      await seedDemo(reference.database.db, { orders: 500, now });
      expect(await fingerprint(here.database.db)).toBe(await fingerprint(reference.database.db));
    } finally {
      for (const d of [here, reference]) {
        await d.database.close();
        await d.drop();
      }
    }
  });
});
