import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE, ALL_ROWS_CAP } from '../../contract/platform/search';
import { customerResource } from '../../contract/customers/customer';
import { deliveryLocationResource } from '../../contract/shipping/delivery-location';
import { orderResource } from '../../contract/orders/order';
import { queryRows } from '../db/transaction';
import { errorBody, signInAs } from '../test-support/requests';
import { exportCsv, parseCsv, search, searchAll, searchPage } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('search paging and sorting on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 300 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const byId = { sortCriteriaDto: { sortKey: 'id', sortOption: 'asc' as const } };

  it('answers the seed call shape with the first page and the exact total', async () => {
    const page = await searchPage(t.app, token, customerResource, {
      dataOption: 'all',
      sortCriteriaDto: { sortKey: 'id', sortOption: 'desc' },
    });
    expect(page).toMatchObject({ totalElements: 500, pageNum: 0, pageSize: 20, capped: false });
    expect(page.content.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => 500 - i));
  });

  it('returns the last partial page, and an empty page past the end with the right total', async () => {
    const last = await searchPage(t.app, token, orderResource, byId, { pageNum: 4, pageSize: 70 });
    expect(last.content.map((r) => r.id)).toEqual(Array.from({ length: 20 }, (_, i) => 281 + i));
    expect(last).toMatchObject({ totalElements: 300, pageNum: 4, pageSize: 70 });
    const past = await searchPage(t.app, token, orderResource, byId, { pageNum: 99, pageSize: 70 });
    expect(past).toMatchObject({ content: [], totalElements: 300, pageNum: 99 });
  });

  it('answers a search that matches nothing with an empty first page and a total of 0', async () => {
    const none = await searchPage(t.app, token, orderResource, {
      searchCriteriaList: [{ filterKey: 'orderNo', operation: 'eq', value: 'ORD-NONE' }],
    });
    expect(none).toMatchObject({ content: [], totalElements: 0, pageNum: 0, capped: false });
    const later = await searchPage(
      t.app,
      token,
      orderResource,
      { searchCriteriaList: [{ filterKey: 'orderNo', operation: 'eq', value: 'ORD-NONE' }] },
      { pageNum: 3 },
    );
    expect(later).toMatchObject({ content: [], totalElements: 0, pageNum: 3 });
  });

  it('refuses page sizes outside 1..1000 (other than -1) and negative pages with 400', async () => {
    for (const page of [
      { pageSize: 0 },
      { pageSize: MAX_PAGE_SIZE + 1 },
      { pageSize: -2 },
      { pageSize: 'ten' },
      { pageNum: -1 },
      { pageNum: 1.5 },
    ]) {
      const response = await search(t.app, token, orderResource, {}, page);
      expect(response.statusCode, JSON.stringify(page)).toBe(400);
      expect(errorBody(response).errors[0].field).toBe(page.pageNum === undefined ? 'pageSize' : 'pageNum');
    }
    expect((await search(t.app, token, orderResource, {}, { pageSize: MAX_PAGE_SIZE })).statusCode).toBe(200);
  });

  it('sorts ascending and descending with the id breaking ties in the same direction', async () => {
    for (const sortOption of ['asc', 'desc'] as const) {
      const rows = await searchAll(t.app, token, orderResource, { sortCriteriaDto: { sortKey: 'status', sortOption } });
      const keys = rows.map((r) => [String(r.status), Number(r.id)] as const);
      const sign = sortOption === 'asc' ? 1 : -1;
      const sorted = keys.toSorted((a, b) => sign * (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
      expect(keys).toEqual(sorted);
    }
  });

  it('keeps one stable order across pages of a sort with many ties', async () => {
    const body = { sortCriteriaDto: { sortKey: 'paymentMethod', sortOption: 'desc' as const } };
    const whole = (await searchAll(t.app, token, orderResource, body)).map((r) => r.id);
    const paged = [];
    for (let pageNum = 0; pageNum < 7; pageNum++)
      paged.push(
        ...(await searchPage(t.app, token, orderResource, body, { pageNum, pageSize: 45 })).content.map((r) => r.id),
      );
    expect(paged).toEqual(whole);
    expect(new Set(paged).size).toBe(300);
  });

  it('sorts by a joined field (customer name) and by money as numbers, not text', async () => {
    const byName = await searchAll(t.app, token, orderResource, {
      sortCriteriaDto: { sortKey: 'customerName', sortOption: 'asc' },
    });
    // The database's collation decides name order; the same order straight from SQL is the reference.
    const reference = await queryRows<{ id: number }>(
      t.db,
      sql`select o.id from orders o join customers c on c.id = o.customer_id order by c.name, o.id`,
    );
    expect(byName.map((r) => r.id)).toEqual(reference.map((r) => Number(r.id)));
    const byTotal = await searchAll(t.app, token, orderResource, {
      sortCriteriaDto: { sortKey: 'total', sortOption: 'desc' },
    });
    const totals = byTotal.map((r) => Number(r.total));
    expect(totals).toEqual(totals.toSorted((a, b) => b - a));
  });

  it('uses the resource default sort when none is given', async () => {
    const page = await searchPage(t.app, token, orderResource, {}, { pageSize: 3 });
    expect(page.content.map((r) => r.id)).toEqual([300, 299, 298]);
  });

  it(`returns up to ${ALL_ROWS_CAP.toLocaleString('en-IN')} rows for All and says when more match`, async () => {
    const small = await searchPage(t.app, token, orderResource, byId, { pageSize: -1, pageNum: 3 });
    expect(small).toMatchObject({ totalElements: 300, pageNum: 0, pageSize: -1, capped: false });
    expect(small.content).toHaveLength(300);
    // 10,050 delivery locations in one statement: enough to pass the cap, cheap on both engines.
    await t.db.execute(sql`insert into delivery_locations (zip_code, delivery_charge, free_delivery_amount)
      select (100000 + g)::text, 40, 499 from generate_series(1, 10050) g on conflict do nothing`);
    const all = await searchPage(t.app, token, deliveryLocationResource, byId, { pageSize: -1 });
    expect(all.totalElements).toBeGreaterThan(ALL_ROWS_CAP);
    expect(all).toMatchObject({ pageSize: -1, capped: true });
    expect(all.content).toHaveLength(ALL_ROWS_CAP);
    expect(all.content.map((r) => r.id)).toEqual(Array.from({ length: ALL_ROWS_CAP }, (_, i) => i + 1));
    // Export has no cap: every matching row, in batches.
    const csv = await exportCsv(t.app, token, deliveryLocationResource, { ...byId, columns: ['id'] });
    const ids = parseCsv(csv.body)
      .slice(1)
      .map(([id]) => Number(id));
    expect(ids).toHaveLength(all.totalElements);
    expect(ids.every((id, i) => i === 0 || id > ids[i - 1])).toBe(true);
    const exactlyCap = await searchPage(
      t.app,
      token,
      deliveryLocationResource,
      {
        ...byId,
        searchCriteriaList: [{ filterKey: 'id', operation: 'le', value: ALL_ROWS_CAP }],
      },
      { pageSize: -1 },
    );
    expect(exactlyCap).toMatchObject({ totalElements: ALL_ROWS_CAP, capped: false });
  });
});
