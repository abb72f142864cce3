/** `PUT /api/order-details/{segment}/{id}`: every order action (generate-label answers with the PDF). */
import type { FastifyReply } from 'fastify';

import { envelope, ok } from '../../contract/platform/envelope';
import { VALIDATION } from '../../contract/platform/messages';
import {
  IDEMPOTENCY_HEADER,
  IdempotencyHeadersSchema,
  ORDER_ACTION_EVENTS,
  ORDER_ACTION_SEGMENT,
  ORDER_ACTIONS_NEEDING_REASON,
  ORDER_API,
  OrderActionBodySchema,
  OrderActionResultSchema,
  type OrderActionEvent,
} from '../../contract/orders/order-processing';
import { ORDER_ACTION_LABELS } from '../../contract/orders/order-status';
import { badRequest, notFound } from '../platform/http/http-errors';
import { requirePermission } from '../platform/auth/auth-plugin';
import type { ZodApp } from '../resources/binding';
import { IdParamsSchema } from '../resources/read-routes';
import { bearerSecurity, errorResponses, fileResponse } from '../platform/openapi/routes';
import { requestScope } from '../platform/idempotency';
import { OrderActionBatcher } from './action-batcher';
import { storedLabel } from './order-actions';

/** Sends a label PDF as a download. */
export function sendLabel(reply: FastifyReply, pdf: Uint8Array, orderNo: string) {
  return sendPdf(reply, pdf, `label-${orderNo}.pdf`);
}

/** A PDF as an attachment named `filename`. */
export function sendPdf(reply: FastifyReply, pdf: Uint8Array, filename: string) {
  return (
    reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${filename}"`)
      // A Buffer is sent as it is (no serializer), so the JSON response schemas do not apply to it.
      .send(Buffer.from(pdf))
  );
}

function registerAction(app: ZodApp, action: OrderActionEvent, batcher: OrderActionBatcher) {
  const segment = ORDER_ACTION_SEGMENT[action];
  const label = action === 'order.generateLabel';
  const errors = errorResponses(400, 401, 403, 404, 409, 422, 500);
  const labelPdf = fileResponse(
    'application/pdf',
    "Done: the label and manifest PDF (the order's new version in `X-Order-Version`)",
  );
  const response = { 200: label ? labelPdf : envelope(OrderActionResultSchema), ...errors };
  app.put(
    ORDER_API.action(segment, ':id'),
    {
      onRequest: requirePermission('orders.order.edit'),
      schema: {
        tags: ['orders'],
        summary: `${ORDER_ACTION_LABELS[action]}${label ? ' (answers with the label and manifest PDF)' : ''}`,
        description:
          "One transaction; a stale `version` or an action the order's status does not allow is a 409. " +
          'An `Idempotency-Key` repeat answers the first result and applies nothing; the same key with another body is a 422.',
        security: bearerSecurity,
        params: IdParamsSchema,
        headers: IdempotencyHeadersSchema,
        body: OrderActionBodySchema,
        response,
      },
    },
    async (request, reply) => {
      const { reason, version } = request.body;
      if (ORDER_ACTIONS_NEEDING_REASON.includes(action) && !reason) throw badRequest(VALIDATION.required, 'reason');
      const user = request.user!;
      const id = request.params.id;
      const key = request.headers[IDEMPOTENCY_HEADER] ?? null;
      const outcome = await batcher.perform({
        orderId: id,
        action,
        version,
        reason,
        actor: { id: user.id, name: user.name, address: request.ip },
        key,
        // The scope binds a key to its request; without a key there is nothing to bind (and no hash to pay for).
        scope: key === null ? '' : requestScope('PUT', ORDER_API.action(segment, id), request.body),
      });
      const { order } = outcome.result;
      const event = { id: order.id, version: order.version, status: order.status };
      // A batch's statement told the other processes already: only this process's streams are left to tell.
      if (!outcome.replayed) (outcome.told ? app.live.publishHere : app.live.publish)('order', event);
      if (!label) return ok(outcome.result);
      const pdf = outcome.label ?? (await storedLabel(app.db, id))?.pdf;
      if (!pdf) throw notFound();
      return sendLabel(reply.header('x-order-version', String(order.version)), pdf, order.orderNo);
    },
  );
}

export function registerActionRoutes(app: ZodApp): void {
  const batcher = new OrderActionBatcher(app.db, app.live);
  for (const action of ORDER_ACTION_EVENTS) registerAction(app, action, batcher);
}
