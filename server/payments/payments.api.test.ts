import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from '../../contract/orders/order-status';
import { PAYMENT_API, paymentResource } from '../../contract/payments/payments';
import { queryRows } from '../db/transaction';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';
import { exportCsv, parseCsv, search, searchAll, searchPage } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('payments on %s', (engine) => {
  let t: TestApp;
  let orders: string;
  let catalogue: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 120 });
    orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  it('counts payments per status exactly as a GROUP BY does, with their sum as the total', async () => {
    // A change after seeding: the counters must follow it.
    await t.db.execute(
      sql`update payments set status = 'failed' where id in (select id from payments where status = 'success' order by id limit 3)`,
    );
    const response = await getWithToken(t.app, PAYMENT_API.statusDetails, orders);
    expect(response.statusCode).toBe(200);
    const { counts, total } = response.json().output;
    const grouped = await queryRows<{ status: string; n: string | number }>(
      t.db,
      sql`select status, count(*) as n from payments group by status`,
    );
    const expected = Object.fromEntries(
      PAYMENT_STATUSES.map((s) => [s, Number(grouped.find((g) => g.status === s)?.n ?? 0)]),
    );
    expect(counts).toEqual(expected);
    expect(total).toBe(Object.values(expected).reduce((a, b) => a + b, 0));
    expect(total).toBeGreaterThan(0);
  });

  it('lists payments with their order number and customer name, filtered by a status tab', async () => {
    const page = await searchPage(
      t.app,
      orders,
      paymentResource,
      { searchCriteriaList: [{ filterKey: 'status', operation: 'eq', value: ['failed'] }] },
      { pageSize: 100 },
    );
    const [expected] = await queryRows<{ n: string | number }>(
      t.db,
      sql`select count(*) as n from payments where status = 'failed'`,
    );
    expect(page.totalElements).toBe(Number(expected.n));
    const [row] = page.content;
    const [truth] = await queryRows<{ orderNo: string; name: string }>(
      t.db,
      sql`
      select o.order_no as "orderNo", c.name from payments p join orders o on o.id = p.order_id join customers c on c.id = o.customer_id where p.id = ${row.id as number}`,
    );
    expect(row).toMatchObject({ status: 'failed', orderNo: truth.orderNo, customerName: truth.name });
  });

  it('searches by customer name (reached through the order) and counts the matches', async () => {
    const [first] = await queryRows<{ name: string }>(
      t.db,
      sql`select c.name from payments p join orders o on o.id = p.order_id join customers c on c.id = o.customer_id limit 1`,
    );
    const body = { searchCriteriaList: [{ filterKey: 'customerName', operation: 'eq' as const, value: first.name }] };
    const rows = await searchAll(t.app, orders, paymentResource, body);
    const [expected] = await queryRows<{ n: string | number }>(
      t.db,
      sql`
      select count(*) as n from payments p join orders o on o.id = p.order_id join customers c on c.id = o.customer_id where c.name = ${first.name}`,
    );
    expect(rows.length).toBe(Number(expected.n));
    const page = await searchPage(t.app, orders, paymentResource, body, { pageSize: 10, pageNum: 5 });
    expect(page.totalElements).toBe(Number(expected.n));
  });

  it('exports the same rows as CSV under the field labels', async () => {
    const body = { searchCriteriaList: [{ filterKey: 'status', operation: 'eq', value: ['in-progress'] }] };
    const rows = await searchAll(t.app, orders, paymentResource, body as never);
    const response = await exportCsv(t.app, orders, paymentResource, body);
    expect(response.statusCode).toBe(200);
    const [header, ...lines] = parseCsv(response.body);
    expect(header).toEqual(paymentResource.fields.map((f) => f.label));
    expect(lines.map((l) => l[1])).toEqual(rows.map((r) => r.orderNo));
  });

  it('refuses the catalogue user: counts, search and export are 403', async () => {
    expect((await getWithToken(t.app, PAYMENT_API.statusDetails, catalogue)).statusCode).toBe(403);
    expect((await search(t.app, catalogue, paymentResource, {})).statusCode).toBe(403);
    expect((await exportCsv(t.app, catalogue, paymentResource, {})).statusCode).toBe(403);
    expect((await getWithToken(t.app, PAYMENT_API.statusDetails)).statusCode).toBe(401);
  });

  it('rejects an unknown filter key with a 400 naming it', async () => {
    const response = await search(t.app, orders, paymentResource, {
      searchCriteriaList: [{ filterKey: 'secret', operation: 'eq', value: 'x' }],
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors[0].field).toBe('searchCriteriaList.0.filterKey');
  });
});
