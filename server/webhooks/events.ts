/**
 * `recordWebhookEvent(tx, type, data)`: the one way a change tells the systems around the shop. Call it inside the
 * change's transaction: when an enabled endpoint wants the type, the event (its body as every receiver gets it) and a
 * delivery per such endpoint are written there, so they exist exactly when the change committed. When none wants it,
 * the cost is one small read and `data` is never built.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '../../contract/webhooks/webhooks';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';

/** The webhook event a list resource's create sends (server/resources/writes.ts), by resource key. */
export const RESOURCE_CREATED_EVENTS: Partial<Record<string, WebhookEventType>> = { customer: 'customer.created' };

/** The id receivers drop repeats by: `evt_` and 22 random characters. */
export const newEventId = () => `evt_${randomBytes(16).toString('base64url')}`;

/** The body every endpoint receives: id, type, time and the resource as the staff API returns it. */
export const eventBody = (id: string, type: string, at: Date, data: unknown) =>
  JSON.stringify({ id, type, createdAt: at.toISOString(), data });

/** Records the event of `type` for every enabled endpoint that wants it, in `tx`; `data` is built only then. */
export async function recordWebhookEvent(
  tx: Db,
  type: WebhookEventType | 'ping',
  data: () => unknown,
  only?: { endpointId: number },
): Promise<{ eventIds: number[]; deliveryIds: number[] } | undefined> {
  return recordWebhookEvents(tx, type, async () => [await data()], only);
}

/**
 * One event of `type` per item `data` builds (a bulk change's rows), each delivered to every enabled endpoint that wants
 * the type, in two statements whatever their number; nothing is built when no endpoint wants it. With `only`, to that
 * endpoint alone and never due for the dispatcher: a test ping, which its request sends (so never twice at once).
 */
export async function recordWebhookEvents(
  tx: Db,
  type: WebhookEventType | 'ping',
  data: () => unknown[] | Promise<unknown[]>,
  only?: { endpointId: number },
): Promise<{ eventIds: number[]; deliveryIds: number[] } | undefined> {
  const endpoints = await queryRows<{ id: number }>(
    tx,
    only
      ? sql`select id from webhook_endpoints where id = ${only.endpointId}`
      : sql`select id from webhook_endpoints where enabled and ${type} = any(event_types) order by id`,
  );
  if (!endpoints.length) return undefined;
  const items = await data();
  if (!items.length) return undefined;
  const at = new Date();
  const events = items.map((item) => {
    const publicId = newEventId();
    return { public_id: publicId, body: eventBody(publicId, type, at, item) };
  });
  const rows = await queryRows<{ event_id: number | string; id: number | string }>(
    tx,
    sql`with e as (
      insert into webhook_events (public_id, type, body, created_at)
      select x.public_id, ${type}, x.body, ${at.toISOString()}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(events)}::jsonb) as x(public_id text, body text)
      returning id
    )
    insert into webhook_deliveries (endpoint_id, event_id, next_attempt_at)
    select w, e.id, ${only ? null : sql`now()`} from e, unnest(${sql.param(endpoints.map((e) => e.id))}::int[]) as w
    returning event_id, id`,
  );
  return {
    eventIds: [...new Set(rows.map((r) => Number(r.event_id)))],
    deliveryIds: rows.map((r) => Number(r.id)),
  };
}
