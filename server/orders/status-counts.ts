/** Order counts per status and in all, from the trigger-kept counters (no scan of orders). */
import type { OrderStatusCounts } from '../../contract/order-processing';
import { ORDER_STATUSES } from '../../contract/order-status';
import type { Db } from '../db/client';
import { readStatusCounts } from '../services/status-counts';

export async function orderStatusCounts(db: Db): Promise<OrderStatusCounts> {
  const counts = await readStatusCounts(db, 'order', ORDER_STATUSES);
  return { counts, total: Object.values<number>(counts).reduce((sum, n) => sum + n, 0) };
}
