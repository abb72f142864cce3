/**
 * The one writer of an order transition. Every order action — alone or batched, a plain status change or a
 * shipping step — moves its order through this one statement (one transaction): the status and shipping
 * fields, the timeline entry, the label document, the Idempotency-Key's answer and the audit row. The status
 * counters follow by trigger.
 *
 * The statement moves an order only as the lifecycle machine allows: it joins the machine's own answers for
 * the actions at hand from every status, shipping stage and payment state (the payment state as
 * `paymentStateOf` in the contract computes it), and the order's version when the caller pinned one. An
 * action that does not apply (stale version, a stage the order is not in, a key already used) writes
 * nothing and has no answer; the caller says why.
 */
import { sql, type SQL } from 'drizzle-orm';
import { ORDER_ACTION_EVENTS, ORDER_STATUSES } from '../../contract/orders/order-status';
import { applyAction } from '../../machines/orders/order-lifecycle';
import { PAYMENT_STATES, type OrderAction } from '../../machines/orders/order-lifecycle.machine';
import { AUDIT_COLUMNS, auditRowOf } from '../platform/audit/record';
import type { Db } from '../db/client';
import type { AuditChanges } from '../platform/audit/schema';
import { queryPrepared } from '../db/prepared';
import { withTransaction } from '../db/transaction';
import { restockCancelledOrders } from '../catalogue/stock/order-stock';
import type { OrderHead } from '../../contract/orders/order-processing';
import type { OrderActionCommand, Stored } from './order-action-statements';
import { orderActionChanges, orderActionEntry } from './order-audit';
import { EVENT_COLUMNS, HEAD_COLUMNS_OF_O } from './order-rows';
import type { ShippingChanges } from './shipping-effects';

/**
 * Given the SQL json of each moved order's live event, the aggregate that tells the other processes of them in the
 * statement's own transaction (LiveBus.notifySql), or null when there is none to tell.
 */
export type AnnounceSql = (event: SQL) => SQL | null;

/** One transition to write: the command, what a shipping step adds, and the audit's field changes besides the status. */
export interface TransitionRequest {
  command: OrderActionCommand;
  shipping?: ShippingChanges;
  /** Known where the order was read first (a lone action); the statement adds the status change itself. */
  auditChanges?: AuditChanges;
}

const STAGES = [false, true] as const;

/** The lifecycle machine's answers for one action: each status, shipping stage and payment state it allows, and where it leads. */
const lifecycleRowsOf = (action: OrderAction) =>
  ORDER_STATUSES.flatMap((status) =>
    STAGES.flatMap((courier) =>
      STAGES.flatMap((pickup) =>
        STAGES.flatMap((label) => {
          const rows = PAYMENT_STATES.flatMap((payment) => {
            const next = applyAction(
              { status, courierAssigned: courier, pickupScheduled: pickup, labelGenerated: label, payment },
              action,
            );
            return next
              ? [
                  {
                    action,
                    from_status: status,
                    courier,
                    pickup,
                    label,
                    payment: payment as string | null,
                    to_status: next.status,
                  },
                ]
              : [];
          });
          // Allowed whatever the payment (a cancel, say): one row that matches any (`payment` null) keeps the JSON short.
          return rows.length === PAYMENT_STATES.length ? [{ ...rows[0], payment: null }] : rows;
        }),
      ),
    ),
  );
const LIFECYCLE_ROWS = new Map(ORDER_ACTION_EVENTS.map((action) => [action, lifecycleRowsOf(action)]));

/**
 * The lifecycle rows a statement joins: its own actions' only. A batch of accepts joins the accept rows
 * (8 of 76): PostgreSQL parses this JSON on every statement, and all 76 rows cost about 30% of the
 * database's time per action (the order action benchmark: 190 → 135 µs).
 */
const lifecycleRowsFor = (requests: readonly TransitionRequest[]) =>
  JSON.stringify(
    [...new Set(requests.map(({ command }) => command.action))].flatMap((action) => LIFECYCLE_ROWS.get(action) ?? []),
  );

