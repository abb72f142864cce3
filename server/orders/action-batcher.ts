/**
 * Order actions arriving together share one statement — one transaction, one commit — that applies
 * each action's transition, timeline entry and Idempotency-Key answer. Under load staff's actions cost
 * one round trip and one commit per batch instead of two round trips and a commit each; a lone action
 * runs at once.
 *
 * The statement moves an order only as the lifecycle machine allows: it joins the machine's own answers
 * for the batch's actions from every status, shipping stage and payment state (`LIFECYCLE_ROWS`; the
 * payment state as `paymentStateOf` in the contract computes it), and the order's
 * version when the caller sent one. Everything else — a stale version, an action the order's stage does not allow, a replayed or
 * reused key, a missing order, a failed statement (which applied nothing) — runs again alone through
 * `performOrderAction`, which answers each case exactly. Shipping actions (partner calls, label PDFs)
 * always run alone. The audit rows of a batch are one multi-row insert of the same statement.
 */
import { sql } from 'drizzle-orm';
import { ORDER_STATUSES } from '../../contract/order-status';
import { applyAction } from '../../machines/order-lifecycle';
import { PAYMENT_STATES, type OrderAction } from '../../machines/order-lifecycle.machine';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { BatchQueue, takeDistinct } from '../services/batch-queue';
import { performOrderAction, resultOf, type OrderActionCommand, type OrderActionOutcome, type Stored } from './order-actions';
import { EVENT_COLUMNS, HEAD_COLUMNS_OF_O } from './order-rows';

/** The actions that change only the status (no partner, no document): the ones batches apply. */
const BATCHED_ACTIONS: readonly OrderAction[] = [
  'order.accept', 'order.proceedToShipping', 'order.markShipped', 'order.markDelivered', 'order.cancelByCustomer', 'order.cancelByCompany',
];

/** Most actions in one statement: bounds a statement's time and the locks it holds. */
const MAX_BATCH = 64;

const STAGES = [false, true] as const;

/** The lifecycle machine's answers for one batched action: each status, shipping stage and payment state it allows, and where it leads. */
const lifecycleRowsOf = (action: OrderAction) => ORDER_STATUSES.flatMap((status) =>
  STAGES.flatMap((courier) => STAGES.flatMap((pickup) => STAGES.flatMap((label) => {
    const rows = PAYMENT_STATES.flatMap((payment) => {
      const next = applyAction({ status, courierAssigned: courier, pickupScheduled: pickup, labelGenerated: label, payment }, action);
      return next ? [{ action, from_status: status, courier, pickup, label, payment: payment as string | null, to_status: next.status }] : [];
    });
    // Allowed whatever the payment (a cancel, say): one row that matches any (`payment` null) keeps the JSON short.
    return rows.length === PAYMENT_STATES.length ? [{ ...rows[0], payment: null }] : rows;
  }))));
const LIFECYCLE_ROWS = new Map(BATCHED_ACTIONS.map((action) => [action, lifecycleRowsOf(action)]));

/**
 * The lifecycle rows a batch joins: its own actions' only. A batch of accepts joins the accept rows
 * (8 of 76): PostgreSQL parses this JSON on every batch, and all 76 rows cost about 30% of the
 * database's time per action (the order action benchmark: 190 → 135 µs).
 */
const lifecycleRowsFor = (batch: readonly Waiting[]) =>
  JSON.stringify([...new Set(batch.map(({ command }) => command.action))].flatMap((action) => LIFECYCLE_ROWS.get(action) ?? []));

interface Waiting {
  command: OrderActionCommand;
  resolve: (outcome: OrderActionOutcome) => void;
  reject: (error: unknown) => void;
}

/** One order and one Idempotency-Key per batch, so each row of the statement answers exactly one action. */
const keysOf = ({ command }: Waiting) =>
  command.key === null ? [`order:${command.orderId}`] : [`order:${command.orderId}`, `key:${command.actor.id}:${command.key}`];
const take = (waiting: readonly Waiting[]) => takeDistinct(waiting, MAX_BATCH, keysOf);

