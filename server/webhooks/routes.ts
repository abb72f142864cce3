/**
 * The WEBHOOKS screen's routes (Master Admin only, `configuration.webhook`): endpoints (the signing secret once, on
 * create and on roll), "Send test event" (a ping delivered at once, its answer shown), an endpoint's deliveries with
 * their attempts (by event type and outcome), and Redeliver. Registers the dispatcher job (./dispatcher.ts).
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { VersionNumberSchema } from '../../contract/platform/resource';
import {
  WEBHOOKS_API,
  WebhookDeliveryParamsSchema,
  WebhookDeliveryQuerySchema,
  WebhookDeliverySchema,
  WebhookEndpointSaveSchema,
  WebhookEndpointSchema,
  WebhookEndpointWithSecretSchema,
  WebhookIdParamsSchema,
  WebhookTestResultSchema,
} from '../../contract/webhooks/webhooks';
import { queryRows, withTransaction } from '../db/transaction';
import { actorOf } from '../platform/audit/actor';
import { recordAudit } from '../platform/audit/record';
import { requirePermission } from '../platform/auth/auth-plugin';
import { notFound } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import {
  attemptDelivery,
  type DispatchOptions,
  type DueDelivery,
  WEBHOOK_JOB_ID,
  WEBHOOK_JOB_KIND,
  webhookJobHandler,
} from './dispatcher';
import {
  createWebhookEndpoint,
  listDeliveries,
  listWebhookEndpoints,
  readWebhookEndpoint,
  rollWebhookSecret,
  updateWebhookEndpoint,
} from './endpoints';
import { recordPing } from './events';

const tags = ['webhooks'];
const noStore = { 'cache-control': 'no-store' };

/** How this app delivers: its configuration's loopback switch, retry base and poll. */
export const dispatchOptionsOf = (app: FastifyInstance): DispatchOptions => ({
  allowLoopback: app.config.webhooksAllowLoopback,
  retryBaseMs: app.config.webhookRetryBaseMs,
  pollMs: app.config.webhookPollMs,
});

