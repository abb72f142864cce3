/**
 * Webhooks (issue 44). An event row and a delivery row per subscribed endpoint are written in the transaction of the
 * change that causes them: a rolled-back change leaves none, a committed one cannot be lost. A delivery is due at
 * `next_attempt_at`; the dispatcher (one process at a time, server/webhooks/dispatcher.ts) sends it, logs the attempt
 * and sets the next one or its outcome. The signing secret is sealed with the portal's secrets key (it must be read
 * back to sign), never kept in clear.
 */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** The signing secret, sealed (server/platform/secrets). */
    secret: text('secret').notNull(),
    secretHint: text('secret_hint').notNull(),
    /** The secret before the last roll, sealed, and until when it still signs. */
    oldSecret: text('old_secret'),
    oldSecretUntil: timestamp('old_secret_until', { withTimezone: true }),
    createdById: integer('created_by_id'),
    createdByName: text('created_by_name'),
    createdAt: createdAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [check('webhook_endpoints_events_ck', sql`cardinality(${t.eventTypes}) > 0`)],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What receivers see: `evt_` and a random part, the same on every attempt and every endpoint. */
    publicId: text('public_id').notNull().unique(),
    type: text('type').notNull(),
    /** The body every endpoint receives, as sent. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_events_created_idx').on(t.createdAt)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => webhookEvents.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When it is due (pending only). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).defaultNow(),
    lastStatusCode: integer('last_status_code'),
    lastDurationMs: integer('last_duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_deliveries_outcome_ck', sql`${t.outcome} in ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.outcome} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
    index('webhook_deliveries_event_idx').on(t.eventId),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deliveryId: bigint('delivery_id', { mode: 'number' })
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    responseBody: text('response_body').notNull().default(''),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
