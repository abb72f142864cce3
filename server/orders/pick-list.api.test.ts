/** The warehouse's reading of real orders (issue 45 §3), on both engines: the lines and ship-to the order screen shows. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/transaction';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { readOrderDetail } from './order-detail';
import { pickLinesOf, readPackingOrders } from './pick-list';

describe.each(ENGINES)('pick list on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(() => t?.close());

  it('reads each order with the lines, variants and ship-to of its detail, by number, skipping unknown ids', async () => {
    // Orders with a line of a sized, coloured variant (the demo catalogue's), newest first.
    const ids = (
      await queryRows<{ id: number }>(
        t.db,
        sql`select o.id::int as id from orders o where exists (select 1 from order_items i
          join product_variants v on v.id = i.variant_id where i.order_id = o.id and v.attributes <> '{}'::jsonb)
        order by o.id desc limit 25`,
      )
    ).map((r) => r.id);
    expect(ids).toHaveLength(25);
    const orders = await readPackingOrders(t.db, [...ids, 999_999_999]);
    expect(orders.map((o) => o.id).toSorted()).toEqual(ids.toSorted());
    expect(orders.map((o) => o.orderNo)).toEqual(orders.map((o) => o.orderNo).toSorted());
    for (const order of orders) {
      const detail = await readOrderDetail(t.db, order.id);
      expect(order.shipTo).toEqual(detail.shippingAddress);
      expect(order.total).toBe(detail.total);
      expect(
        order.lines.map(({ sku, productName, quantity, unitPrice, lineTotal }) => ({
          sku,
          productName,
          quantity,
          unitPrice,
          lineTotal,
        })),
      ).toEqual(
        detail.items.map(({ sku, productName, quantity, unitPrice, lineTotal }) => ({
          sku,
          productName,
          quantity,
          unitPrice,
          lineTotal,
        })),
      );
    }
    const variants = orders.flatMap((o) => o.lines).map((l) => l.variant);
    expect(variants.filter((v) => /^Colour: .+, Size: .+$/.test(v)).length).toBeGreaterThanOrEqual(25);
    const picks = pickLinesOf(orders);
    expect(picks.reduce((sum, p) => sum + p.quantity, 0)).toBe(
      orders.flatMap((o) => o.lines).reduce((sum, l) => sum + l.quantity, 0),
    );
    expect(await readPackingOrders(t.db, [])).toEqual([]);
  });
});
