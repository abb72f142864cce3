/**
 * Order actions arriving together share their statements: one read for every waiting action, the
 * lifecycle's decision for each, then one statement — one transaction — that applies each action's
 * compare-and-set update, timeline entry and Idempotency-Key answer. Under load staff's actions cost a
 * few round trips and one commit per batch instead of per action; a lone action runs at once.
 *
 * Every action stays all-or-nothing and is decided exactly as alone (order-actions.ts). Whatever the batch
 * cannot settle by itself — an order another request changed in between, a key another request took, a
 * failed statement (which applied nothing) — runs again alone, where those cases have their answers.
 * Label generation (a PDF, a rare and slow action) always runs alone.
 */
import { sql } from 'drizzle-orm';
import type { OrderStatus } from '../../contract/order-status';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { notFound } from '../http-errors';
import { BatchQueue, takeDistinct } from '../services/batch-queue';
import {
  decide, performOrderAction, readOrderOf, resultOf, type OrderActionCommand, type OrderActionOutcome, type ReadRow, type Stored,
} from './order-actions';
import { EVENT_COLUMNS, HEAD_COLUMNS_OF_O } from './order-rows';
import { shippingChanges, type ShippingChanges } from './shipping-effects';

/** Most actions in one statement: bounds a statement's time and its locks. */
const MAX_BATCH = 64;

interface Waiting {
  command: OrderActionCommand;
  resolve: (outcome: OrderActionOutcome) => void;
  reject: (error: unknown) => void;
}

interface Decided extends Waiting {
  version: number;
  from: OrderStatus;
  status: OrderStatus;
  changes: ShippingChanges;
}

/** One order and one Idempotency-Key per batch, so each row of the statement answers exactly one action. */
const keysOf = ({ command }: Waiting) =>
  command.key === null ? [`order:${command.orderId}`] : [`order:${command.orderId}`, `key:${command.actor.id}:${command.key}`];
const take = <T extends Waiting>(waiting: readonly T[]) => takeDistinct(waiting, MAX_BATCH, keysOf);

/** The orders of a batch (and each key's stored answer), by position in the batch. */
async function readBatch(db: Db, batch: readonly Waiting[]): Promise<Map<number, ReadRow>> {
  const wanted = batch.map(({ command }, idx) => ({ idx, id: command.orderId, user_id: command.actor.id, key: command.key }));
  const rows = await queryPrepared<ReadRow & { idx: number }>(db, 'order_actions_read', sql`
    select r.idx, ${HEAD_COLUMNS_OF_O}, k.scope as key_scope, k.response as key_response
    from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb) as r(idx int, id bigint, user_id int, key text)
    join orders o on o.id = r.id
    left join idempotency_keys k on k.user_id = r.user_id and k.key = r.key`);
  return new Map(rows.map((row) => [row.idx, row]));
}

/** Each decided action's update, timeline entry and key answer in one statement; the stored rows by position. */
async function writeBatch(db: Db, batch: readonly Decided[]): Promise<Map<number, Stored>> {
  const actions = batch.map((d, idx) => ({
    idx, id: d.command.orderId, version: d.version, status: d.status, from_status: d.from,
    courier_name: d.changes.courierName ?? null, pickup_at: d.changes.pickupAt?.toISOString() ?? null,
    action: d.command.action, reason: d.command.reason || null, actor_id: d.command.actor.id, actor_name: d.command.actor.name,
    key: d.command.key, scope: d.command.scope,
  }));
  const rows = await queryPrepared<Stored & { idx: number }>(db, 'order_actions_apply', sql`
    with r as (
      select * from jsonb_to_recordset(${JSON.stringify(actions)}::jsonb) as r(idx int, id bigint, version int, status text,
        from_status text, courier_name text, pickup_at timestamptz, action text, reason text, actor_id int, actor_name text, key text, scope text)),
    u as (
      update orders o set status = r.status, courier_name = coalesce(r.courier_name, o.courier_name),
        pickup_at = coalesce(r.pickup_at, o.pickup_at), version = o.version + 1, updated_at = now()
      from r where o.id = r.id and o.version = r.version
      returning ${HEAD_COLUMNS_OF_O}, r.idx),
    e as (
      insert into order_events (order_id, kind, action, from_status, to_status, note, actor_id, actor_name)
      select u.id, 'action', r.action, r.from_status, u.status, r.reason, r.actor_id, r.actor_name from u join r on r.idx = u.idx
      returning ${EVENT_COLUMNS}, order_id),
    answers as (
      select u.idx, to_jsonb(u) - 'idx' as head, to_jsonb(e) - 'order_id' as event from u join e on e.order_id = u.id),
    k as (
      insert into idempotency_keys (user_id, key, scope, response_status, response)
      select r.actor_id, r.key, r.scope, 200, jsonb_build_object('head', a.head, 'event', a.event)
      from answers a join r on r.idx = a.idx where r.key is not null)
    select idx, head, event from answers`);
  return new Map(rows.map(({ idx, head, event }) => [idx, { head, event }]));
}

export class OrderActionBatcher {
  private readonly reads = new BatchQueue<Waiting>((batch) => this.decideBatch(batch), take);
  private readonly writes = new BatchQueue<Decided>((batch) => this.applyBatch(batch), take);

  constructor(private readonly db: Db) {}

  /** Runs the action once per Idempotency-Key, as `performOrderAction` does, batched with any that arrive alongside. */
  perform(command: OrderActionCommand): Promise<OrderActionOutcome> {
    if (command.action === 'order.generateLabel') return performOrderAction(this.db, command);
    return new Promise((resolve, reject) => this.reads.push({ command, resolve, reject }));
  }

  /** Alone, as if never batched. */
  private alone(waiting: Waiting): void {
    performOrderAction(this.db, waiting.command).then(waiting.resolve, waiting.reject);
  }

  private async decideBatch(batch: Waiting[]): Promise<void> {
    let rows: Map<number, ReadRow>;
    try {
      rows = await readBatch(this.db, batch);
    } catch {
      for (const waiting of batch) this.alone(waiting);
      return;
    }
    await Promise.all(batch.map(async (waiting, idx) => {
      try {
        const row = rows.get(idx);
        if (!row) throw notFound();
        const read = readOrderOf(row);
        const next = decide(read, waiting.command);
        if ('replayed' in next) return waiting.resolve(next);
        const changes = await shippingChanges(this.db, read.head, waiting.command.action);
        this.writes.push({ ...waiting, version: read.head.version, from: read.head.status, status: next.status, changes });
      } catch (error) {
        waiting.reject(error);
      }
    }));
  }

  private async applyBatch(batch: Decided[]): Promise<void> {
    let stored: Map<number, Stored>;
    try {
      stored = await writeBatch(this.db, batch);
    } catch {
      // Nothing of the statement applied (a key another request took, say): each action runs alone.
      for (const decided of batch) this.alone(decided);
      return;
    }
    for (const [idx, decided] of batch.entries()) {
      const row = stored.get(idx);
      // Not updated: the order moved on since it was read. Alone, the action re-reads and answers that.
      if (row) decided.resolve({ result: resultOf(row), replayed: false, label: null });
      else this.alone(decided);
    }
  }
}
