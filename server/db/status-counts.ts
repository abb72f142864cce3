/** Exact counts per status, read from the striped counters the triggers keep (migration 0003): one reader for every area. */
import { sql } from 'drizzle-orm';
import type { OrderStatusCounts } from '../../contract/orders/order-processing';
import { ORDER_STATUSES } from '../../contract/orders/order-status';
import type { Db } from './client';
import { queryPrepared } from './prepared';

export type CountedEntity = 'order' | 'payment' | 'return' | 'exchange';

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

/** Order counts per status and in all (no scan of orders). */
export async function orderStatusCounts(db: Db): Promise<OrderStatusCounts> {
  const counts = await readStatusCounts(db, 'order', ORDER_STATUSES);
  return { counts, total: Object.values<number>(counts).reduce((sum, n) => sum + n, 0) };
}