/** One delivery with what sending it needs. */
async function dueDelivery(app: FastifyInstance, endpointId: number, deliveryId: number): Promise<DueDelivery> {
  const [row] = await queryRows<DueDelivery>(
    app.db,
    sql`select d.id::int as id, d.endpoint_id, d.attempts, w.url, w.secret, w.old_secret, w.old_secret_until,
      e.public_id, e.type, e.body
    from webhook_deliveries d join webhook_endpoints w on w.id = d.endpoint_id join webhook_events e on e.id = d.event_id
    where d.id = ${deliveryId} and d.endpoint_id = ${endpointId}`,
  );
  if (!row) throw notFound();
  return row;
}

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = dispatchOptionsOf(app);
  app.jobs.register(webhookJobHandler(app.db, options, app.log));
  /** The dispatcher runs while an endpoint is on; a change that may turn one on starts it (a running one is left be). */
  const startDispatcher = () => app.jobs.enqueue(WEBHOOK_JOB_KIND, WEBHOOK_JOB_ID);

  app.get(
    WEBHOOKS_API.list,
    {
      onRequest: requirePermission('configuration.webhook.view'),
      schema: {
        tags,
        operationId: 'listWebhookEndpoints',
        summary: 'Every webhook endpoint: URL, events, on or off and why, failures in a row (never a secret)',
        security: bearerSecurity,
        response: { 200: envelope(z.array(WebhookEndpointSchema)), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await listWebhookEndpoints(app.db)),
  );

  app.post(
    WEBHOOKS_API.create,
    {
      onRequest: requirePermission('configuration.webhook.add'),
      schema: {
        tags,
        operationId: 'createWebhookEndpoint',
        summary:
          'Makes an endpoint (https, a public host; checked now and before every delivery); the answer holds its signing secret, shown this once',
        security: bearerSecurity,
        body: WebhookEndpointSaveSchema,
        response: { 201: envelope(WebhookEndpointWithSecretSchema), ...errorResponses(400, 401, 403, 413, 500) },
      },
    },
    async (request, reply) => {
      const created = await createWebhookEndpoint(app.db, request.body, actorOf(request), options);
      await startDispatcher();
      return reply.code(201).headers(noStore).send(ok(created));
    },
  );

  app.put(
    WEBHOOKS_API.one(':id'),
    {
      onRequest: requirePermission('configuration.webhook.edit'),
      schema: {
        tags,
        operationId: 'updateWebhookEndpoint',
        summary:
          'Changes an endpoint’s URL, description, events or switch at its version (stale: 409); on again clears its failures',
        security: bearerSecurity,
        params: WebhookIdParamsSchema,
        body: WebhookEndpointSaveSchema.extend({ version: VersionNumberSchema }),
        response: { 200: envelope(WebhookEndpointSchema), ...errorResponses(400, 401, 403, 404, 409, 413, 500) },
      },
    },
    async (request) => {
      const saved = await updateWebhookEndpoint(app.db, request.params.id, request.body, options);
      await startDispatcher();
      return ok(saved);
    },
  );

  app.post(
    WEBHOOKS_API.rollSecret(':id'),
    {
      onRequest: requirePermission('configuration.webhook.edit'),
      schema: {
        tags,
        operationId: 'rollWebhookSecret',
        summary: 'A new signing secret, shown this once; the old one still signs beside it for 24 hours',
        security: bearerSecurity,
        params: WebhookIdParamsSchema,
        response: { 200: envelope(WebhookEndpointWithSecretSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => reply.headers(noStore).send(ok(await rollWebhookSecret(app.db, request.params.id))),
  );

  app.post(
    WEBHOOKS_API.test(':id'),
    {
      onRequest: requirePermission('configuration.webhook.edit'),
      schema: {
        tags,
        operationId: 'sendWebhookTestEvent',
        summary:
          'Delivers a ping to the endpoint now (on or off) and answers with what it answered; logged as a delivery',
        security: bearerSecurity,
        params: WebhookIdParamsSchema,
        response: { 200: envelope(WebhookTestResultSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const endpoint = await readWebhookEndpoint(app.db, request.params.id);
      const recorded = await withTransaction(app.db, async (tx) => {
        await recordAudit(tx, { entity: 'webhook-endpoint', entityId: endpoint.id, action: 'test', changes: {} });
        return recordPing(tx, endpoint.id, {
          endpointId: endpoint.id,
          message: 'A test event sent from the portal’s WEBHOOKS screen.',
        });
      });
      const delivery = await dueDelivery(app, endpoint.id, recorded.deliveryId);
      const { statusCode, durationMs, error, responseBody } = await attemptDelivery(app.db, delivery, options);
      return ok({ statusCode, durationMs, error, responseBody });
    },
  );

  app.get(
    WEBHOOKS_API.deliveries(':id'),
    {
      onRequest: requirePermission('configuration.webhook.view'),
      schema: {
        tags,
        operationId: 'listWebhookDeliveries',
        summary:
          'An endpoint’s deliveries, newest first: event, outcome, attempts (status, time, the first 64 kB of each answer), next retry; by event type and outcome',
        security: bearerSecurity,
        params: WebhookIdParamsSchema,
        querystring: WebhookDeliveryQuerySchema,
        response: { 200: envelope(z.array(WebhookDeliverySchema)), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      await readWebhookEndpoint(app.db, request.params.id);
      return ok(await listDeliveries(app.db, request.params.id, request.query));
    },
  );

  app.post(
    WEBHOOKS_API.redeliver(':id', ':deliveryId'),
    {
      onRequest: requirePermission('configuration.webhook.edit'),
      schema: {
        tags,
        operationId: 'redeliverWebhook',
        summary:
          'Sends a delivery again now (one still retrying is simply due now); answers with the delivery and its new attempt',
        security: bearerSecurity,
        params: WebhookDeliveryParamsSchema,
        response: { 200: envelope(WebhookDeliverySchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const { id, deliveryId } = request.params;
      const delivery = await dueDelivery(app, id, deliveryId);
      const [pending] = await queryRows<{ id: number }>(
        app.db,
        sql`update webhook_deliveries set next_attempt_at = now() where id = ${deliveryId} and outcome = 'pending' returning id`,
      );
      // A pending one is the dispatcher's to send (sending it here too could send it twice at once).
      if (pending) await startDispatcher();
      else await attemptDelivery(app.db, delivery, options);
      await withTransaction(app.db, (tx) =>
        recordAudit(tx, {
          entity: 'webhook-endpoint',
          entityId: id,
          action: 'redeliver',
          changes: {},
          detail: { deliveryId, eventId: delivery.public_id },
        }),
      );
      const [after] = await listDeliveries(app.db, id, { limit: 1 }, { deliveryId });
      return ok(after);
    },
  );
};
