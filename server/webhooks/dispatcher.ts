/**
 * Delivering webhooks, on the project's job queue: one job, `webhooks:deliver`, runs while any endpoint is enabled, in
 * one portal process at a time (pg-boss hands it to a free process, its advisory lock keeps a second out, and a killed
 * process's slice expires and is taken over: server/platform/jobs). It polls for due deliveries and runs a lane per
 * endpoint (a few requests at once, so one slow receiver never holds up another); each attempt is logged (a batch's
 * successes together, in one statement), then the delivery is delivered (2xx), retried after an exponential backoff
 * with jitter (about a day in all), or failed. A 410 switches the endpoint off, as do 20 failed attempts in a row, and
 * the Master Admins are told (a notification and an e-mail). A process killed between sending and logging sends again
 * after the takeover: delivery is at least once, and the event's id lets a receiver drop the repeat.
 */
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MAX_CONSECUTIVE_FAILURES,
  WEBHOOK_MESSAGES,
  WEBHOOK_PING,
} from '../../contract/webhooks/webhooks';
import { MASTER_ADMIN } from '../../contract/platform/permissions';
import type { Db } from '../db/client';
import { queryPrepared } from '../db/prepared';
import { queryRows, withTransaction } from '../db/transaction';
import { queueMail } from '../mail/queue-mail';
import { deliverOutboxMessage } from '../mail/send-mail';
import { notify, webhookOff } from '../notifications/notify';
import type { JobHandler } from '../platform/jobs/job-queue';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { checkWebhookUrl, sendWebhook, type CheckedUrl, type SendResult, type WebhookPolicy } from './send';

export const WEBHOOK_JOB_KIND = 'webhooks';
export const WEBHOOK_JOB_ID = 'deliver';

export interface DispatchOptions extends WebhookPolicy {
  /** The first retry's wait; each next one doubles, with ±50 % jitter (WEBHOOK_RETRY_BASE_MS, default 10 s). */
  retryBaseMs: number;
  /** How often to look for due deliveries while idle (WEBHOOK_POLL_MS, default 200 ms). */
  pollMs: number;
}

/** Requests one endpoint's lane has in flight at once. */
const LANE_REQUESTS = 4;
/** Deliveries a lane takes from the database at a time. */
const LANE_BATCH = LANE_REQUESTS * 8;
/** Endpoints served at once. */
const MAX_LANES = 32;
/** The longest wait between two looks while the database does not answer. */
const MAX_OUTAGE_WAIT_MS = 5000;

/** The wait before attempt `attempt + 1` after `attempt` failed ones: base × 2^(attempt−1), ±50 %. */
export const retryDelayMs = (attempt: number, baseMs: number, random = Math.random) =>
  Math.round(baseMs * 2 ** Math.max(0, attempt - 1) * (0.5 + random()));

export interface DueDelivery {
  id: number;
  endpoint_id: number;
  attempts: number;
  url: string;
  secret: string;
  old_secret: string | null;
  old_secret_until: Date | string | null;
  public_id: string;
  type: string;
  body: string;
}

const dueQuery = (where: ReturnType<typeof sql>, limit: number) =>
  sql`select d.id::int as id, d.endpoint_id, d.attempts, w.url, w.secret, w.old_secret, w.old_secret_until,
    e.public_id, e.type, e.body
  from webhook_deliveries d
  join webhook_endpoints w on w.id = d.endpoint_id
  join webhook_events e on e.id = d.event_id
  where ${where}
  order by d.next_attempt_at, d.id limit ${limit}`;

/** The secrets that sign now: the current one, and the one before a roll for its last day. */
function signingSecrets(db: Db, d: Pick<DueDelivery, 'secret' | 'old_secret' | 'old_secret_until'>): string[] {
  const secrets = secretsOf(db);
  const old =
    d.old_secret && d.old_secret_until && new Date(d.old_secret_until).getTime() > Date.now()
      ? [secrets.open(d.old_secret)]
      : [];
  return [secrets.open(d.secret), ...old];
}

/** How a batch of deliveries to one endpoint is sent: its URL as checked now, and the secrets that sign now. */
interface Target {
  url: CheckedUrl;
  secrets: string[];
}
const targetOf = async (db: Db, d: DueDelivery, options: DispatchOptions): Promise<Target> => ({
  url: await checkWebhookUrl(d.url, options),
  secrets: signingSecrets(db, d),
});

/** Sends one delivery now (to its endpoint's target, checked now unless given); the result as the receiver answered. */
const sendDelivery = async (db: Db, d: DueDelivery, options: DispatchOptions, target?: Target): Promise<SendResult> => {
  const { url, secrets } = target ?? (await targetOf(db, d, options));
  return sendWebhook(url, d.body, { eventId: d.public_id, eventType: d.type }, secrets, options);
};

