/**
 * MANAGE_STOCK's API on a real database: hand adjustments through the ledger (add, remove, set to; refused
 * below zero with nothing changed; a double click adjusts once; a stale version is a 409), the tabs' counts,
 * the variant search by tab and low stock, a variant's history, its threshold, and the seeded orders' rows.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DASHBOARD_API, DASHBOARD_LOW_STOCK_ROWS, type DashboardSummary } from '../../../contract/dashboard/dashboard';
import { MESSAGES } from '../../../contract/platform/messages';
import { STOCK_API, STOCK_MESSAGES, stockVariantResource, type StockHistory } from '../../../contract/catalogue/stock';
import { queryRows } from '../../db/transaction';
import { getWithToken, postJson, signInAs } from '../../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../../test-support/test-app';
import { adjust, expectLedgerBacksStock, ledgerRows, stockOf } from './stock-test-support';

describe.each(ENGINES)('stock ledger API on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let variantId: number;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 60 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    [{ id: variantId }] = await queryRows<{ id: number }>(
      t.db,
      sql`select id from product_variants where stock between 20 and 400 order by id limit 1`,
    );
  });
  afterAll(() => t?.close());

  it('seeds the demo orders as having taken their stock, and the stock agrees with the ledger', async () => {
    expect(await ledgerRows(t.db, sql`reason = 'order'`)).toBeGreaterThan(50);
    await expectLedgerBacksStock(t.db);
  });

  it('adds, removes and sets stock, each a ledger row with its reason, who and the balance after', async () => {
    const { stock } = await stockOf(t.db, variantId);
    const added = await adjust(t.app, token, { variantId, delta: 7, reason: 'received', note: 'Supplier delivery' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().output).toMatchObject({ variantId, stock: stock + 7, delta: 7 });
    expect((await adjust(t.app, token, { variantId, delta: -2, reason: 'damaged' })).json().output.stock).toBe(
      stock + 5,
    );
    const set = await adjust(t.app, token, { variantId, quantity: 3, reason: 'correction', note: 'Counted' });
    expect(set.json().output).toMatchObject({ stock: 3, delta: -(stock + 2), lowStock: true });
    // Falling to the threshold (5) tells staff once, in the bell.
    const bell = await queryRows<{ title: string }>(
      t.db,
      sql`select distinct title from notifications where kind = 'lowStock' and record_id = ${String(variantId)}`,
    );
    expect(bell).toHaveLength(1);
    expect(bell[0].title).toMatch(/^Low stock: .+, 3 left$/);
    const history = (await getWithToken(t.app, STOCK_API.history(variantId), token)).json().output as StockHistory;
    expect(history.rows.slice(0, 3).map((r) => [r.reason, r.delta, r.balance, r.actorName])).toEqual(
      [
        ['correction', -(stock + 2), 3, 'Master Admin'],
        ['damaged', -2, stock + 5, 'Master Admin'],
        ['received', 7, stock + 7, 'Master Admin'],
      ].map(([reason, delta, balance]) => [reason, delta, balance, expect.any(String)]),
    );
    await expectLedgerBacksStock(t.db);
  });

  it('refuses a result below zero in words and changes nothing', async () => {
    const before = await stockOf(t.db, variantId);
    const rows = await ledgerRows(t.db, sql`variant_id = ${variantId}`);
    const response = await adjust(t.app, token, { variantId, delta: -(before.stock + 1), reason: 'damaged' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'delta', message: STOCK_MESSAGES.belowZero(before.stock) }]);
    expect(await stockOf(t.db, variantId)).toEqual(before);
    expect(await ledgerRows(t.db, sql`variant_id = ${variantId}`)).toBe(rows);
  });

  it('asks for a reason staff may choose, and one of delta or quantity', async () => {
    const noReason = await adjust(t.app, token, { variantId, delta: 1 } as never);
    expect(noReason.json().errors).toEqual([{ field: 'reason', message: 'Value is required' }]);
    expect((await adjust(t.app, token, { variantId, delta: 1, reason: 'order' as never })).statusCode).toBe(400);
    const both = await adjust(t.app, token, { variantId, delta: 1, quantity: 4, reason: 'received' });
    expect(both.json().errors).toEqual([{ field: 'delta', message: STOCK_MESSAGES.deltaOrQuantity }]);
    const same = await adjust(t.app, token, {
      variantId,
      quantity: (await stockOf(t.db, variantId)).stock,
      reason: 'correction',
    });
    expect(same.json().errors[0].field).toBe('quantity');
  });

  it('adjusts once for a double click (one Idempotency-Key) and refuses a stale version', async () => {
    const before = await stockOf(t.db, variantId);
    const body = { variantId, delta: 4, reason: 'received' as const };
    const [a, b] = await Promise.all([
      adjust(t.app, token, body, 'stock-double-1'),
      adjust(t.app, token, body, 'stock-double-1'),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().output).toEqual(b.json().output);
    expect((await stockOf(t.db, variantId)).stock).toBe(before.stock + 4);
    const stale = await adjust(t.app, token, { ...body, version: before.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().errors[0].message).toBe(MESSAGES.staleVersion);
    expect((await stockOf(t.db, variantId)).stock).toBe(before.stock + 4);
  });

  it('counts the tabs, and the search lists a tab with the low-stock filter', async () => {
    const counts = (await getWithToken(t.app, STOCK_API.counts, token)).json().output;
    const [db] = await queryRows<{ inn: number; out: number }>(
      t.db,
      sql`select count(*) filter (where stock > 0)::int as inn, count(*) filter (where stock = 0)::int as out from product_variants`,
    );
    expect(counts).toEqual({ counts: { 'In Stock': db.inn, 'Out of Stock': db.out }, total: db.inn + db.out });
    const search = await postJson(
      t.app,
      `${stockVariantResource.apiPath}/search?pageSize=100`,
      {
        searchCriteriaList: [
          { filterKey: 'availability', operation: 'eq', value: ['In Stock'] },
          { filterKey: 'lowStock', operation: 'eq', value: true },
        ],
        sortCriteriaDto: { sortKey: 'stock', sortOption: 'asc' },
        dataOption: 'all',
      },
      { token },
    );
    expect(search.statusCode, search.body).toBe(200);
    const rows = search.json().output.content as {
      id: number;
      stock: number;
      lowStockThreshold: number;
      lowStock: boolean;
      productName: string;
      sku: string;
    }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !(r.stock > 0 && r.stock <= r.lowStockThreshold && r.lowStock))).toEqual([]);
    expect(rows.map((r) => r.stock)).toEqual(rows.map((r) => r.stock).toSorted((a, b) => a - b));
  });

  it('saves a threshold at its version (stale → 409) and pages the history', async () => {
    const { version } = await stockOf(t.db, variantId);
    const put = (body: object) =>
      t.app.inject({
        method: 'PUT',
        url: `/api${STOCK_API.threshold(variantId)}`,
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
    const saved = await put({ lowStockThreshold: 0, version });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().output).toMatchObject({ lowStockThreshold: 0, lowStock: false, version: version + 1 });
    expect((await put({ lowStockThreshold: 2, version })).statusCode).toBe(409);
    expect((await put({ lowStockThreshold: -1, version: version + 1 })).statusCode).toBe(400);
    const [busy] = await queryRows<{ variant_id: number }>(
      t.db,
      sql`select variant_id from stock_ledger group by variant_id having count(*) > 101 limit 1`,
    );
    if (busy) {
      const first = (await getWithToken(t.app, STOCK_API.history(busy.variant_id), token)).json()
        .output as StockHistory;
      expect(first.rows).toHaveLength(100);
      const next = (
        await getWithToken(t.app, `${STOCK_API.history(busy.variant_id)}?before=${first.nextBefore}`, token)
      ).json().output as StockHistory;
      expect(next.rows[0].id).toBeLessThan(first.rows[99].id);
    }
    expect((await getWithToken(t.app, STOCK_API.history(2_000_000_000), token)).statusCode).toBe(404);
  });

  it("feeds the dashboard's low-stock list: variants at or below their threshold, lowest first", async () => {
    const { lowStock } = (await getWithToken(t.app, DASHBOARD_API.summary, token)).json().output as DashboardSummary;
    const summary = { lowStock: lowStock! };
    const [{ n }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from product_variants where stock <= low_stock_threshold`,
    );
    expect(summary.lowStock.count).toBe(n);
    expect(summary.lowStock.variants.length).toBe(Math.min(n, DASHBOARD_LOW_STOCK_ROWS));
    expect(summary.lowStock.variants.every((v) => v.stock <= v.lowStockThreshold)).toBe(true);
    expect(summary.lowStock.variants.map((v) => v.stock)).toEqual(
      summary.lowStock.variants.map((v) => v.stock).toSorted((a, b) => a - b),
    );
  });

  it('lets only users with stock permissions adjust', async () => {
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await adjust(t.app, orders, { variantId, delta: 1, reason: 'received' })).statusCode).toBe(403);
    expect((await getWithToken(t.app, STOCK_API.counts, orders)).statusCode).toBe(403);
  });
});
