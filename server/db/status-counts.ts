/** Exact counts per status, read from the striped counters the triggers keep (migration 0003): one reader for every area. */
import { sql } from 'drizzle-orm';
import type { OrderStatusCounts } from '../../contract/orders/order-processing';
import { ORDER_STATUSES, RISK_REVIEW, type OrderStatus } from '../../contract/orders/order-status';
import type { Db } from './client';
import { queryPrepared } from './prepared';

export type CountedEntity = 'order' | 'order-hold' | 'payment' | 'return' | 'exchange';

/** Count per status of `entity`; every status in `statuses` is present (0 when none). A handful of rows, no scan. */
export async function readStatusCounts<S extends string>(
  db: Db,
  entity: CountedEntity,
  statuses: readonly S[],
): Promise<Record<S, number>> {
  // Prepared: the screens and every live stream's `counts` ask for this often (issue 47: status counts p99 ≤ 2 ms).
  const rows = await queryPrepared<{ status: string; count: string | number }>(
    db,
    'status_counts',
    sql`select status, sum(count) as count from status_counts where entity = ${entity} group by status`,
  );
  const counts = Object.fromEntries(statuses.map((s) => [s, 0])) as Record<S, number>;
  for (const row of rows) if (row.status in counts) counts[row.status as S] = Number(row.count);
  return counts;
}

const sum = (counts: Record<string, number>) => Object.values(counts).reduce((total, n) => total + n, 0);

/** Order counts per status and in all, and of held orders (no scan of orders). */
export async function orderStatusCounts(db: Db): Promise<OrderStatusCounts> {
  const rows = await queryPrepared<{ entity: string; status: string; count: string | number }>(
    db,
    'order_status_counts',
    sql`select entity, status, sum(count) as count from status_counts where entity in ('order', 'order-hold')
      group by entity, status`,
  );
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as OrderStatusCounts['counts'];
  const held: Record<string, number> = {};
  for (const { entity, status, count } of rows) {
    if (entity === 'order-hold') held[status] = Number(count);
    else if (status in counts) counts[status as OrderStatus] = Number(count);
  }
  return { counts, total: sum(counts), onHold: sum(held), review: held[RISK_REVIEW] ?? 0 };
}
