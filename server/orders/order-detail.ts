/** The order screen's data (items, customer, address, payments, timeline newest first) and notes. */
import { sql } from 'drizzle-orm';
import { ORDER_MESSAGES } from '../../contract/platform/messages';
import type { OrderDetail, TimelineEvent } from '../../contract/orders/order-processing';
import type { Db } from '../db/client';
import type { ShippingAddress } from './schema';
import { AUDIT_COLUMNS, AUDIT_COLUMNS_OF_R, auditRowsSql } from '../platform/audit/record';
import { queryPrepared } from '../db/prepared';
import { queryRows } from '../db/transaction';
import { notFound } from '../platform/http/http-errors';
import type { Actor } from './order-actions';
import {
  EVENT_COLUMNS,
  HEAD_COLUMNS_OF_O,
  SHIP_TO_SQL,
  eventOf,
  headOf,
  iso,
  type EventRow,
  type HeadRow,
} from './order-rows';

type DetailRow = HeadRow & {
  created_at: Date | string;
  total: string;
  item_count: number;
  replaces_order_id: number | string | null;
  ship_to: ShippingAddress;
  has_label: boolean;
  customer_id: number;
  customer_name: string;
  email: string;
  phone: string;
  type: string;
  wallet_balance: string;
  hold_note: string | null;
  hold_rules: string[] | null;
  held_at: Date | string | null;
  held_by: string | null;
};
type ItemRow = {
  id: number;
  product_id: number;
  product_name: string;
  sku: string;
  quantity: number;
  unit_price: string;
  line_total: string;
};
type PaymentRow = {
  id: number;
  status: OrderDetail['paymentStatus'];
  method: OrderDetail['paymentMethod'];
  amount: string;
  transaction_ref: string;
  created_at: string;
};
/** The order's row with its items, payments and events as JSON arrays (numbers as text, instants as ISO text). */
type DetailWithParts = DetailRow & { items: ItemRow[]; payments: PaymentRow[]; events: EventRow[] };

/** The detail plus the row fields the generic order read answered (customerId, customerName), so old callers keep working. */
export type OrderDetailOutput = OrderDetail & { customerId: number; customerName: string };

/** The order's placing, read from the order itself: seeded and imported orders have no 'created' event of their own. */
const placedEvent = (order: DetailRow): TimelineEvent => ({
  id: 0,
  kind: 'created',
  action: null,
  label: ORDER_MESSAGES.placed,
  fromStatus: null,
  toStatus: null,
  note: null,
  actorName: order.customer_name,
  createdAt: iso(order.created_at)!,
});

/** Newest first, always ending with the order being placed. */
function timelineOf(order: DetailRow, events: EventRow[]): TimelineEvent[] {
  const timeline = events.map(eventOf);
  return timeline.some((e) => e.kind === 'created') ? timeline : [...timeline, placedEvent(order)];
}

/**
 * The order as the staff API shows it, in one prepared statement: inside a transaction (an event's data) every read
 * waits for the one before it on the same connection, so four reads cost four round trips.
 */
export async function readOrderDetail(db: Db, id: number): Promise<OrderDetailOutput> {
  const [order] = await queryPrepared<DetailWithParts>(
    db,
    'order-detail',
    sql`select ${HEAD_COLUMNS_OF_O},
      o.created_at, o.total::text as total, o.item_count, o.replaces_order_id, ${SHIP_TO_SQL} as ship_to,
      exists (select 1 from order_documents d where d.order_id = o.id) as has_label,
      o.hold_note, o.hold_rules, o.held_at, o.held_by,
      c.id as customer_id, c.name as customer_name, c.email, c.phone, c.type, c.wallet_balance::text as wallet_balance,
      coalesce((select json_agg(json_build_object('id', i.id, 'product_id', i.product_id, 'product_name', i.product_name,
          'sku', i.sku, 'quantity', i.quantity, 'unit_price', i.unit_price::text, 'line_total', i.line_total::text) order by i.id)
        from order_items i where i.order_id = o.id), '[]') as items,
      coalesce((select json_agg(json_build_object('id', p.id, 'status', p.status, 'method', p.method,
          'amount', p.amount::text, 'transaction_ref', p.transaction_ref, 'created_at', p.created_at) order by p.id)
        from payments p where p.order_id = o.id), '[]') as payments,
      coalesce((select json_agg(e order by e.id desc)
        from (select ${EVENT_COLUMNS} from order_events where order_id = o.id) e), '[]') as events
    from orders o join customers c on c.id = o.customer_id where o.id = ${id}`,
  );
  if (!order) throw notFound();
  return {
    ...headOf(order),
    createdAt: iso(order.created_at)!,
    total: order.total,
    itemCount: order.item_count,
    replacesOrderId: order.replaces_order_id === null ? null : Number(order.replaces_order_id),
    customerId: order.customer_id,
    customerName: order.customer_name,
    customer: {
      id: order.customer_id,
      name: order.customer_name,
      email: order.email,
      phone: order.phone,
      type: order.type,
      walletBalance: order.wallet_balance,
    },
    shippingAddress: order.ship_to,
    items: order.items.map((i) => ({
      id: Number(i.id),
      productId: i.product_id,
      productName: i.product_name,
      sku: i.sku,
      quantity: i.quantity,
      unitPrice: i.unit_price,
      lineTotal: i.line_total,
    })),
    payments: order.payments.map((p) => ({
      id: Number(p.id),
      status: p.status,
      method: p.method,
      amount: p.amount,
      transactionRef: p.transaction_ref,
      createdAt: iso(p.created_at)!,
    })),
    timeline: timelineOf(order, order.events),
    hasLabel: order.has_label,
    hold: holdOf(order),
  };
}

function holdOf(order: DetailRow): OrderDetail['hold'] {
  const { holdReason } = headOf(order);
  if (!holdReason) return null;
  return {
    reason: holdReason,
    note: order.hold_note ?? '',
    rules: order.hold_rules ?? [],
    heldAt: iso(order.held_at) ?? iso(order.created_at)!,
    heldBy: order.held_by ?? '',
  };
}

/** Adds a note to the order's timeline, with its audit row in the same statement; 404 when there is no such order. */
export async function addOrderNote(db: Db, orderId: number, note: string, actor: Actor): Promise<TimelineEvent> {
  const audit = auditRowsSql([{ entity: 'order', entityId: orderId, action: 'order.note', reason: note }]);
  const [row] = await queryRows<EventRow>(
    db,
    sql`with e as (
      insert into order_events (order_id, kind, note, actor_id, actor_name)
      select id, 'note', ${note}, ${actor.id}::int, ${actor.name} from orders where id = ${orderId}
      returning ${EVENT_COLUMNS}),
    a as (insert into audit_log (${AUDIT_COLUMNS}) select ${AUDIT_COLUMNS_OF_R} from ${audit} where exists (select 1 from e))
    select * from e`,
  );
  if (!row) throw notFound();
  return eventOf(row);
}
