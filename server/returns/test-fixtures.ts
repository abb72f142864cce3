/** Test data for the return API tests: requests in a chosen status, signed-in users, and action calls. */
import { sql } from 'drizzle-orm';
import type { ReturnKind, ReturnStatus } from '../../contract/orders/order-status';
import { IDEMPOTENCY_HEADER } from '../../contract/orders/order-processing';
import { RETURN_API } from '../../contract/returns/returns';
import type { App } from '../app';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { API_BASE } from '../../contract/platform/api-paths';

/** A new request of `kind` in `status` on a delivered order (the i-th one, so tests can spread them out). */
export async function makeRequest(
  db: Db,
  kind: ReturnKind,
  status: ReturnStatus,
  i = 0,
): Promise<{ id: number; orderId: number }> {
  const [row] = await queryRows<{ id: number; orderId: number }>(
    db,
    sql`
    insert into returns (order_id, kind, status, reason, rejection_reason, amount)
    select o.id, ${kind}, ${status}, 'Test reason', ${status === 'rejected' ? 'Test rejection' : null}, o.total
    from orders o where o.status = 'Delivered' order by o.id offset ${i} limit 1
    returning id::int as id, order_id::int as "orderId"`,
  );
  return row;
}

/** `PUT /api/order-return/{segment}/{id}` with a token, a body and optionally an Idempotency-Key. */
export function putAction(app: App, token: string, segment: string, id: number, body: object = {}, key?: string) {
  return app.inject({
    method: 'PUT',
    url: `${API_BASE}${RETURN_API.action(segment, id)}`,
    payload: body,
    headers: { authorization: `Bearer ${token}`, ...(key ? { [IDEMPOTENCY_HEADER]: key } : {}) },
  });
}

/** One scalar of a query. */
export async function scalar<T>(db: Db, query: ReturnType<typeof sql>): Promise<T> {
  const [row] = await queryRows<{ v: T }>(db, query);
  return row.v;
}
