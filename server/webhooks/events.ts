/**
 * `recordWebhookEvent(tx, type, data)`: the one way a change tells the systems around the shop. Call it inside the
 * change's transaction: when an enabled endpoint wants the type, the event (its body as every receiver gets it) and a
 * delivery per such endpoint are written there, so they exist exactly when the change committed. When none wants it,
 * the cost is one small read a transaction and `data` is never built.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { WEBHOOK_PING, type WebhookEventType } from '../../contract/webhooks/webhooks';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { beforeCommit, queryRows } from '../db/transaction';

/** The webhook event a list resource's create sends (server/resources/writes.ts), by resource key. */
export const RESOURCE_CREATED_EVENTS: Partial<Record<string, WebhookEventType>> = { customer: 'customer.created' };

/** The id receivers drop repeats by: `evt_` and 22 random characters. */
export const newEventId = () => `evt_${randomBytes(16).toString('base64url')}`;

/** The body every endpoint receives: id, type, time and the resource as the staff API returns it. */
export const eventBody = (id: string, type: string, at: Date, data: unknown) =>
  JSON.stringify({ id, type, createdAt: at.toISOString(), data });

/** An event about to be written, with the endpoints it goes to. */
interface NewEvent {
  public_id: string;
  type: string;
  body: string;
  created_at: string;
  endpoints: number[];
}

/** A transaction's events so far, and the enabled endpoints with their event types (read once, at its first event). */
interface TransactionEvents {
  subscribers: Promise<{ id: number; event_types: string[] }[]>;
  events: NewEvent[];
}
const FLUSH = Symbol('webhook events');
const eventsOf = new WeakMap<Db, TransactionEvents>();

/**
 * The events of a transaction `withTransaction` opened: gathered as they happen, written in one statement just before
 * it commits (a rollback drops them); undefined for a plain connection.
 */
function transactionEvents(tx: Db): TransactionEvents | undefined {
  const known = eventsOf.get(tx);
  if (known) return known;
  const events: NewEvent[] = [];
  if (!beforeCommit(tx, FLUSH, () => writeEvents(tx, events.splice(0), true).then(() => undefined))) return undefined;
  const state = {
    subscribers: queryPrepared<{ id: number; event_types: string[] }>(
      tx,
      'webhook-subscribers',
      sql`select id, event_types from webhook_endpoints where enabled order by id`,
    ),
    events,
  };
  eventsOf.set(tx, state);
  return state;
}

/** The ids of the enabled endpoints that want `type`, as `tx` sees them now. */
async function wantingNow(tx: Db, type: string): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from webhook_endpoints where enabled and ${type} = any(event_types) order by id`,
  );
  return rows.map((r) => r.id);
}

/** Writes events and their deliveries in one statement; due at once for the dispatcher, or never (a test ping). */
async function writeEvents(tx: Db, events: NewEvent[], due: boolean) {
  if (!events.length) return [];
  return queryPrepared<{ event_id: number | string; id: number | string }>(
    tx,
    due ? 'webhook-events-due' : 'webhook-events-ping',
    sql`with x as (
      select * from jsonb_to_recordset(${JSON.stringify(events)}::jsonb)
        as x(public_id text, type text, body text, created_at timestamptz, endpoints int[])
    ), e as (
      insert into webhook_events (public_id, type, body, created_at)
      select public_id, type, body, created_at from x returning id, public_id
    )
    insert into webhook_deliveries (endpoint_id, event_id, next_attempt_at)
    select w, e.id, ${due ? sql`now()` : null} from e join x using (public_id) cross join lateral unnest(x.endpoints) w
    order by e.id, w
    returning event_id, id`,
  );
}

function newEvents(type: string, items: unknown[], endpoints: number[]): NewEvent[] {
  const at = new Date();
  return items.map((item) => {
    const publicId = newEventId();
    return {
      public_id: publicId,
      type,
      body: eventBody(publicId, type, at, item),
      created_at: at.toISOString(),
      endpoints,
    };
  });
}

/** Records the event of `type` for every enabled endpoint that wants it, in `tx`; `data` is built only then. */
export async function recordWebhookEvent(tx: Db, type: WebhookEventType, data: () => unknown): Promise<void> {
  return recordWebhookEvents(tx, type, async () => [await data()]);
}

/**
 * One event of `type` per item `data` builds (a bulk change's rows), each delivered to every enabled endpoint that wants
 * the type; nothing is built when no endpoint wants it. Inside `withTransaction` the transaction's events are written
 * together just before it commits (one statement however many, after one read of the endpoints); on a plain
 * connection at once.
 */
export async function recordWebhookEvents(
  tx: Db,
  type: WebhookEventType,
  data: () => unknown[] | Promise<unknown[]>,
): Promise<void> {
  const gathered = transactionEvents(tx);
  const endpoints = gathered
    ? (await gathered.subscribers).filter((e) => e.event_types.includes(type)).map((e) => e.id)
    : await wantingNow(tx, type);
  if (!endpoints.length) return;
  const events = newEvents(type, await data(), endpoints);
  if (gathered) gathered.events.push(...events);
  else await writeEvents(tx, events, true);
}

/** A test ping to one endpoint, written now and never due for the dispatcher: the request that asked sends it. */
export async function recordPing(tx: Db, endpointId: number, data: unknown): Promise<{ deliveryId: number }> {
  const [row] = await writeEvents(tx, newEvents(WEBHOOK_PING, [data], [endpointId]), false);
  return { deliveryId: Number(row.id) };
}
