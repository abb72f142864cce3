/**
 * The demo orders took their stock: every order not cancelled gets an `order` row per variant it sold, dated
 * when it was placed, so cancelling it puts back exactly that (./order-stock.ts) and never stock that was
 * never taken. The stock shown stays what the catalogue seeded: each variant's earlier rows are raised by
 * what its orders took (its first row — the opening stock — received that much more, dated before the first
 * order), and the order rows bring it back down. A few statements, whatever the number of orders.
 */
import { sql } from 'drizzle-orm';
import { CANCELLED_ORDER_STATUSES } from '../../../contract/orders/order-status';
import type { Db } from '../../db/client';

/** Writes the demo orders' `order` rows (call once, after the orders are seeded, in one transaction). */
export async function seedOrderStock(tx: Db): Promise<void> {
  await tx.execute(sql`create temporary table seed_taken on commit drop as
    select i.order_id, i.variant_id, sum(i.quantity)::int as quantity, min(o.created_at) as placed_at
    from order_items i join orders o on o.id = i.order_id
    where i.variant_id is not null and o.status <> all(${sql.param([...CANCELLED_ORDER_STATUSES])}::text[])
    group by i.order_id, i.variant_id`);
  await tx.execute(sql`create temporary table seed_taken_total on commit drop as
    select variant_id, sum(quantity)::int as quantity, min(placed_at) as first_at from seed_taken group by variant_id`);
  // Earlier rows: balances up by what the orders took, the first row's delta too (a variant without rows gets one).
  await tx.execute(sql`update stock_ledger l set balance = l.balance + t.quantity,
      delta = l.delta + case when l.id = f.first_id then t.quantity else 0 end,
      created_at = case when l.id = f.first_id then least(l.created_at, t.first_at - interval '1 day') else l.created_at end
    from seed_taken_total t join (select variant_id, min(id) as first_id from stock_ledger group by variant_id) f on f.variant_id = t.variant_id
    where l.variant_id = t.variant_id`);
  await tx.execute(sql`insert into stock_ledger (variant_id, delta, balance, reason, note, actor_name, created_at)
    select t.variant_id, t.quantity, t.quantity, 'received', 'Opening stock', 'Demo data', t.first_at - interval '1 day'
    from seed_taken_total t where not exists (select 1 from stock_ledger l where l.variant_id = t.variant_id)`);
  // The order rows in time order, each balance the variant's stock after the orders so far.
  await tx.execute(sql`insert into stock_ledger (variant_id, delta, balance, reason, note, order_id, actor_name, created_at)
    select s.variant_id, -s.quantity, v.stock + t.quantity - sum(s.quantity) over (partition by s.variant_id order by s.placed_at, s.order_id),
      'order', 'Order placed', s.order_id, 'Demo data', s.placed_at
    from seed_taken s join seed_taken_total t on t.variant_id = s.variant_id join product_variants v on v.id = s.variant_id
    order by s.placed_at, s.order_id, s.variant_id`);
}
