/** The order screen's reads and notes: detail, label download, status counts and the live stream. */
import { envelope, ok } from '../../contract/platform/envelope';

import { ORDER_MESSAGES } from '../../contract/platform/messages';
import { hasPermission } from '../../contract/platform/permissions';
import {
  ORDER_API,
  OrderDetailSchema,
  OrderNoteBodySchema,
  OrderStatusCountsSchema,
  TimelineEventSchema,
} from '../../contract/orders/order-processing';
import { OrderRowSchema } from '../../contract/orders/order';
import { HttpError, notFound } from '../platform/http/http-errors';
import { requirePermission } from '../platform/auth/auth-plugin';
import type { ZodApp } from '../resources/binding';
import { IdParamsSchema } from '../resources/read-routes';
import { bearerSecurity, errorResponses, fileResponse } from '../platform/openapi/routes';
import { sendLabel } from './action-routes';
import { MAX_STREAMS_PER_USER, type LiveHub } from './live-hub';
import { storedLabel } from './order-actions';
import { addOrderNote, readOrderDetail } from './order-detail';
import { orderStatusCounts } from '../db/status-counts';

const tags = ['orders'];
/** The detail still carries the list row's customer fields: it replaces the generic `GET /order-details/{id}`. */
const OrderDetailOutputSchema = OrderDetailSchema.extend(
  OrderRowSchema.pick({ customerId: true, customerName: true }).shape,
);

export function registerDetailRoutes(app: ZodApp, hub: LiveHub): void {
  const view = requirePermission('orders.order.view');

  app.get(
    ORDER_API.statusDetails,
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'Order count per status and in all',
        security: bearerSecurity,
        response: { 200: envelope(OrderStatusCountsSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await orderStatusCounts(app.db)),
  );

  app.get(
    ORDER_API.live,
    {
      // Every signed-in user: what each hears depends on its access (live-hub.ts).
      schema: {
        tags,
        summary:
          'Server-sent events: order staff get `counts` on connect and after changes, `order`, `bulk`, `counters` and `presence`; every user `company`, and `notifications` for their own',
        description: `Open to every signed-in user. The stream ends with its session (logout, revocation, deactivation, access-token expiry) and, for order staff, when order access is lost; at most ${MAX_STREAMS_PER_USER} per user (429 beyond).`,
        security: bearerSecurity,
        response: {
          200: fileResponse(
            'text/event-stream',
            'Server-sent events, each `event: <name>` with one JSON `data:` line, until the client leaves',
          ),
          ...errorResponses(401, 429),
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      // Viewing as another user (platform/auth/view-as.ts), the stream is the Master Admin's: re-checked as their session.
      const holderId = user.viewAs?.id ?? user.id;
      if (!hub.canOpen(holderId))
        throw new HttpError(429, [{ message: ORDER_MESSAGES.tooManyStreams(MAX_STREAMS_PER_USER) }], {
          'retry-after': '30',
        });
      reply.hijack();
      try {
        await hub.open(reply.raw, {
          userId: holderId,
          familyId: user.familyId,
          accessExpiresAt: user.accessExpiresAt,
          hearsOrders: hasPermission(user, 'orders.order.view'),
        });
      } catch (error) {
        request.log.error({ err: error }, 'live stream failed to start');
        reply.raw.end();
      }
    },
  );

  app.get(
    ORDER_API.detail(':id'),
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'One order: items, customer, shipping address, payments, timeline (newest first)',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(OrderDetailOutputSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ok(await readOrderDetail(app.db, request.params.id)),
  );

  app.post(
    ORDER_API.notes(':id'),
    {
      onRequest: requirePermission('orders.order.edit'),
      schema: {
        tags,
        summary: "Add a note to the order's timeline",
        security: bearerSecurity,
        params: IdParamsSchema,
        body: OrderNoteBodySchema,
        response: { 201: envelope(TimelineEventSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      return reply
        .code(201)
        .send(ok(await addOrderNote(app.db, request.params.id, request.body.note, { id: user.id, name: user.name })));
    },
  );

  app.get(
    ORDER_API.label(':id'),
    {
      onRequest: view,
      schema: {
        tags,
        summary: "The order's label and manifest PDF, as generated",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: {
          200: fileResponse('application/pdf', 'The label and manifest PDF, as an attachment'),
          ...errorResponses(400, 401, 403, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const label = await storedLabel(app.db, request.params.id);
      if (!label) throw notFound();
      return sendLabel(reply, label.pdf, label.orderNo);
    },
  );
}
