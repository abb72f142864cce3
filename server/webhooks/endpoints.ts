/**
 * Webhook endpoints (Master Admin only): create (its signing secret shown once), change, roll the secret (the old one
 * still signs for 24 hours), list, and the deliveries of one with their attempts. Every write is audited, never with a
 * secret; the URL is checked (https, a public address) before it is saved.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  WEBHOOK_OLD_SECRET_HOURS,
  type WebhookDelivery,
  type WebhookEndpoint,
  WebhookEndpointSaveSchema,
  type WebhookEndpointWithSecret,
} from '../../contract/webhooks/webhooks';
import type { z } from 'zod';
import { MESSAGES } from '../../contract/platform/messages';
import type { Db } from '../db/client';
import { queryRows, withTransaction } from '../db/transaction';
import type { AuditActor } from '../platform/audit/actor';
import { recordAudit } from '../platform/audit/record';
import { badRequest, conflict, notFound } from '../platform/http/http-errors';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { checkWebhookUrl, type WebhookPolicy } from './send';

type Save = z.output<typeof WebhookEndpointSaveSchema>;

interface EndpointRow {
  id: number;
  url: string;
  description: string;
  event_types: string[];
  enabled: boolean;
  disabled_reason: string | null;
  consecutive_failures: number;
  secret_hint: string;
  old_secret_until: Date | string | null;
  created_by_name: string | null;
  created_at: Date | string;
  version: number;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const viewOf = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  description: r.description,
  eventTypes: r.event_types,
  enabled: r.enabled,
  disabledReason: r.disabled_reason,
  consecutiveFailures: r.consecutive_failures,
  secretHint: r.secret_hint,
  oldSecretUntil: iso(r.old_secret_until),
  createdByName: r.created_by_name,
  createdAt: iso(r.created_at)!,
  version: r.version,
});

const COLUMNS = sql`id, url, description, event_types, enabled, disabled_reason, consecutive_failures, secret_hint,
  old_secret_until, created_by_name, created_at, version`;

/** `whsec_` and 43 random characters: what a receiver keeps to check signatures. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;
const hintOf = (secret: string) => `…${secret.slice(-4)}`;

/** The URL's refusal in words on its field, or nothing. */
async function checkUrl(url: string, policy: WebhookPolicy) {
  const checked = await checkWebhookUrl(url, policy);
  if (!checked.ok) throw badRequest(checked.message, 'url');
}

export async function listWebhookEndpoints(db: Db): Promise<WebhookEndpoint[]> {
  return (await queryRows<EndpointRow>(db, sql`select ${COLUMNS} from webhook_endpoints order by id`)).map(viewOf);
}

export async function readWebhookEndpoint(db: Db, id: number): Promise<WebhookEndpoint> {
  const [row] = await queryRows<EndpointRow>(db, sql`select ${COLUMNS} from webhook_endpoints where id = ${id}`);
  if (!row) throw notFound();
  return viewOf(row);
}

export async function createWebhookEndpoint(
  db: Db,
  input: Save,
  maker: AuditActor,
  policy: WebhookPolicy,
): Promise<WebhookEndpointWithSecret> {
  await checkUrl(input.url, policy);
  const secret = newSecret();
  const sealed = secretsOf(db).seal(secret);
  return withTransaction(db, async (tx) => {
    const [row] = await queryRows<EndpointRow>(
      tx,
      sql`insert into webhook_endpoints (url, description, event_types, enabled, secret, secret_hint, created_by_id, created_by_name)
      values (${input.url}, ${input.description}, ${sql.param(input.eventTypes)}::text[], ${input.enabled}, ${sealed},
        ${hintOf(secret)}, ${maker.id}, ${maker.name})
      returning ${COLUMNS}`,
    );
    await recordAudit(tx, {
      entity: 'webhook-endpoint',
      entityId: row.id,
      action: 'create',
      changes: {
        url: { before: null, after: input.url },
        eventTypes: { before: null, after: input.eventTypes },
        enabled: { before: null, after: input.enabled },
      },
    });
    return { endpoint: viewOf(row), secret };
  });
}

