/**
 * A storefront order after it is placed: read by its customer (an order of anyone else is not found), cancelled by its
 * customer through the same action path as staff (the lifecycle decides; what it took goes back to stock), and its
 * online payment recorded as the gateway reports it (captured: paid, and a Pending order goes on to New Order; failed;
 * refunded, once the order was cancelled). Deliverability of a pincode, with the shop's pickup locations, for the checkout page.
 */
import { sql } from 'drizzle-orm';
import { lifecycleInputOf } from '../../contract/orders/order-processing';
import { CANCELLED_ORDER_STATUSES } from '../../contract/orders/order-status';
import type { StoreAddress, StoreOrder, StorePaymentSchema } from '../../contract/store/store-orders';
import { STORE_ORDER_MESSAGES as M } from '../../contract/store/store-orders';
import { applyAction } from '../../machines/orders/order-lifecycle';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import { currentActor } from '../platform/audit/actor';
import { recordAudit } from '../platform/audit/record';
import { conflict, HttpError } from '../platform/http/http-errors';
import { notify, paymentFailed } from '../notifications/notify';
import { performOrderAction } from '../orders/order-actions';
import { headOf, HEAD_COLUMNS_OF_O, type HeadRow } from '../orders/order-rows';
import { findCustomer } from './store-customers';
import { recordWebhookEvent } from '../webhooks/events';

/** A head with what the customer's view adds: the total and when it was placed. */
type Extra = HeadRow & { total: string; created_at: Date | string };

const notYours = () => new HttpError(404, [{ message: M.notYourOrder }]);
const iso = (d: Date | string) => new Date(d).toISOString();

/** The order numbered `orderNo` if it is this customer's: its head as the order actions read it. */
async function customersOrder(db: Db, orderNo: string, who: { email?: string; phone?: string }) {
  if (!who.email && !who.phone) throw notYours();
  const customerId = await findCustomer(db, who);
  if (customerId === undefined) throw notYours();
  const [row] = await queryRows<Extra & { customer_id: number; shipping_address: StoreAddress | null }>(
    db,
    sql`select ${HEAD_COLUMNS_OF_O}, o.total, o.created_at, o.customer_id, o.shipping_address from orders o
    where o.order_no = ${orderNo}`,
  );
  if (!row || Number(row.customer_id) !== customerId) throw notYours();
  return { ...headOf(row), total: Number(row.total), createdAt: iso(row.created_at), shipTo: row.shipping_address };
}

/** Whether the customer may cancel now: the lifecycle allows it, and every product ordered is cancelable. */
async function cancelable(db: Db, head: ReturnType<typeof headOf>): Promise<string | null> {
  if (!applyAction(lifecycleInputOf(head), 'order.cancelByCustomer')) return M.notCancelable;
  const [fixed] = await queryRows<{ name: string }>(
    db,
    sql`select p.name from order_items i join products p on p.id = i.product_id
    where i.order_id = ${head.id} and not p.cancelable limit 1`,
  );
  return fixed ? M.itemNotCancelable(fixed.name) : null;
}

/** The order as its customer sees it. */
export async function readStoreOrder(db: Db, orderNo: string, who: { email?: string; phone?: string }) {
  const head = await customersOrder(db, orderNo, who);
  const [lines, events, [placed], refusal] = await Promise.all([
    queryRows<{ sku: string; product_name: string; quantity: number; unit_price: string; line_total: string }>(
      db,
      sql`select sku, product_name, quantity, unit_price, line_total from order_items where order_id = ${head.id} order by id`,
    ),
    queryRows<{ created_at: Date | string; to_status: string | null; note: string | null; kind: string }>(
      db,
      sql`select created_at, to_status, note, kind from order_events where order_id = ${head.id} and kind <> 'note' order by id`,
    ),
    queryRows<{ quote: StoreOrder & { taxAdded: number } }>(
      db,
      sql`select quote from store_orders where order_id = ${head.id}`,
    ),
    cancelable(db, head),
  ]);
  const quote = placed?.quote;
  const subtotal = lines.reduce((sum, l) => sum + Math.round(Number(l.line_total) * 100), 0) / 100;
  const order: StoreOrder = {
    orderNo: head.orderNo,
    status: head.status,
    paymentStatus: head.paymentStatus,
    paymentMethod: head.paymentMethod,
    createdAt: head.createdAt,
    lines: lines.map((l) => ({
      sku: l.sku,
      name: l.product_name,
      quantity: l.quantity,
      unitPrice: Number(l.unit_price),
      lineTotal: Number(l.line_total),
    })),
    subtotal: quote?.subtotal ?? subtotal,
    tax: quote?.tax ?? 0,
    discount: quote?.discount ?? 0,
    deliveryCharge: quote?.deliveryCharge ?? 0,
    total: head.total,
    promoCode: quote?.promoCode ?? null,
    shipTo: head.shipTo,
    timeline: events.map((e) => ({ at: iso(e.created_at), status: e.to_status, note: e.note })),
    cancelable: refusal === null,
  };
  return order;
}

