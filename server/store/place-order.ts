/**
 * Placing a storefront order (storePlaceOrder), in one transaction: the Idempotency-Key's lock (one order per key and
 * Idempotency-Key: a repeat answers the order it made, another body under it is a 422), the customer, the quote's checks
 * again at this moment, the promo code's use counted under its row lock, the order with its number from the prefix
 * settings, its items, its stock taken through the ledger under the variants' locks (never oversold, never out of step
 * with the ledger), its payment, timeline, audit row, webhook event (order.created) and staff notification. COD starts as New Order; an online payment
 * leaves it Pending until storeRecordPayment captures it.
 */
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { STORE_ORDER_MESSAGES as M, type StorePlaceOrder, type StoreQuote } from '../../contract/store/store-orders';
import { moveStock } from '../catalogue/stock/move-stock';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import { currentActor, type AuditActor } from '../platform/audit/actor';
import { recordAudit } from '../platform/audit/record';
import { HttpError } from '../platform/http/http-errors';
import { canonicalJson, keyReused } from '../platform/idempotency';
import { currentPrefix } from '../platform/prefix-numbers';
import { newOrder, notify } from '../notifications/notify';
import { priceCart, promoDiscount, promoNamed, usedBefore } from './cart-pricing';
import { RISK_RULES_ACTOR, trippedRiskRules } from '../orders/risk-rules';
import { RISK_REVIEW } from '../../contract/orders/order-holds';
import { customerFor } from './store-customers';
import { readOrderDetail } from '../orders/order-detail';
import { recordWebhookEvent } from '../webhooks/events';

export interface PlacedOrder {
  orderId: number;
  orderNo: string;
  status: string;
  /** True when this is the order an earlier request with the same Idempotency-Key made. */
  replayed: boolean;
}

const lockKey = (text: string) => createHash('sha256').update(text).digest().readBigInt64BE(0);
const hashOf = (body: unknown) => createHash('sha256').update(canonicalJson(body)).digest('hex');

/** The order an earlier request with this key made, or undefined; a 422 when that request had another body. */
async function earlierOrder(tx: Db, keyId: number, idempotencyKey: string, requestHash: string) {
  const [row] = await queryRows<{ order_id: number | string; request_hash: string; order_no: string; status: string }>(
    tx,
    sql`select s.order_id, s.request_hash, o.order_no, o.status from store_orders s join orders o on o.id = s.order_id
    where s.api_key_id = ${keyId} and s.idempotency_key = ${idempotencyKey}`,
  );
  if (!row) return undefined;
  if (row.request_hash !== requestHash) throw keyReused();
  return { orderId: Number(row.order_id), orderNo: row.order_no, status: row.status, replayed: true };
}

/** Takes a use of the promo code under its row lock: the rules are checked again against the counts as they are now. */
async function takePromoUse(tx: Db, quote: StoreQuote, customerId: number, orderId: number, at: Date) {
  if (!quote.promoCode) return;
  const promo = (await promoNamed(tx, quote.promoCode, true))!;
  const used = await usedBefore(tx, promo.id, customerId);
  const payable = quote.subtotal + quote.taxAdded + quote.deliveryCharge;
  const outcome = promoDiscount(promo, Math.round(quote.subtotal * 100), Math.round(payable * 100), at, used);
  if ('refusal' in outcome) throw new HttpError(400, [{ field: 'promoCode', message: outcome.refusal }]);
  await tx.execute(
    sql`insert into promo_code_uses (promo_code_id, customer_id, order_id) values (${promo.id}, ${customerId}, ${orderId})`,
  );
  // "Number of users" counts customers: a customer's second use of a reusable code is not another user.
  if (!used) await tx.execute(sql`update promo_codes set used_count = used_count + 1 where id = ${promo.id}`);
}

/**
 * Locks the cart's products, then its variants, each in id order (as every stock mover does), and checks each line's
 * stock under the lock: 409 for any short. Taken before the order's rows are written, whose foreign keys share-lock the
 * same products: taking this lock after them, two orders each held a share the other's update waited on (a deadlock).
 */
async function lockStock(tx: Db, quote: StoreQuote): Promise<void> {
  const variantIds = sql.param(quote.lines.map((l) => l.variantId).toSorted((a, b) => a - b));
  await tx.execute(
    sql`select id from products where id in (select product_id from product_variants where id = any(${variantIds}::int[])) order by id for update`,
  );
  const stock = await queryRows<{ id: number; stock: number }>(
    tx,
    sql`select id, stock from product_variants where id = any(${variantIds}::int[]) order by id for update`,
  );
  const stockOf = new Map(stock.map((s) => [s.id, s.stock]));
  const short = quote.lines.flatMap((l, i) =>
    (stockOf.get(l.variantId) ?? 0) < l.quantity
      ? [{ field: `lines.${i}.quantity`, message: M.outOfStock(l.name, Math.max(0, stockOf.get(l.variantId) ?? 0)) }]
      : [],
  );
  if (short.length) throw new HttpError(409, short);
}

