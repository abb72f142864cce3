/**
 * What the warehouse needs for a set of orders (issue 45 §3): each order's ship-to and lines (SKU, product, variant,
 * quantity, prices), read in one statement, and the pick list made from them: each SKU once with its total quantity
 * and the orders that need it, sorted by SKU for walking the shelves.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { iso, SHIP_TO_SQL } from './order-rows';
import type { ShippingAddress } from './schema';

export interface PackingLine {
  sku: string;
  productName: string;
  /** The variant's attributes, `Size: M, Colour: Blue` ('' for a product without options). */
  variant: string;
  quantity: number;
  unitPrice: string;
  lineTotal: string;
}

export interface PackingOrder {
  id: number;
  orderNo: string;
  createdAt: string;
  paymentMethod: string;
  total: string;
  shipTo: ShippingAddress;
  lines: PackingLine[];
}

export interface PickLine {
  sku: string;
  productName: string;
  variant: string;
  quantity: number;
  /** The orders that need it, by number. */
  orderNos: string[];
}

type Row = Omit<PackingOrder, 'id' | 'createdAt'> & { id: number | string; createdAt: Date | string };

/** The orders of `orderIds` that exist, by order number, with their lines in the order they were added. */
export async function readPackingOrders(db: Db, orderIds: readonly number[]): Promise<PackingOrder[]> {
  if (!orderIds.length) return [];
  const rows = await queryRows<Row>(
    db,
    sql`select o.id, o.order_no as "orderNo", o.created_at as "createdAt", o.payment_method as "paymentMethod",
      o.total::text as total, ${SHIP_TO_SQL} as "shipTo",
      coalesce((select json_agg(json_build_object('sku', i.sku, 'productName', i.product_name,
          'variant', coalesce((select string_agg(a.key || ': ' || a.value, ', ' order by a.key)
            from jsonb_each_text(v.attributes) a), ''),
          'quantity', i.quantity, 'unitPrice', i.unit_price::text, 'lineTotal', i.line_total::text) order by i.id)
        from order_items i left join product_variants v on v.id = i.variant_id where i.order_id = o.id), '[]') as lines
    from orders o join customers c on c.id = o.customer_id
    where o.id = any(${sql.param([...orderIds])}::bigint[])
    order by o.order_no`,
  );
  return rows.map((r) => ({ ...r, id: Number(r.id), createdAt: iso(r.createdAt)! }));
}

/** SKUs compare as people read them: `TS-2` before `TS-10`. */
const bySku = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

/** Each SKU once, with its total quantity and the orders that need it (each named once), sorted by SKU. */
export function pickLinesOf(orders: readonly PackingOrder[]): PickLine[] {
  const lines = new Map<string, PickLine>();
  for (const order of orders)
    for (const line of order.lines) {
      const pick = lines.get(line.sku);
      if (!pick) {
        lines.set(line.sku, { ...line, quantity: line.quantity, orderNos: [order.orderNo] });
        continue;
      }
      pick.quantity += line.quantity;
      if (pick.orderNos.at(-1) !== order.orderNo) pick.orderNos.push(order.orderNo);
    }
  return [...lines.values()]
    .map(({ sku, productName, variant, quantity, orderNos }) => ({ sku, productName, variant, quantity, orderNos }))
    .toSorted((a, b) => bySku(a.sku, b.sku));
}