const rowOf = ({ command, shipping = {}, auditChanges = {} }: TransitionRequest, idx: number) => ({
  idx,
  id: command.orderId,
  version: command.version ?? null,
  action: command.action,
  reason: command.reason || null,
  actor_id: command.actor.id,
  actor_name: command.actor.name,
  key: command.key,
  scope: command.scope,
  courier_name: shipping.courierName ?? null,
  pickup_at: shipping.pickupAt?.toISOString() ?? null,
  awb_no: shipping.awbNo ?? null,
  label: shipping.label ? Buffer.from(shipping.label).toString('base64') : null,
  audit: auditRowOf(orderActionEntry(command, auditChanges)),
});

const CANCELS: ReadonlySet<OrderAction> = new Set(['order.cancelByCustomer', 'order.cancelByCompany']);
/** A held order moves only by a cancel (machines/orders/order-lifecycle.ts), which ends its hold. */
const CANCELS_SQL = sql.raw(`(${[...CANCELS].map((a) => `'${a}'`).join(', ')})`);

/**
 * The webhook events of the moved orders (issue 44), in the same statement: `order.status_changed` for each (the order
 * as the action's answer has it, from, to, who, why) and `order.cancelled` besides for a cancel, each with a delivery
 * per enabled endpoint that wants it (server/webhooks/events.ts does the same for one event). With no such endpoint
 * nothing is written; a transition that does not apply moves no row, so it has no event either.
 */
const WEBHOOK_EVENTS_OF_ANSWERS = sql.raw(`
    we as (
      insert into webhook_events (public_id, type, body)
      select ev.public_id, ev.type, json_build_object('id', ev.public_id, 'type', ev.type, 'createdAt', now(),
        'data', json_build_object('order', a.head, 'from', u.from_status, 'to', u.status, 'who', r.actor_name, 'why', r.reason))::text
      from answers a join u on u.idx = a.idx join r on r.idx = a.idx
      cross join lateral (
        select 'evt_' || replace(gen_random_uuid()::text, '-', '') as public_id, t.type
        from (values ('order.status_changed'),
          (case when r.action in ('order.cancelByCustomer', 'order.cancelByCompany') then 'order.cancelled' end)) t(type)
        where t.type is not null
          and exists (select 1 from webhook_endpoints w where w.enabled and t.type = any(w.event_types))) ev
      returning id, type),
    wd as (
      insert into webhook_deliveries (endpoint_id, event_id)
      select w.id, we.id from we join webhook_endpoints w on w.enabled and we.type = any(w.event_types))`);

/**
 * Writes each transition the lifecycle allows on its order as it stands; the stored answers by position in `requests`.
 * A cancellation puts its order's items back in stock in the same transaction (server/catalogue/stock): the
 * transition writes once per order, so the stock moves once however often the cancel is retried.
 */
export async function writeOrderTransitions(
  db: Db,
  requests: readonly TransitionRequest[],
  announce?: AnnounceSql,
): Promise<Map<number, Stored>> {
  if (!requests.some(({ command }) => CANCELS.has(command.action)))
    return writeTransitionStatement(db, requests, announce);
  return withTransaction(db, async (tx) => {
    const stored = await writeTransitionStatement(tx, requests, announce);
    const cancelled = [...stored.keys()]
      .map((idx) => requests[idx].command)
      .filter((command) => CANCELS.has(command.action));
    await restockCancelledOrders(
      tx,
      cancelled.map(({ orderId, actor }) => ({ orderId, actor: { id: actor.id, name: actor.name } })),
    );
    return stored;
  });
}

/** The live event of each order the statement moves (`u`), as LiveEvents['order'] has it. */
const ORDER_EVENT_OF_U = sql.raw(`json_build_object('id', u.id, 'version', u.version, 'status', u.status)`);

