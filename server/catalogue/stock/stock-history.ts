/** A variant's ledger rows for the History drawer: newest first, a page at a time, with the order's number. */
import { sql } from 'drizzle-orm';
import type { StockHistory, StockLedgerRow } from '../../../contract/catalogue/stock';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/transaction';
import { notFound } from '../../platform/http/http-errors';

type Raw = Omit<StockLedgerRow, 'id' | 'createdAt' | 'orderId' | 'returnId'> & {
  id: number | string;
  createdAt: string | Date;
  orderId: number | string | null;
  returnId: number | string | null;
};

const idOrNull = (value: number | string | null) => (value === null ? null : Number(value));

/** Rows of variant `variantId` older than `before` (all when null); 404 when there is no such variant. */
export async function readHistory(
  db: Db,
  variantId: number,
  before: number | null,
  page: number,
): Promise<StockHistory> {
  const [variant] = await queryRows<{ id: number }>(db, sql`select id from product_variants where id = ${variantId}`);
  if (!variant) throw notFound();
  const rows = await queryRows<Raw>(
    db,
    sql`
    select l.id, l.created_at as "createdAt", l.actor_name as "actorName", l.reason, l.delta, l.balance, l.note,
      l.order_id as "orderId", o.order_no as "orderNo", l.return_id as "returnId"
    from stock_ledger l left join orders o on o.id = l.order_id
    where l.variant_id = ${variantId} and (${before}::bigint is null or l.id < ${before}::bigint)
    order by l.id desc limit ${page + 1}`,
  );
  const shown = rows.slice(0, page).map((r) => ({
    ...r,
    id: Number(r.id),
    createdAt: new Date(r.createdAt).toISOString(),
    orderId: idOrNull(r.orderId),
    returnId: idOrNull(r.returnId),
  }));
  return { rows: shown, nextBefore: rows.length > page ? shown[shown.length - 1].id : null };
}
