/**
 * The statements of one order action: the read (the order with the Idempotency-Key's stored answer, if any)
 * and the compare-and-set that updates the order only if its version is still the one read, writing the
 * timeline entry, the label document and the key's answer in the same statement.
 */
import { sql } from 'drizzle-orm';
import type { OrderActionResult, OrderHead } from '../../contract/order-processing';
import type { OrderAction } from '../../machines/order-lifecycle.machine';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { notFound } from '../http-errors';
import { AUDIT_COLUMNS, AUDIT_COLUMNS_OF_R, auditRowsSql } from '../audit/record';
import { keyReused, type Idempotent } from '../services/idempotency';
import { orderActionChanges, orderActionEntry } from './order-audit';
import { EVENT_COLUMNS, HEAD_COLUMNS_OF_O, eventOf, headOf, type EventRow, type HeadRow } from './order-rows';
import type { ShippingChanges } from './shipping-effects';

/** Who acts; the timeline keeps the name as it was, the audit trail the address too. */
export interface Actor {
  id: number;
  name: string;
  /** The client's address; null for a bulk job's item (the job's start row has it). */
  address?: string | null;
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
  /** What the key is bound to: `requestScope` of the path and body (another body under the key is a 422). */
  scope: string;
  /** The bulk job this action is an item of, noted in its audit row. */
  bulkJobId?: string;
}

export interface OrderActionOutcome extends Idempotent<OrderActionResult> {
  /** The label PDF a first generate-label wrote (replays read the stored one). */
  label: Uint8Array | null;
}

export type Stored = { head: HeadRow; event: EventRow };
export const resultOf = (row: Stored): OrderActionResult => ({ order: headOf(row.head), event: eventOf(row.event) });

/** The order and, when the key was used before, its scope and stored answer. */
export async function readOrder(db: Db, command: OrderActionCommand) {
  const [row] = await queryRows<HeadRow & { key_scope: string | null; key_response: Stored | null }>(db, sql`
    select ${HEAD_COLUMNS_OF_O}, k.scope as key_scope, k.response as key_response from orders o
    left join idempotency_keys k on k.user_id = ${command.actor.id} and k.key = ${command.key}::text
    where o.id = ${command.orderId}`);
  if (!row) throw notFound();
  return { head: headOf(row), replay: row.key_scope === null ? null : { scope: row.key_scope, response: row.key_response } };
}

/** The update, timeline entry, label, key answer and audit row in one statement; null when the version moved on. */
export async function compareAndSet(db: Db, command: OrderActionCommand, from: OrderHead, status: string, changes: ShippingChanges): Promise<Stored | null> {
  const { actor } = command;
  const pdf = changes.label ? Buffer.from(changes.label) : null;
  const audit = auditRowsSql([orderActionEntry(command, orderActionChanges(from, status, changes))]);
  const [row] = await queryRows<Stored>(db, sql`
    with u as (
      update orders o set status = ${status},
        courier_name = coalesce(${changes.courierName ?? null}::text, courier_name),
        pickup_at = coalesce(${changes.pickupAt?.toISOString() ?? null}::timestamptz, pickup_at),
        awb_no = coalesce(${changes.awbNo ?? null}::text, awb_no),
        label_generated_at = case when ${pdf !== null}::boolean then now() else label_generated_at end,
        version = version + 1, updated_at = now()
      where id = ${from.id} and version = ${from.version} returning ${HEAD_COLUMNS_OF_O}),
    e as (
      insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
      select id, 'action', ${command.action}, ${from.status}, status, ${command.reason || null}::text, ${actor.id}::int, ${actor.name} from u
      returning ${EVENT_COLUMNS}),
    d as (
      insert into order_documents (order_id, awb_no, pdf) select id, ${changes.awbNo ?? null}::text, ${pdf}::bytea from u where ${pdf !== null}::boolean
      on conflict (order_id) do update set awb_no = excluded.awb_no, pdf = excluded.pdf, created_at = now()),
    k as (
      insert into idempotency_keys (user_id, key, scope, response_status, response)
      select ${actor.id}, ${command.key}::text, ${command.scope}, 200, json_build_object('head', row_to_json(u), 'event', row_to_json(e))::jsonb
      from u, e where ${command.key}::text is not null),
    a as (insert into audit_log (${AUDIT_COLUMNS}) select ${AUDIT_COLUMNS_OF_R} from ${audit} where exists (select 1 from u))
    select row_to_json(u) as head, row_to_json(e) as event from u, e`);
  return row ?? null;
}

/** The answer stored with our key: a replay (same path and body) or a 422 (the key was used for another request). */
export function replayOf(replay: { scope: string; response: Stored | null }, command: OrderActionCommand): OrderActionOutcome {
  if (replay.scope !== command.scope || !replay.response) throw keyReused();
  return { result: resultOf(replay.response), replayed: true, label: null };
}

