/**
 * The sales report: sold orders (cancelled ones left out) over a range of shop days, grouped by day,
 * product or category. The day query reads orders through (status, created_at, total) and the items of
 * only those orders' id range, so a month of a million-order shop stays well under a second.
 */
import { sql, type SQL } from 'drizzle-orm';
import { CANCELLED_ORDER_STATUSES, ORDER_STATUSES } from '../../contract/orders/order-status';
import type { SalesGroupBy, SalesReport, SalesRow } from '../../contract/sales/sales';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { SHOP_UTC_OFFSET_MS } from '../platform/shop-time';
import { addMoney, dayKeys } from './money-and-days';

const DAY_MS = 86_400_000;
const OFFSET_MINUTES = SHOP_UTC_OFFSET_MS / 60_000;
/** Listed rather than "not cancelled", so the status index is read as a few ranges. */
const SOLD_STATUSES = ORDER_STATUSES.filter((s) => !(CANCELLED_ORDER_STATUSES as readonly string[]).includes(s));

/** The instants a range of shop days covers: [start of `from`, start of the day after `to`). */
export function shopRange(from: string, to: string): { start: Date; end: Date } {
  return {
    start: new Date(Date.parse(`${from}T00:00:00Z`) - SHOP_UTC_OFFSET_MS),
    end: new Date(Date.parse(`${to}T00:00:00Z`) + DAY_MS - SHOP_UTC_OFFSET_MS),
  };
}

/** Sold orders in the range, with their shop day. */
const soldOrders = (start: Date, end: Date): SQL => sql`
  select o.id, o.total, to_char((o.created_at at time zone 'UTC') + make_interval(mins => ${OFFSET_MINUTES}), 'YYYY-MM-DD') as day
  from orders o
  where o.status in (${sql.join(
    SOLD_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  )})
    and o.created_at >= ${start.toISOString()}::timestamptz and o.created_at < ${end.toISOString()}::timestamptz`;

type RawRow = {
  key: string;
  label: string;
  orders: string | number;
  units: string | number | null;
  revenue: string | null;
};

const byDay = (start: Date, end: Date): SQL => sql`
  with sold as materialized (${soldOrders(start, end)}),
  heads as (select day, count(*) as orders, sum(total) as revenue from sold group by day),
  -- Items of the sold orders only; the id bounds let the item index be read as one range.
  units as (
    select s.day, sum(oi.quantity) as units from order_items oi join sold s on s.id = oi.order_id
    where oi.order_id between (select min(id) from sold) and (select max(id) from sold)
    group by s.day)
  select h.day as key, h.day as label, h.orders, coalesce(u.units, 0) as units, h.revenue::text as revenue
  from heads h left join units u on u.day = h.day order by h.day`;

/** Product or category rows: line totals of the items of sold orders. */
const byItems = (start: Date, end: Date, groupBy: 'product' | 'category'): SQL => {
  const [key, label] =
    groupBy === 'product'
      ? [sql`oi.product_id::text`, sql`coalesce(max(p.name), max(oi.product_name))`]
      : [sql`coalesce(pc.category_id::text, 'none')`, sql`coalesce(max(c.name), 'Uncategorised')`];
  return sql`
    with sold as materialized (${soldOrders(start, end)})
    select ${key} as key, ${label} as label, count(distinct oi.order_id) as orders, sum(oi.quantity) as units,
      sum(oi.line_total)::text as revenue
    from order_items oi
    join sold s on s.id = oi.order_id
    left join products p on p.id = oi.product_id
    left join product_categories pc on pc.product_id = oi.product_id and pc.position = 0
    left join categories c on c.id = pc.category_id
    where oi.order_id between (select min(id) from sold) and (select max(id) from sold)
    group by 1 order by sum(oi.line_total) desc, 2`;
};

const toRow = (r: RawRow): SalesRow => ({
  key: r.key,
  label: r.label,
  orders: Number(r.orders),
  units: Number(r.units ?? 0),
  revenue: r.revenue ?? '0.00',
});

/** Every day of the range, with zeros where nothing sold (the chart shows the gaps). */
function fillDays(rows: SalesRow[], from: string, to: string): SalesRow[] {
  const found = new Map(rows.map((r) => [r.key, r]));
  return dayKeys(from, to).map((d) => found.get(d) ?? { key: d, label: d, orders: 0, units: 0, revenue: '0.00' });
}

/** Orders counted once each (product and category rows share orders, so their sum would count twice). */
async function distinctOrders(db: Db, start: Date, end: Date): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (${soldOrders(start, end)}) s`,
  );
  return Number(row.n);
}

export async function salesReport(
  db: Db,
  q: { from: string; to: string; groupBy: SalesGroupBy },
): Promise<SalesReport> {
  const { start, end } = shopRange(q.from, q.to);
  const raw = await queryRows<RawRow>(db, q.groupBy === 'day' ? byDay(start, end) : byItems(start, end, q.groupBy));
  const found = raw.map(toRow);
  const rows = q.groupBy === 'day' ? fillDays(found, q.from, q.to) : found;
  const totals = {
    orders: q.groupBy === 'day' ? rows.reduce((n, r) => n + r.orders, 0) : await distinctOrders(db, start, end),
    units: rows.reduce((n, r) => n + r.units, 0),
    revenue: rows.reduce((sum, r) => addMoney(sum, r.revenue), '0.00'),
  };
  return { from: q.from, to: q.to, groupBy: q.groupBy, rows, totals };
}