/** Cancels the customer's order as Cancel by Customer (the staff action path: timeline, audit, stock back). */
export async function cancelStoreOrder(
  db: Db,
  orderNo: string,
  who: { email?: string; phone?: string },
  reason: string | undefined,
) {
  const head = await customersOrder(db, orderNo, who);
  const refusal = await cancelable(db, head);
  if (refusal) throw conflict(refusal);
  const actor = currentActor();
  return performOrderAction(db, {
    orderId: head.id,
    action: 'order.cancelByCustomer',
    reason: reason || 'Cancelled by the customer in the shop',
    actor: { id: null, name: actor?.name ?? 'Storefront', address: actor?.address ?? null },
    key: null,
    scope: '',
    version: head.version,
  });
}

type PaymentEvent = z.infer<typeof StorePaymentSchema>;

/**
 * Records what the gateway said of an online order's payment, under the order's lock: captured for the order's total,
 * failed (staff are told), refunded (once the order was cancelled). The same event again changes nothing; an order paid
 * cash on delivery takes none (409). A captured payment of a Pending order then accepts it through the staff action path
 * (the lifecycle's one writer of statuses), so it goes on to New Order as a COD order starts; a held one waits for staff.
 */
export async function recordStorePayment(db: Db, orderNo: string, payment: PaymentEvent) {
  const recorded = await recordPaymentEvent(db, orderNo, payment);
  const { order } = recorded;
  if (!(recorded.changed && payment.event === 'captured' && order.status === 'Pending')) return recorded;
  // A held order stays Pending, paid, until staff release it and accept it (issue 45 §2).
  if (order.holdReason) return recorded;
  const actor = currentActor();
  const accepted = await performOrderAction(db, {
    orderId: order.id,
    action: 'order.accept',
    reason: `Payment captured (${payment.transactionRef})`,
    actor: { id: null, name: actor?.name ?? 'Storefront', address: actor?.address ?? null },
    key: null,
    scope: '',
    version: order.version,
  });
  return { order: accepted.result.order, changed: true };
}

async function recordPaymentEvent(db: Db, orderNo: string, payment: PaymentEvent) {
  return withTransaction(db, async (tx) => {
    const [row] = await queryRows<Extra>(
      tx,
      sql`select ${HEAD_COLUMNS_OF_O}, o.total, o.created_at from orders o where o.order_no = ${orderNo} for update`,
    );
    if (!row) throw notYours();
    const head = { ...headOf(row), total: Number(row.total) };
    if (head.paymentMethod === 'COD') throw conflict(M.paymentNotExpected);
    if (payment.event === 'captured' && Math.round(payment.amount * 100) !== Math.round(head.total * 100))
      throw new HttpError(400, [{ field: 'amount', message: M.paymentAmount(`₹${head.total.toFixed(2)}`) }]);
    const next = nextPayment(head.paymentStatus, payment.event);
    if (next === 'refused') throw conflict(M.paymentRefused);
    if (payment.event === 'refunded' && !CANCELLED_ORDER_STATUSES.includes(head.status as never))
      throw conflict(M.refundNeedsCancel);
    if (next === 'same') return { order: headOf(row), changed: false };
    const [updated] = await queryRows<HeadRow>(
      tx,
      sql`update orders o set payment_status = ${next}, version = version + 1, updated_at = now()
      where id = ${head.id} returning ${HEAD_COLUMNS_OF_O}`,
    );
    await tx.execute(sql`update payments set status = ${next}, transaction_ref = ${payment.transactionRef}, updated_at = now()
      where order_id = ${head.id}`);
    const actor = currentActor();
    await tx.execute(sql`
      insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
      values (${head.id}, 'note', null, null, null, ${`Payment ${payment.event} (${payment.transactionRef})`},
        null, ${actor?.name ?? 'Storefront'})`);
    await recordAudit(tx, {
      entity: 'order',
      entityId: head.id,
      action: `payment.${payment.event}`,
      changes: { paymentStatus: { before: head.paymentStatus, after: next } },
      detail: { transactionRef: payment.transactionRef, amount: payment.amount },
    });
    await recordWebhookEvent(tx, 'payment.updated', () => ({
      order: headOf(updated),
      event: payment.event,
      paymentStatus: { from: head.paymentStatus, to: next },
      transactionRef: payment.transactionRef,
      amount: payment.amount,
    }));
    if (payment.event === 'failed')
      await notify(tx, { kind: paymentFailed, title: `Payment failed for order ${head.orderNo}`, recordId: head.id });
    return { order: headOf(updated), changed: true };
  });
}

/**
 * What a payment event makes of the order's payment status: the next one, `same` (nothing to change), or `refused`.
 * A refund keeps `success` (the money was collected; the refund is on the timeline and in the audit trail).
 */
function nextPayment(current: string, event: PaymentEvent['event']): string | 'same' | 'refused' {
  if (event === 'captured') return current === 'success' ? 'same' : 'success';
  if (event === 'failed') return current === 'failed' ? 'same' : current === 'success' ? 'refused' : 'failed';
  return current === 'success' ? 'success' : 'refused';
}
