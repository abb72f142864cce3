/**
 * Webhooks (issue 44): the systems around the shop hear of each change made here. An endpoint is a URL, the event types
 * it wants, a signing secret (shown once; rolling it keeps the old one valid for a day) and an on/off switch. Each event
 * is recorded in the transaction of the change that causes it and delivered at least once, signed, retried with
 * backoff for about a day, every attempt logged.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';

/** Every event type an endpoint may ask for. */
export const WEBHOOK_EVENT_TYPES = [
  'order.created',
  'order.status_changed',
  'order.cancelled',
  'payment.updated',
  'return.requested',
  'return.approved',
  'return.rejected',
  'return.refunded',
  'exchange.requested',
  'exchange.approved',
  'exchange.rejected',
  'exchange.shipped',
  'product.created',
  'product.updated',
  'product.deleted',
  'stock.changed',
  'customer.created',
  'ticket.created',
  'ticket.replied',
  'review.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** What "Send test event" delivers: to the endpoint it is sent to only, whatever it asked for. */
export const WEBHOOK_PING = 'ping';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'shop-signature';
/** A receiver refuses a signature older than this (README shows how). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
/** How long a rolled secret's predecessor still signs. */
export const WEBHOOK_OLD_SECRET_HOURS = 24;
/** Consecutive failed attempts after which an endpoint is switched off and the Master Admins told. */
export const WEBHOOK_MAX_CONSECUTIVE_FAILURES = 20;
/** Attempts per delivery: the backoff's waits add up to about a day. */
export const WEBHOOK_MAX_ATTEMPTS = 14;
/** Bytes of a receiver's answer kept with an attempt. */
export const WEBHOOK_RESPONSE_KEEP_BYTES = 64 * 1024;
export const WEBHOOK_TIMEOUT_MS = 10_000;
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_MESSAGES = {
  urlInvalid: 'Enter a full URL, such as https://example.com/webhooks.',
  urlNotHttps: 'The URL must begin with https://.',
  urlInternal: 'This address is inside the shop’s network or a cloud’s metadata service: webhooks are not sent there.',
  urlNotFound: 'This host could not be found.',
  created: 'Endpoint created. Copy its signing secret now: it will not be shown again.',
  saved: 'Endpoint saved.',
  rolled: 'Signing secret rolled. The old one still signs for 24 hours.',
  redelivered: 'Delivery queued again.',
  switchedOff: (url: string, failures: number) =>
    `Webhook endpoint ${url} was switched off after ${failures} failed deliveries in a row.`,
  gone: (url: string) => `Webhook endpoint ${url} answered 410 Gone and was switched off.`,
} as const;

/** An endpoint's address and what it wants; saved by createWebhookEndpoint and updateWebhookEndpoint. */
export const WebhookEndpointSaveSchema = z.object({
  url: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(WEBHOOK_URL_MAX, VALIDATION.maxLength(WEBHOOK_URL_MAX)),
  description: z.string({ error: VALIDATION.required }).trim().max(200, VALIDATION.maxLength(200)).default(''),
  eventTypes: z
    .array(z.enum(WEBHOOK_EVENT_TYPES, { error: VALIDATION.invalidFormat }), { error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(WEBHOOK_EVENT_TYPES.length, VALIDATION.invalidFormat)
    .refine((types) => new Set(types).size === types.length, VALIDATION.invalidFormat),
  enabled: z.boolean({ error: VALIDATION.required }).default(true),
});
export type WebhookEndpointSave = z.input<typeof WebhookEndpointSaveSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(z.string()),
  enabled: z.boolean(),
  /** Why it is off when the portal switched it off (410, or too many failures); null otherwise. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  /** The last characters of the signing secret, to tell which one a receiver holds. */
  secretHint: z.string(),
  oldSecretUntil: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** An endpoint and its signing secret, this once (created, or rolled). */
export const WebhookEndpointWithSecretSchema = z.object({ endpoint: WebhookEndpointSchema, secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WEBHOOK_DELIVERY_OUTCOMES = ['pending', 'delivered', 'failed'] as const;

export const WebhookAttemptSchema = z.object({
  attempt: z.number().int(),
  at: z.string(),
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  /** Why no answer came (refused address, timeout, connection error); null when one did. */
  error: z.string().nullable(),
  /** The first 64 kB of the answer. */
  responseBody: z.string(),
});

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  eventAt: z.string(),
  outcome: z.enum(WEBHOOK_DELIVERY_OUTCOMES),
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastDurationMs: z.number().int().nullable(),
  /** The body sent (the same each attempt). */
  request: z.string(),
  attemptLog: z.array(WebhookAttemptSchema),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryQuerySchema = z.object({
  eventType: z.enum([...WEBHOOK_EVENT_TYPES, WEBHOOK_PING]).optional(),
  outcome: z.enum(WEBHOOK_DELIVERY_OUTCOMES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const WebhookTestResultSchema = z.object({
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  responseBody: z.string(),
});
export type WebhookTestResult = z.infer<typeof WebhookTestResultSchema>;

export const WebhookIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const WebhookDeliveryParamsSchema = WebhookIdParamsSchema.extend({
  deliveryId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const WEBHOOKS_API = {
  list: '/webhooks',
  create: '/webhooks',
  one: (id: number | string) => `/webhooks/${id}`,
  rollSecret: (id: number | string) => `/webhooks/${id}/roll-secret`,
  test: (id: number | string) => `/webhooks/${id}/test`,
  deliveries: (id: number | string) => `/webhooks/${id}/deliveries`,
  redeliver: (id: number | string, deliveryId: number | string) => `/webhooks/${id}/deliveries/${deliveryId}/redeliver`,
} as const;
