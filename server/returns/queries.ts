/** Reads of returns and exchanges: the head an action works on (locked), and the detail the screen shows. */
import { sql } from 'drizzle-orm';
import type { ReturnKind, ReturnStatus } from '../../contract/orders/order-status';
import type { ReturnDetail } from '../../contract/returns/returns';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';

/** What an action needs of a request and its order. */
export interface ReturnHead {
  id: number;
  /** The request's number from the return-order prefix (RET104), as every message names it. */
  returnNo: string;
  kind: ReturnKind;
  status: ReturnStatus;
  version: number;
  orderId: number;
  orderNo: string;
  customerId: number;
  /** What a refund pays: the amount asked back, else the order's total. */
  refundAmount: string;
}

/** The request's head; `forUpdate` locks the row so concurrent actions on it apply one at a time. */
export async function readReturnHead(db: Db, id: number, forUpdate = false): Promise<ReturnHead | null> {
  const [row] = await queryRows<ReturnHead>(
    db,
    sql`
    select r.id::int as id, r.return_no as "returnNo", r.kind, r.status, r.version, r.order_id::int as "orderId", o.order_no as "orderNo",
      o.customer_id as "customerId", coalesce(nullif(r.amount, 0), o.total)::text as "refundAmount"
    from returns r join orders o on o.id = r.order_id where r.id = ${id}
    ${forUpdate ? sql`for update of r` : sql``}`,
  );
  return row ?? null;
}

const iso = (v: unknown) => (v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString());

/** The request with its order's customer and items, the answers, the refund and the replacement order. */
export async function readReturnDetail(db: Db, id: number): Promise<ReturnDetail | null> {
  const [head] = await queryRows<Record<string, unknown>>(
    db,
    sql`
    select r.id::int as id, r.return_no as "returnNo", r.version, r.created_at as "createdAt", r.updated_at as "updatedAt", r.order_id::int as "orderId",
      o.order_no as "orderNo", c.name as "customerName", r.kind, r.status, r.reason, r.rejection_reason as "rejectionReason",
      r.amount::text as amount, o.total::text as "orderTotal", c.id as "customerId", c.email, c.phone,
      ro.id::int as "replacementId", ro.order_no as "replacementNo", ro.status as "replacementStatus"
    from returns r join orders o on o.id = r.order_id join customers c on c.id = o.customer_id
    left join orders ro on ro.id = r.replacement_order_id where r.id = ${id}`,
  );
  if (!head) return null;
  const [items, answers, refunds] = [
    await queryRows<ReturnDetail['items'][number]>(
      db,
      sql`
      select id::int as id, product_id as "productId", product_name as "productName", sku, quantity,
        unit_price::text as "unitPrice", line_total::text as "lineTotal"
      from order_items where order_id = ${head.orderId as number} order by id`,
    ),
    await queryRows<ReturnDetail['answers'][number]>(
      db,
      sql`
      select position, question, answer from return_answers where return_id = ${id} order by position`,
    ),
    await queryRows<Record<string, unknown>>(
      db,
      sql`
      select f.id::int as id, f.method, f.amount::text as amount, f.reference, w.transaction_id as "walletTransactionId",
        f.created_by_name as "createdByName", f.created_at as "createdAt"
      from refunds f left join wallet_transactions w on w.id = f.wallet_transaction_id where f.return_id = ${id}`,
    ),
  ];
  const refund = refunds[0];
  return {
    id: head.id as number,
    returnNo: head.returnNo as string,
    version: head.version as number,
    createdAt: iso(head.createdAt),
    updatedAt: iso(head.updatedAt),
    orderId: head.orderId as number,
    orderNo: head.orderNo as string,
    customerName: head.customerName as string,
    kind: head.kind as ReturnKind,
    status: head.status as ReturnStatus,
    reason: head.reason as string,
    rejectionReason: (head.rejectionReason as string | null) ?? null,
    amount: head.amount as string,
    orderTotal: head.orderTotal as string,
    customer: {
      id: head.customerId as number,
      name: head.customerName as string,
      email: head.email as string,
      phone: head.phone as string,
    },
    items: items.map((i) => ({ ...i, id: Number(i.id) })),
    answers,
    refund: refund
      ? { ...(refund as unknown as NonNullable<ReturnDetail['refund']>), createdAt: iso(refund.createdAt) }
      : null,
    replacementOrder: head.replacementId
      ? {
          id: head.replacementId as number,
          orderNo: head.replacementNo as string,
          status: head.replacementStatus as string,
        }
      : null,
  };
}