/** Sends one delivery now and logs the attempt with its consequences; the result as the receiver answered. */
export async function attemptDelivery(db: Db, d: DueDelivery, options: DispatchOptions): Promise<SendResult> {
  const result = await sendDelivery(db, d, options);
  await recordAttempt(db, d, result, options);
  return result;
}

/** A response body as a text column takes it (PostgreSQL's text holds no NUL). */
const storableBody = (body: string) => body.replaceAll('\u0000', '');

/**
 * Logs deliveries that succeeded (each one's attempt, and the delivery delivered) in one statement, and clears their
 * endpoints' failures when they had some (so deliveries to a healthy endpoint never queue on its row).
 */
async function recordDelivered(db: Db, done: { d: DueDelivery; result: SendResult; at: Date }[]) {
  if (!done.length) return;
  const rows = done.map(({ d, result, at }) => ({
    delivery_id: d.id,
    endpoint_id: d.endpoint_id,
    attempt: d.attempts + 1,
    at: at.toISOString(),
    status_code: result.statusCode,
    duration_ms: result.durationMs,
    response_body: storableBody(result.responseBody),
  }));
  await queryPrepared(
    db,
    'webhook-delivered',
    sql`with r as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(delivery_id bigint, endpoint_id int,
        attempt int, at timestamptz, status_code int, duration_ms int, response_body text)
    ), a as (
      insert into webhook_attempts (delivery_id, attempt, at, status_code, duration_ms, response_body)
      select delivery_id, attempt, at, status_code, duration_ms, response_body from r
    ), u as (
      update webhook_deliveries d set attempts = r.attempt, outcome = 'delivered', next_attempt_at = null,
        last_status_code = r.status_code, last_duration_ms = r.duration_ms
      from r where d.id = r.delivery_id
    )
    update webhook_endpoints set consecutive_failures = 0
    where id in (select endpoint_id from r) and consecutive_failures <> 0`,
  );
}

const delivered = (r: SendResult) => r.statusCode !== null && r.statusCode >= 200 && r.statusCode < 300;

async function recordAttempt(db: Db, d: DueDelivery, result: SendResult, options: DispatchOptions) {
  const attempt = d.attempts + 1;
  const ok = delivered(result);
  const ping = d.type === WEBHOOK_PING;
  // A test ping is tried once; a delivery retries until its attempts are spent.
  const outcome = ok ? 'delivered' : ping || attempt >= WEBHOOK_MAX_ATTEMPTS ? 'failed' : 'pending';
  const next = outcome === 'pending' ? new Date(Date.now() + retryDelayMs(attempt, options.retryBaseMs)) : null;
  // The attempt and the delivery's new state, in one statement; a success clears the endpoint's failures only when it
  // had some (so deliveries to a healthy endpoint never queue on its row).
  const logged = sql`with a as (
      insert into webhook_attempts (delivery_id, attempt, status_code, duration_ms, error, response_body)
      values (${d.id}, ${attempt}, ${result.statusCode}, ${result.durationMs}, ${result.error},
        ${storableBody(result.responseBody)})
    ), u as (
      update webhook_deliveries set attempts = ${attempt}, outcome = ${outcome},
        next_attempt_at = ${next?.toISOString() ?? null}::timestamptz, last_status_code = ${result.statusCode},
        last_duration_ms = ${result.durationMs} where id = ${d.id}
    )`;
  if (ok || ping) {
    await db.execute(
      sql`${logged} update webhook_endpoints set consecutive_failures = 0
      where ${!ping} and id = ${d.endpoint_id} and consecutive_failures <> 0`,
    );
    return;
  }
  // A failure counts against the endpoint under its row lock: the 20th in a row, or a 410, switches it off once.
  const switchedOff = await withTransaction(db, async (tx) => {
    await tx.execute(sql`${logged} select 1`);
    const [endpoint] = await queryRows<{ url: string; failures: number; enabled: boolean; was: boolean }>(
      tx,
      sql`update webhook_endpoints w set
        consecutive_failures = w.consecutive_failures + 1,
        enabled = w.enabled and not ${result.statusCode === 410}
          and w.consecutive_failures + 1 < ${WEBHOOK_MAX_CONSECUTIVE_FAILURES},
        disabled_reason = case
          when not w.enabled then w.disabled_reason
          when ${result.statusCode === 410} then 'Answered 410 Gone'
          when w.consecutive_failures + 1 >= ${WEBHOOK_MAX_CONSECUTIVE_FAILURES}
            then ${`${WEBHOOK_MAX_CONSECUTIVE_FAILURES} failed deliveries in a row`}
          else w.disabled_reason end
      from (select id, enabled as was from webhook_endpoints where id = ${d.endpoint_id} for update) prev
      where w.id = prev.id
      returning w.url, w.consecutive_failures as failures, w.enabled, prev.was`,
    );
    if (!endpoint || !endpoint.was || endpoint.enabled) return undefined;
    const text =
      result.statusCode === 410
        ? WEBHOOK_MESSAGES.gone(endpoint.url)
        : WEBHOOK_MESSAGES.switchedOff(endpoint.url, endpoint.failures);
    await notify(tx, { kind: webhookOff, title: text, recordId: d.endpoint_id });
    return tellMasterAdmins(tx, db, text);
  });
  // E-mail leaves after the commit, never inside a transaction.
  for (const id of switchedOff ?? []) await deliverOutboxMessage(db, id).catch(() => undefined);
}

