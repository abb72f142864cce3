/**
 * One order action in one transaction: lock the order, check its version, let the lifecycle machine decide,
 * write the status and shipping columns, and record the timeline entry. Counts follow by trigger.
 */
import { sql } from 'drizzle-orm';
import { lifecycleInputOf, type OrderActionResult } from '../../contract/order-processing';
import { MESSAGES } from '../../contract/messages';
import { applyAction, unavailableReason } from '../../machines/order-lifecycle';
import type { OrderAction } from '../../machines/order-lifecycle.machine';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { conflict, notFound } from '../http-errors';
import { runIdempotent, type Idempotent } from '../services/idempotency';
import { EVENT_COLUMNS, HEAD_COLUMNS, eventOf, headOf, type EventRow, type HeadRow } from './order-rows';
import { shippingChanges } from './shipping-effects';

/** Who acts; the timeline keeps the name as it was. */
export interface Actor {
  id: number;
  name: string;
}

export interface OrderActionCommand {
  orderId: number;
  action: OrderAction;
  /** The version the caller saw; absent skips the check (the seed's PUTs send none). */
  version?: number;
  reason?: string | null;
  actor: Actor;
  /** Idempotency-Key, or null. */
  key: string | null;
  /** What the key is bound to, e.g. `PUT /order-details/accept/12`. */
  scope: string;
}

export interface OrderActionOutcome extends Idempotent<OrderActionResult> {
  /** The label PDF a first generate-label wrote (replays read the stored one). */
  label: Uint8Array | null;
}

/** The order row, locked until the transaction ends. */
async function lockOrder(tx: Db, id: number) {
  const [row] = await queryRows<HeadRow>(tx, sql`select ${HEAD_COLUMNS} from orders where id = ${id} for update`);
  if (!row) throw notFound();
  return headOf(row);
}

async function applyInTransaction(tx: Db, command: OrderActionCommand, labelOut: { pdf: Uint8Array | null }): Promise<OrderActionResult> {
  const head = await lockOrder(tx, command.orderId);
  if (command.version !== undefined && command.version !== head.version) throw conflict(MESSAGES.staleVersion);
  const input = lifecycleInputOf(head);
  const next = applyAction(input, command.action);
  if (!next) throw conflict(unavailableReason(input, command.action) ?? MESSAGES.staleVersion);
  const changes = await shippingChanges(tx, head, command.action);
  labelOut.pdf = changes.label ?? null;
  const { actor } = command;
  // The update and the timeline entry in one statement: one round trip on the hot path.
  const [row] = await queryRows<{ head: HeadRow; event: EventRow }>(tx, sql`
    with u as (
      update orders set status = ${next.status},
        courier_name = coalesce(${changes.courierName ?? null}::text, courier_name),
        pickup_at = coalesce(${changes.pickupAt?.toISOString() ?? null}::timestamptz, pickup_at),
        awb_no = coalesce(${changes.awbNo ?? null}::text, awb_no),
        label_generated_at = case when ${changes.label !== undefined}::boolean then now() else label_generated_at end,
        version = version + 1, updated_at = now()
      where id = ${head.id} returning ${HEAD_COLUMNS}),
    e as (
      insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
      select id, 'action', ${command.action}, ${head.status}, status, ${command.reason || null}::text, ${actor.id}::int, ${actor.name} from u
      returning ${EVENT_COLUMNS})
    select row_to_json(u) as head, row_to_json(e) as event from u, e`);
  return { order: headOf(row.head), event: eventOf(row.event) };
}

/** Runs the action once per Idempotency-Key: a replay answers the first result and applies nothing. */
export async function performOrderAction(db: Db, command: OrderActionCommand): Promise<OrderActionOutcome> {
  const labelOut: { pdf: Uint8Array | null } = { pdf: null };
  const outcome = await runIdempotent(db, { userId: command.actor.id, key: command.key, scope: command.scope },
    (tx) => applyInTransaction(tx, command, labelOut));
  return { ...outcome, label: outcome.replayed ? null : labelOut.pdf };
}

/** The stored label PDF and its order's number, or null when no label was generated. */
export async function storedLabel(db: Db, orderId: number): Promise<{ pdf: Uint8Array; orderNo: string } | null> {
  const [row] = await queryRows<{ pdf: Uint8Array; order_no: string }>(db,
    sql`select d.pdf, o.order_no from order_documents d join orders o on o.id = d.order_id where d.order_id = ${orderId}`);
  return row ? { pdf: new Uint8Array(row.pdf), orderNo: row.order_no } : null;
}
