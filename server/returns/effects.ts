/**
 * What refund and replace do besides the status: a refund record (to the wallet: with its credit), and an
 * exchange's replacement order. Both run in the action's transaction, so they happen with it or not at all.
 */
import { sql } from 'drizzle-orm';
import type { RefundMethod } from '../../contract/orders/order-status';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { conflict } from '../platform/http/http-errors';
import { RETURN_ACTION_REASONS } from '../../contract/returns/returns';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { currentPrefix, takeNumber } from '../platform/prefix-numbers';
import { newOrder, notify } from '../notifications/notify';
import { postWalletTransaction } from '../wallets/wallet-ledger';
import type { ReturnHead } from './queries';

export interface Actor {
  id: number | null;
  name: string;
}

/**
 * Refunds a return once: to the wallet (a credit in the ledger) or to the original payment (the record only;
 * paying back through the payment gateway is out of scope). A second refund hits the unique index: 409.
 */
export async function refundReturn(
  tx: Db,
  head: ReturnHead,
  method: RefundMethod,
  actor: Actor,
): Promise<{ reference: string }> {
  const walletTransactionId =
    method === 'wallet'
      ? (
          await postWalletTransaction(tx, {
            customerId: head.customerId,
            type: 'credited',
            amount: head.refundAmount,
            actor,
            reason: `Refund for return ${head.returnNo} of order ${head.orderNo}`,
          })
        ).id
      : null;
  const reference = await takeNumber(tx, 'refundDetails');
  try {
    // A savepoint, so a duplicate leaves the transaction usable for the 409 (PostgreSQL aborts it otherwise).
    const [row] = await tx.transaction(async (sp) =>
      queryRows<{ reference: string }>(
        sp as unknown as Db,
        sql`
      insert into refunds (return_id, order_id, method, amount, reference, wallet_transaction_id, created_by_id, created_by_name)
      values (${head.id}, ${head.orderId}, ${method}, ${head.refundAmount}::numeric, ${reference},
        ${walletTransactionId}, ${actor.id}, ${actor.name})
      returning reference`,
      ),
    );
    return row;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(RETURN_ACTION_REASONS.alreadyRefunded);
    throw error;
  }
}

/**
 * Creates the exchange's replacement: a New Order for the same customer with the same items, linked both ways.
 * It ships at no charge (the original order carries the sale), so revenue never counts an exchange twice.
 */
export async function createReplacementOrder(
  tx: Db,
  head: ReturnHead,
  actor: Actor,
): Promise<{ id: number; orderNo: string }> {
  const prefix = await currentPrefix(tx, 'order', 'ORD');
  const [order] = await queryRows<{ id: number; orderNo: string }>(
    tx,
    sql`
    with next as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
    insert into orders (id, order_no, customer_id, status, payment_status, payment_method, item_count, total, shipping_address, replaces_order_id)
    select next.id, ${prefix} || lpad(next.id::text, 8, '0'), o.customer_id, 'New Order', 'success', o.payment_method,
      o.item_count, 0, o.shipping_address, o.id
    from orders o, next where o.id = ${head.orderId}
    returning id::int as id, order_no as "orderNo"`,
  );
  await tx.execute(sql`
    insert into order_items (order_id, product_id, product_name, sku, quantity, unit_price, line_total)
    select ${order.id}, product_id, product_name, sku, quantity, 0, 0
    from order_items where order_id = ${head.orderId} order by id`);
  await tx.execute(sql`
    insert into order_events (order_id, kind, action, to_status, note, actor_id, actor_name)
    values (${order.id}, 'created', null, 'New Order', ${`Replacement for ${head.orderNo}`}, ${actor.id}, ${actor.name})`);
  // The replacement is a new order to ship: the staff who process orders hear of it.
  await notify(tx, {
    kind: newOrder,
    title: `New order ${order.orderNo} (replacement for ${head.orderNo})`,
    recordId: order.id,
  });
  return order;
}