/** Queues an e-mail to every active Master Admin with an address; the Outbox ids, to deliver after the commit. */
async function tellMasterAdmins(tx: Db, db: Db, text: string): Promise<number[]> {
  const admins = await queryRows<{ email: string }>(
    tx,
    sql`select email from portal_users where role = ${MASTER_ADMIN} and status = 'Active' and email <> ''`,
  );
  const secrets = secretsOf(db);
  // One after another: the transaction's one connection runs one statement at a time.
  const ids: number[] = [];
  for (const a of admins)
    ids.push(
      await queueMail(tx, secrets, {
        to: a.email,
        subject: 'A webhook endpoint was switched off',
        text,
        kind: 'webhook-off',
      }),
    );
  return ids;
}

/** The job handler: the dispatcher loop described at the top of the file. */
export function webhookJobHandler(db: Db, options: DispatchOptions, log: FastifyBaseLogger): JobHandler {
  const anyEnabled = async () =>
    (await queryRows<{ on: boolean }>(db, sql`select exists (select 1 from webhook_endpoints where enabled) as on`))[0]
      .on;

  /**
   * One endpoint's due deliveries, a batch at a time, LANE_REQUESTS at once, until it has caught up (a batch not full)
   * or the slice ends: what comes due meanwhile waits for the next look, so a steady trickle of events is sent in
   * batches of a poll's worth, not one statement a handful.
   */
  async function lane(endpointId: number, shouldYield: () => boolean) {
    for (;;) {
      if (shouldYield()) return;
      const due = await queryPrepared<DueDelivery>(
        db,
        'webhook-lane-due',
        dueQuery(
          sql`d.endpoint_id = ${endpointId} and d.outcome = 'pending' and d.next_attempt_at <= now() and w.enabled`,
          LANE_BATCH,
        ),
      );
      if (!due.length) return;
      // Successes are logged together, once the batch is sent; a failure first logs those before it, so the endpoint's
      // failures in a row count only failures.
      const succeeded: { d: DueDelivery; result: SendResult; at: Date }[] = [];
      // The endpoint's address is checked (and its secret opened) once a batch: a name that moves to an internal
      // address is refused from the next batch on.
      const target = await targetOf(db, due[0], options);
      let next = 0;
      await Promise.all(
        Array.from({ length: Math.min(LANE_REQUESTS, due.length) }, async () => {
          while (next < due.length && !shouldYield()) {
            const d = due[next++];
            const result = await sendDelivery(db, d, options, target);
            if (delivered(result)) succeeded.push({ d, result, at: new Date() });
            else {
              await recordDelivered(db, succeeded.splice(0));
              await recordAttempt(db, d, result, options);
            }
          }
        }),
      );
      await recordDelivered(db, succeeded.splice(0));
      if (due.length < LANE_BATCH) return;
    }
  }

  return {
    kind: WEBHOOK_JOB_KIND,
    async unfinished() {
      return (await anyEnabled()) ? [WEBHOOK_JOB_ID] : [];
    },
    async work(_id, shouldYield) {
      const lanes = new Map<number, Promise<void>>();
      let failures = 0;
      try {
        for (;;) {
          if (shouldYield()) return false;
          let wait = options.pollMs;
          try {
            const due = await queryPrepared<{ endpoint_id: number }>(
              db,
              'webhook-due-endpoints',
              sql`select distinct d.endpoint_id from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id
              where d.outcome = 'pending' and d.next_attempt_at <= now() and w.enabled limit ${MAX_LANES}`,
            );
            for (const { endpoint_id: id } of due) {
              if (lanes.has(id) || lanes.size >= MAX_LANES) continue;
              const running = lane(id, shouldYield)
                .catch((error: unknown) => log.error({ err: error, endpointId: id }, 'webhook delivery'))
                .finally(() => lanes.delete(id));
              lanes.set(id, running);
            }
            if (!due.length && !lanes.size && !(await anyEnabled())) return true;
            failures = 0;
          } catch (error) {
            // The database is away (a restart, a failover): the deliveries wait in it; look again, less often, until it is back.
            failures++;
            wait = Math.min(MAX_OUTAGE_WAIT_MS, options.pollMs * 2 ** failures);
            log.warn({ err: error, waitMs: wait }, 'webhook dispatcher: the database did not answer');
          }
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      } finally {
        await Promise.all(lanes.values());
      }
    },
  };
}