/** Applies what it can of the batch in one statement; the stored answers by position in the batch. */
async function applyBatch(db: Db, batch: readonly Waiting[]): Promise<Map<number, Stored>> {
  const actions = batch.map(({ command }, idx) => ({
    idx, id: command.orderId, version: command.version ?? null, action: command.action, reason: command.reason || null,
    actor_id: command.actor.id, actor_name: command.actor.name, address: command.actor.address ?? null, key: command.key, scope: command.scope,
  }));
  const rows = await queryPrepared<Stored & { idx: number }>(db, 'order_actions_batch', sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(actions)}::jsonb) as r(idx int, id bigint, version int, action text,
        reason text, actor_id int, actor_name text, address text, key text, scope text)),
    t as (
      select * from jsonb_to_recordset(${lifecycleRowsFor(batch)}::jsonb) as t(action text, from_status text, courier boolean,
        pickup boolean, label boolean, payment text, to_status text)),
    u as (
      update orders o set status = t.to_status, version = o.version + 1, updated_at = now()
      from r join t on t.action = r.action
      where o.id = r.id and o.version = coalesce(r.version, o.version) and o.status = t.from_status
        and (o.courier_name is not null) = t.courier and (o.pickup_at is not null) = t.pickup
        and (o.label_generated_at is not null) = t.label
        and (t.payment is null or t.payment = case when o.payment_method = 'COD' or o.payment_status = 'success' then 'settled' else o.payment_status end)
        and (r.key is null or not exists (select 1 from idempotency_keys k where k.user_id = r.actor_id and k.key = r.key))
      returning ${HEAD_COLUMNS_OF_O}, r.idx, t.from_status),
    e as (
      insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
      select u.id, 'action', r.action, u.from_status, u.status, r.reason, r.actor_id, r.actor_name from u join r on r.idx = u.idx
      returning ${EVENT_COLUMNS}, order_id),
    answers as (
      select u.idx, to_jsonb(u) - 'idx' - 'from_status' as head, to_jsonb(e) - 'order_id' as event from u join e on e.order_id = u.id),
    k as (
      insert into idempotency_keys (user_id, key, scope, response_status, response)
      select r.actor_id, r.key, r.scope, 200, jsonb_build_object('head', a.head, 'event', a.event)
      from answers a join r on r.idx = a.idx where r.key is not null),
    audit as (
      insert into audit_log (user_id, user_name, address, entity, entity_id, action, changes, reason)
      select r.actor_id, r.actor_name, r.address, 'order', u.id::text, r.action,
        jsonb_build_object('status', jsonb_build_object('before', u.from_status, 'after', u.status)), r.reason
      from u join r on r.idx = u.idx)
    select idx, head, event from answers`);
  return new Map(rows.map(({ idx, head, event }) => [idx, { head, event }]));
}

export class OrderActionBatcher {
  private readonly queue = new BatchQueue<Waiting>((batch) => this.run(batch), take);

  constructor(private readonly db: Db) {}

  /** Runs the action once per Idempotency-Key, as `performOrderAction` does, batched with any that arrive alongside. */
  perform(command: OrderActionCommand): Promise<OrderActionOutcome> {
    if (!BATCHED_ACTIONS.includes(command.action)) return performOrderAction(this.db, command);
    return new Promise((resolve, reject) => this.queue.push({ command, resolve, reject }));
  }

  /** Alone, as if never batched. */
  private alone({ command, resolve, reject }: Waiting): void {
    performOrderAction(this.db, command).then(resolve, reject);
  }

  private async run(batch: Waiting[]): Promise<void> {
    let stored: Map<number, Stored>;
    try {
      stored = await applyBatch(this.db, batch);
    } catch {
      // Nothing of the statement applied (a key another request took in the meantime, say): each action runs alone.
      for (const waiting of batch) this.alone(waiting);
      return;
    }
    for (const [idx, waiting] of batch.entries()) {
      const row = stored.get(idx);
      if (row) waiting.resolve({ result: resultOf(row), replayed: false, label: null });
      else this.alone(waiting);
    }
  }
}
