/**
 * Holds (issue 45 §2): put orders on hold with a reason, or release them with a note, one or many in one statement —
 * each moved order's hold, version, timeline entry and audit row together. An order is held only while it has not
 * shipped and is not held already; it is released only while held. The counts of held orders follow by trigger
 * (migration 0041). A held order's lifecycle actions but a cancel are refused (order-actions.ts, order-transition.ts).
 */
import { sql } from 'drizzle-orm';
import { HOLDABLE_STATUSES, type HoldReason } from '../../contract/orders/order-holds';
import type { OrderActionResult } from '../../contract/orders/order-processing';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { AUDIT_COLUMNS, auditRowOf } from '../platform/audit/record';
import type { Actor } from './order-actions';
import { EVENT_COLUMNS, HEAD_COLUMNS_OF_O, eventOf, headOf, type EventRow, type HeadRow } from './order-rows';

export interface HoldChange {
  orderIds: readonly number[];
  actor: Actor;
  /** The version the caller saw (a lone order's); absent skips the check. */
  version?: number;
}

const HOLDABLE_SQL = sql.raw(`(${HOLDABLE_STATUSES.map((s) => `'${s}'`).join(', ')})`);

/** The timeline's line for a hold: the reason, the rules that tripped, the note. */
const holdNoteOf = (reason: string, note: string, rules: readonly string[]) =>
  [reason, rules.length ? rules.join('; ') : '', note].filter(Boolean).join(' — ');

type Moved = { head: HeadRow; event: EventRow };
const resultsOf = (rows: Moved[]): OrderActionResult[] =>
  rows.map(({ head, event }) => ({ order: headOf(head), event: eventOf(event) }));

/** Holds each order that can be held now; the results of those it held (in no set order). */
export async function holdOrders(
  db: Db,
  {
    orderIds,
    actor,
    version,
    reason,
    note,
    rules = [],
  }: HoldChange & {
    reason: HoldReason;
    note: string;
    rules?: readonly string[];
  },
): Promise<OrderActionResult[]> {
  const line = holdNoteOf(reason, note, rules);
  const audit = auditRowOf({
    entity: 'order',
    action: 'hold',
    reason: line,
    changes: { hold: { before: null, after: reason } },
    actor: { id: actor.id, name: actor.name, address: actor.address ?? null },
  });
  const rows = await queryRows<Moved>(
    db,
    sql`with u as (
      update orders o set hold_reason = ${reason}, hold_note = ${note}, hold_rules = ${JSON.stringify(rules)}::jsonb,
        held_at = now(), held_by = ${actor.name}, version = o.version + 1, updated_at = now()
      where o.id = any(${sql.param([...orderIds])}::bigint[]) and o.hold_reason is null and o.status in ${HOLDABLE_SQL}
        and o.version = coalesce(${version ?? null}::int, o.version)
      returning ${HEAD_COLUMNS_OF_O}),
    ${timelineAndAudit('hold', 'order.hold', line, actor, audit)}`,
  );
  return resultsOf(rows);
}

/** Releases each order on hold; the results of those it released. */
export async function releaseOrders(
  db: Db,
  { orderIds, actor, version, note }: HoldChange & { note: string },
): Promise<OrderActionResult[]> {
  const audit = auditRowOf({
    entity: 'order',
    action: 'release',
    reason: note,
    actor: { id: actor.id, name: actor.name, address: actor.address ?? null },
  });
  const rows = await queryRows<Moved>(
    db,
    sql`with before as (
      select o.id, o.hold_reason from orders o
      where o.id = any(${sql.param([...orderIds])}::bigint[]) and o.hold_reason is not null for update),
    u as (
      update orders o set hold_reason = null, version = o.version + 1, updated_at = now()
      from before b where o.id = b.id and o.version = coalesce(${version ?? null}::int, o.version)
      returning ${HEAD_COLUMNS_OF_O}, b.hold_reason as released_reason),
    ${timelineAndAudit('release', 'order.release', note, actor, audit, sql`jsonb_build_object('hold', jsonb_build_object('before', u.released_reason, 'after', null))`)}`,
  );
  return resultsOf(rows);
}

/** The rest of a hold or release statement after `u` (the moved orders): their timeline entries and audit rows. */
function timelineAndAudit(
  kind: 'hold' | 'release',
  action: string,
  note: string,
  actor: Actor,
  audit: ReturnType<typeof auditRowOf>,
  changes = sql`a.changes`,
) {
  return sql`e as (
      insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
      select u.id, ${kind}, ${action}, u.status, u.status, ${note}, ${actor.id}::int, ${actor.name} from u
      returning ${EVENT_COLUMNS}, order_id),
    audit as (
      insert into audit_log (${AUDIT_COLUMNS})
      select a.user_id, a.user_name, a.address, a.entity, u.id::text, a.action, a.outcome, ${changes}, a.reason, a.detail
      from u cross join jsonb_to_record(${JSON.stringify(audit)}::jsonb) as a(user_id int, user_name text, address text,
        entity text, action text, outcome text, changes jsonb, reason text, detail jsonb))
    select to_jsonb(u) as head, to_jsonb(e) - 'order_id' as event from u join e on e.order_id = u.id`;
}