/** Takes each line's units through the ledger (reason `order`), under the locks lockStock holds. */
async function takeStock(tx: Db, quote: StoreQuote, orderId: number, actor: AuditActor) {
  for (const line of quote.lines.toSorted((a, b) => a.variantId - b.variantId))
    await moveStock(tx, {
      variantId: line.variantId,
      delta: -line.quantity,
      reason: 'order',
      orderId,
      actor: { id: null, name: actor.name ?? 'Storefront' },
      note: 'Storefront order',
    });
}

/** Places the order once per (key, Idempotency-Key); see the file's comment. */
export async function placeStoreOrder(
  db: Db,
  input: { keyId: number; idempotencyKey: string; order: StorePlaceOrder; at: Date },
): Promise<PlacedOrder> {
  const { keyId, idempotencyKey, order, at } = input;
  const requestHash = hashOf(order);
  const actor = currentActor() ?? { id: null, name: 'Storefront', address: null };
  return withTransaction(db, async (tx) => {
    // Requests with one key wait for each other here; the second then finds the first's order.
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey(`store-order:${keyId}:${idempotencyKey}`)}::bigint)`);
    const earlier = await earlierOrder(tx, keyId, idempotencyKey, requestHash);
    if (earlier) return earlier;
    const customerId = await customerFor(tx, order.customer, order.shipTo);
    const { promoCodeId: _promo, ...quote } = await priceCart(tx, order, customerId, at, { checkStock: false });
    await lockStock(tx, quote);
    const status = order.paymentMethod === 'COD' ? 'New Order' : 'Pending';
    const prefix = await currentPrefix(tx, 'order', 'ORD');
    const rules = await trippedRiskRules(tx, {
      customerId,
      email: order.customer.email ?? null,
      phones: [order.customer.phone, order.shipTo.phone].filter((p): p is string => Boolean(p)),
      total: quote.total,
      paymentMethod: order.paymentMethod,
      pincode: order.shipTo.pincode,
      quantities: quote.lines.map((l) => l.quantity),
    });
    // Tripped risk rules: the order is written on hold for the Review queue (issue 45 §2).
    const hold = rules.length ? RISK_REVIEW : null;
    const [placed] = await queryRows<{ id: number; order_no: string }>(
      tx,
      sql`with next as (select nextval(pg_get_serial_sequence('orders', 'id')) as id)
      insert into orders (id, order_no, customer_id, status, payment_status, payment_method, item_count, total, shipping_address,
        hold_reason, hold_note, hold_rules, held_at, held_by)
      select next.id, ${prefix} || lpad(next.id::text, 8, '0'), ${customerId}, ${status}, 'in-progress', ${order.paymentMethod},
        ${quote.lines.length}, ${quote.total}::numeric, ${JSON.stringify(order.shipTo)}::jsonb,
        ${hold}, ${hold && ''}, ${hold && JSON.stringify(rules)}::jsonb, ${hold && at.toISOString()}::timestamptz,
        ${hold && RISK_RULES_ACTOR}
      from next returning id::int as id, order_no`,
    );
    const orderId = placed.id;
    await tx.execute(sql`
      insert into order_items (order_id, product_id, variant_id, product_name, sku, quantity, unit_price, line_total)
      select ${orderId}, l."productId", l."variantId", l.name, l.sku, l.quantity, l."unitPrice", l."lineTotal"
      from jsonb_to_recordset(${JSON.stringify(quote.lines)}::jsonb)
        as l("productId" int, "variantId" int, name text, sku text, quantity int, "unitPrice" numeric, "lineTotal" numeric)`);
    await takePromoUse(tx, quote, customerId, orderId, at);
    await takeStock(tx, quote, orderId, actor);
    await tx.execute(sql`
      insert into payments (order_id, status, method, amount, transaction_ref)
      values (${orderId}, 'in-progress', ${order.paymentMethod}, ${quote.total}::numeric, '')`);
    await tx.execute(sql`
      insert into order_events (order_id, kind, action, to_status, note, actor_id, actor_name)
      values (${orderId}, 'created', null, ${status}, 'Placed through the storefront', null, ${actor.name ?? 'Storefront'})`);
    if (hold)
      await tx.execute(sql`
        insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
        values (${orderId}, 'hold', 'order.hold', ${status}, ${status}, ${`${hold} — ${rules.join('; ')}`}, null,
          ${RISK_RULES_ACTOR})`);
    await tx.execute(sql`
      insert into store_orders (order_id, api_key_id, idempotency_key, request_hash, quote)
      values (${orderId}, ${keyId}, ${idempotencyKey}, ${requestHash}, ${JSON.stringify(quote)}::jsonb)`);
    await recordAudit(tx, {
      entity: 'order',
      entityId: orderId,
      action: 'order.create',
      changes: { status: { before: null, after: status }, total: { before: null, after: quote.total } },
      detail: { orderNo: placed.order_no, lines: quote.lines.length, paymentMethod: order.paymentMethod },
    });
    await recordWebhookEvent(tx, 'order.created', () => readOrderDetail(tx, orderId));
    await notify(tx, {
      kind: newOrder,
      title:
        `New order ${placed.order_no} from the storefront (${quote.lines.length} line${quote.lines.length === 1 ? '' : 's'})` +
        (hold ? `, held for review: ${rules.join('; ')}` : ''),
      recordId: orderId,
    });
    return { orderId, orderNo: placed.order_no, status, replayed: false };
  });
}