async function writeTransitionStatement(
  db: Db,
  requests: readonly TransitionRequest[],
  announce?: AnnounceSql,
): Promise<Map<number, Stored>> {
  // Told in the statement, the other processes hear of the moved orders at its commit, with no NOTIFY of their own.
  const told = announce?.(ORDER_EVENT_OF_U) ?? null;
  const rows = await queryPrepared<Stored & { idx: number }>(
    db,
    told ? 'order_transitions_told' : 'order_transitions',
    sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(requests.map(rowOf))}::jsonb) as r(idx int, id bigint, version int, action text,
        reason text, actor_id int, actor_name text, key text, scope text, courier_name text, pickup_at timestamptz, awb_no text,
        label text, audit jsonb)),
    t as (
      select * from jsonb_to_recordset(${lifecycleRowsFor(requests)}::jsonb) as t(action text, from_status text, courier boolean,
        pickup boolean, label boolean, payment text, to_status text)),
    u as (
      update orders o set status = t.to_status,
        hold_reason = case when r.action in ${CANCELS_SQL} then null else o.hold_reason end,
        courier_name = coalesce(r.courier_name, o.courier_name), pickup_at = coalesce(r.pickup_at, o.pickup_at),
        awb_no = coalesce(r.awb_no, o.awb_no), label_generated_at = case when r.label is not null then now() else o.label_generated_at end,
        version = o.version + 1, updated_at = now()
      from r join t on t.action = r.action
      where o.id = r.id and o.version = coalesce(r.version, o.version) and o.status = t.from_status
        and (o.courier_name is not null) = t.courier and (o.pickup_at is not null) = t.pickup
        and (o.label_generated_at is not null) = t.label
        and (t.payment is null or t.payment = case when o.payment_method = 'COD' or o.payment_status = 'success' then 'settled' else o.payment_status end)
        and (r.key is null or not exists (select 1 from idempotency_keys k where k.user_id = r.actor_id and k.key = r.key))
        and (o.hold_reason is null or r.action in ${CANCELS_SQL})
      returning ${HEAD_COLUMNS_OF_O}, r.idx, t.from_status),
    e as (
      insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
      select u.id, 'action', r.action, u.from_status, u.status, r.reason, r.actor_id, r.actor_name from u join r on r.idx = u.idx
      returning ${EVENT_COLUMNS}, order_id),
    d as (
      insert into order_documents (order_id, awb_no, pdf)
      select u.id, r.awb_no, decode(r.label, 'base64') from u join r on r.idx = u.idx where r.label is not null
      on conflict (order_id) do update set awb_no = excluded.awb_no, pdf = excluded.pdf, created_at = now()),
    answers as (
      select u.idx, to_jsonb(u) - 'idx' - 'from_status' as head, to_jsonb(e) - 'order_id' as event from u join e on e.order_id = u.id),
    k as (
      insert into idempotency_keys (user_id, key, scope, response_status, response)
      select r.actor_id, r.key, r.scope, 200, jsonb_build_object('head', a.head, 'event', a.event)
      from answers a join r on r.idx = a.idx where r.key is not null),
    audit as (
      insert into audit_log (${AUDIT_COLUMNS})
      select a.user_id, a.user_name, a.address, a.entity, a.entity_id, a.action, a.outcome,
        coalesce(a.changes, '{}'::jsonb) || case when u.from_status = u.status then '{}'::jsonb
          else jsonb_build_object('status', jsonb_build_object('before', u.from_status, 'after', u.status)) end,
        a.reason, a.detail
      from u join r on r.idx = u.idx cross join lateral jsonb_to_record(r.audit) as a(user_id int, user_name text, address text,
        entity text, entity_id text, action text, outcome text, changes jsonb, reason text, detail jsonb)),
    ${WEBHOOK_EVENTS_OF_ANSWERS}
    select idx, head, event from answers${told ? sql` cross join (select ${told} from u having count(*) > 0) told` : sql``}`,
  );
  return new Map(rows.map(({ idx, head, event }) => [idx, { head, event }]));
}

/**
 * A lone action on the order as it was read (`from`), pinned to that version: the stored answer, or null when
 * the order moved on in the meantime (nothing written).
 */
export async function writeOrderTransition(
  db: Db,
  command: OrderActionCommand,
  from: OrderHead,
  status: string,
  shipping: ShippingChanges,
): Promise<Stored | null> {
  const request = {
    command: { ...command, version: from.version },
    shipping,
    auditChanges: orderActionChanges(from, status, shipping),
  };
  return (await writeOrderTransitions(db, [request])).get(0) ?? null;
}
