/** Helpers for the stock API tests: the ledger invariant, a variant's stock, adjustments and orders that took stock. */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { IDEMPOTENCY_HEADER } from '../../../contract/orders/order-processing';
import { STOCK_API, type StockAdjustment } from '../../../contract/catalogue/stock';
import type { App } from '../../app';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { API_BASE } from '../../../contract/platform/api-paths';

/** Every variant's stock is its ledger's sum and its last row's balance, every balance the running sum so far, every product's stock total its variants' sum. */
export async function expectLedgerBacksStock(db: Db): Promise<void> {
  const [row] = await queryRows<{ sums: number; last: number; chain: number; negative: number; summaries: number }>(
    db,
    sql`select
    (select count(*)::int from product_variants v left join (select variant_id, sum(delta) as s from stock_ledger group by variant_id) l
      on l.variant_id = v.id where v.stock <> coalesce(l.s, 0)) as sums,
    (select count(*)::int from product_variants v join lateral (select balance from stock_ledger where variant_id = v.id order by id desc limit 1) l
      on true where l.balance <> v.stock) as last,
    (select count(*)::int from (select balance, sum(delta) over (partition by variant_id order by id) as s from stock_ledger) x where x.balance <> x.s) as chain,
    (select count(*)::int from product_variants where stock < 0) as negative,
    (select count(*)::int from products p where p.stock_total <> (select coalesce(sum(stock), 0) from product_variants where product_id = p.id)) as summaries`,
  );
  expect(row).toEqual({ sums: 0, last: 0, chain: 0, negative: 0, summaries: 0 });
}

export async function stockOf(db: Db, variantId: number): Promise<{ stock: number; version: number }> {
  const [row] = await queryRows<{ stock: number; version: number }>(
    db,
    sql`select stock, version from product_variants where id = ${variantId}`,
  );
  return row;
}

export const ledgerRows = async (db: Db, where: ReturnType<typeof sql>) =>
  (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from stock_ledger where ${where}`))[0].n;

/** `POST /api/stock/adjustments` as `token`, with an optional Idempotency-Key. */
export function adjust(app: App, token: string, body: StockAdjustment, key?: string) {
  return app.inject({
    method: 'POST',
    url: `${API_BASE}${STOCK_API.adjustments}`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
  });
}

/** Orders that took stock (their `order` rows), not cancelled, lowest first; with the variants and units they took. */
export async function ordersThatTookStock(
  db: Db,
  count: number,
  offset = 0,
): Promise<{ orderId: number; taken: Map<number, number> }[]> {
  const rows = await queryRows<{ order_id: number | string; taken: Record<string, number> }>(
    db,
    sql`
    select l.order_id, jsonb_object_agg(l.variant_id, -l.delta) as taken from stock_ledger l join orders o on o.id = l.order_id
    where l.reason = 'order' and o.status not in ('Cancel by Customer', 'Cancel by Company')
      and not exists (select 1 from returns r where r.order_id = o.id)
    group by l.order_id order by l.order_id limit ${count} offset ${offset}`,
  );
  return rows.map((r) => ({
    orderId: Number(r.order_id),
    taken: new Map(Object.entries(r.taken).map(([v, n]) => [Number(v), Number(n)])),
  }));
}
