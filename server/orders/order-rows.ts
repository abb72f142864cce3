/** Order heads and timeline events as the API shows them, from raw rows (both engines return the same shape). */
import { sql } from 'drizzle-orm';
import type { OrderHead, TimelineEvent } from '../../contract/orders/order-processing';
import { HOLD_EVENT_LABELS, ORDER_ACTION_LABELS, type OrderStatus } from '../../contract/orders/order-status';

/** Instants as ISO strings whatever the driver handed back (Date, or text from JSON). */
export const iso = (value: Date | string | null): string | null =>
  value === null ? null : new Date(value).toISOString();

export interface HeadRow {
  id: number | string;
  order_no: string;
  status: string;
  version: number;
  courier_name: string | null;
  pickup_at: Date | string | null;
  awb_no: string | null;
  label_generated_at: Date | string | null;
  updated_at: Date | string;
  payment_status: string;
  payment_method: string;
  /** Absent from answers stored before holds were kept (an Idempotency-Key's replay). */
  hold_reason?: string | null;
}

const HEAD_COLUMN_NAMES = [
  'id',
  'order_no',
  'status',
  'version',
  'courier_name',
  'pickup_at',
  'awb_no',
  'label_generated_at',
  'updated_at',
  'payment_status',
  'payment_method',
  'hold_reason',
];
/** The columns of a head, for `select`/`returning`. */
export const HEAD_COLUMNS = sql.raw(HEAD_COLUMN_NAMES.join(', '));
/** The same columns of the orders table aliased `o`. */
export const HEAD_COLUMNS_OF_O = sql.raw(HEAD_COLUMN_NAMES.map((c) => `o.${c}`).join(', '));

export const headOf = (row: HeadRow): OrderHead => ({
  id: Number(row.id),
  orderNo: row.order_no,
  status: row.status as OrderStatus,
  version: row.version,
  courierName: row.courier_name,
  pickupAt: iso(row.pickup_at),
  awbNo: row.awb_no,
  labelGeneratedAt: iso(row.label_generated_at),
  updatedAt: iso(row.updated_at)!,
  paymentStatus: row.payment_status as OrderHead['paymentStatus'],
  paymentMethod: row.payment_method as OrderHead['paymentMethod'],
  holdReason: (row.hold_reason ?? null) as OrderHead['holdReason'],
});

export interface EventRow {
  id: number | string;
  kind: string;
  action: string | null;
  from_status: string | null;
  to_status: string | null;
  note: string | null;
  actor_name: string;
  created_at: Date | string;
}

/** The timeline's label of each action: the lifecycle's, a hold's and a release's. */
const EVENT_LABELS: Record<string, string> = { ...ORDER_ACTION_LABELS, ...HOLD_EVENT_LABELS };

export const EVENT_COLUMNS = sql.raw('id, kind, action, from_status, to_status, note, actor_name, created_at');

export const eventOf = (row: EventRow): TimelineEvent => ({
  id: Number(row.id),
  kind: row.kind as TimelineEvent['kind'],
  action: row.action,
  label: row.action ? (EVENT_LABELS[row.action] ?? row.action) : null,
  fromStatus: row.from_status as OrderStatus | null,
  toStatus: row.to_status as OrderStatus | null,
  note: row.note,
  actorName: row.actor_name,
  createdAt: iso(row.created_at)!,
});

/**
 * Where an order ships: its own address, or else the customer's (street, area, city, state, PIN and phone;
 * `—` for a customer kept without a street). Needs `o` (orders) and `c` (customers).
 */
export const SHIP_TO_SQL = sql.raw(`coalesce(o.shipping_address, jsonb_strip_nulls(jsonb_build_object('name', c.name,
  'line1', coalesce(c.address_line1, '—'), 'line2', c.area, 'city', c.city, 'state', c.state, 'pincode', c.pincode, 'phone', c.phone)))`);