/** Changes URL, description, events or the switch at `version` (a stale one: 409); switching on clears the failures. */
export async function updateWebhookEndpoint(
  db: Db,
  id: number,
  input: Save & { version: number },
  policy: WebhookPolicy,
): Promise<WebhookEndpoint> {
  await checkUrl(input.url, policy);
  return withTransaction(db, async (tx) => {
    const [before] = await queryRows<EndpointRow>(
      tx,
      sql`select ${COLUMNS} from webhook_endpoints where id = ${id} for update`,
    );
    if (!before) throw notFound();
    if (before.version !== input.version) throw conflict(MESSAGES.staleVersion);
    const [row] = await queryRows<EndpointRow>(
      tx,
      sql`update webhook_endpoints set url = ${input.url}, description = ${input.description},
        event_types = ${sql.param(input.eventTypes)}::text[], enabled = ${input.enabled},
        disabled_reason = case when ${input.enabled} then null else disabled_reason end,
        consecutive_failures = case when ${input.enabled} and not enabled then 0 else consecutive_failures end,
        version = version + 1
      where id = ${id} returning ${COLUMNS}`,
    );
    const changes = Object.fromEntries(
      (
        [
          ['url', before.url, input.url],
          ['description', before.description, input.description],
          ['eventTypes', before.event_types, input.eventTypes],
          ['enabled', before.enabled, input.enabled],
        ] as const
      )
        .filter(([, was, now]) => JSON.stringify(was) !== JSON.stringify(now))
        .map(([field, was, now]) => [field, { before: was, after: now }]),
    );
    await recordAudit(tx, { entity: 'webhook-endpoint', entityId: id, action: 'update', changes });
    return viewOf(row);
  });
}

/** A new signing secret (shown once); the current one keeps signing beside it for WEBHOOK_OLD_SECRET_HOURS. */
export async function rollWebhookSecret(db: Db, id: number): Promise<WebhookEndpointWithSecret> {
  const secret = newSecret();
  const sealed = secretsOf(db).seal(secret);
  return withTransaction(db, async (tx) => {
    const [row] = await queryRows<EndpointRow>(
      tx,
      sql`update webhook_endpoints set old_secret = secret,
        old_secret_until = now() + make_interval(hours => ${WEBHOOK_OLD_SECRET_HOURS}),
        secret = ${sealed}, secret_hint = ${hintOf(secret)}, version = version + 1
      where id = ${id} returning ${COLUMNS}`,
    );
    if (!row) throw notFound();
    await recordAudit(tx, {
      entity: 'webhook-endpoint',
      entityId: id,
      action: 'roll-secret',
      changes: { secretHint: { before: null, after: row.secret_hint } },
    });
    return { endpoint: viewOf(row), secret };
  });
}

interface DeliveryRow {
  id: number;
  public_id: string;
  type: string;
  event_at: Date | string;
  outcome: WebhookDelivery['outcome'];
  attempts: number;
  next_attempt_at: Date | string | null;
  last_status_code: number | null;
  last_duration_ms: number | null;
  body: string;
  attempt_log: {
    attempt: number;
    at: string;
    statusCode: number | null;
    durationMs: number;
    error: string | null;
    responseBody: string;
  }[];
}

/** An endpoint's deliveries, newest first, with every attempt; by event type and outcome. */
export async function listDeliveries(
  db: Db,
  endpointId: number,
  filter: { eventType?: string; outcome?: string; limit: number },
  only?: { deliveryId: number },
): Promise<WebhookDelivery[]> {
  const rows = await queryRows<DeliveryRow>(
    db,
    sql`select d.id::int as id, e.public_id, e.type, e.created_at as event_at, d.outcome, d.attempts, d.next_attempt_at,
      d.last_status_code, d.last_duration_ms, e.body,
      coalesce((select json_agg(json_build_object('attempt', a.attempt, 'at', a.at, 'statusCode', a.status_code,
          'durationMs', a.duration_ms, 'error', a.error, 'responseBody', a.response_body) order by a.attempt)
        from webhook_attempts a where a.delivery_id = d.id), '[]') as attempt_log
    from webhook_deliveries d join webhook_events e on e.id = d.event_id
    where d.endpoint_id = ${endpointId}
      ${filter.eventType ? sql`and e.type = ${filter.eventType}` : sql``}
      ${filter.outcome ? sql`and d.outcome = ${filter.outcome}` : sql``}
      ${only ? sql`and d.id = ${only.deliveryId}` : sql``}
    order by d.id desc limit ${filter.limit}`,
  );
  return rows.map((r) => ({
    id: r.id,
    eventId: r.public_id,
    eventType: r.type,
    eventAt: iso(r.event_at)!,
    outcome: r.outcome,
    attempts: r.attempts,
    nextAttemptAt: iso(r.next_attempt_at),
    lastStatusCode: r.last_status_code,
    lastDurationMs: r.last_duration_ms,
    request: r.body,
    attemptLog: (typeof r.attempt_log === 'string' ? JSON.parse(r.attempt_log) : r.attempt_log).map(
      (a: DeliveryRow['attempt_log'][number]) => ({ ...a, at: new Date(a.at).toISOString() }),
    ),
  }));
}
