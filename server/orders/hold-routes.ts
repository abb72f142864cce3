/**
 * Holds (issue 45 §2): `PUT /order-details/{id}/hold|release` for one order (with the version the screen saw),
 * `POST /order-details/holds[/release]` for chosen orders or a search's, and the risk rules' settings section.
 */
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { envelope, ok } from '../../contract/platform/envelope';
import { MESSAGES } from '../../contract/platform/messages';
import {
  BulkHoldRequestSchema,
  BulkHoldResultSchema,
  BulkReleaseRequestSchema,
  HOLD_MESSAGES,
  HOLDABLE_STATUSES,
  HoldBodySchema,
  ORDER_HOLD_API,
  ReleaseBodySchema,
  RiskRulesSchema,
  RiskRulesUpdateSchema,
} from '../../contract/orders/order-holds';
import { OrderActionResultSchema, type OrderActionResult } from '../../contract/orders/order-processing';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { conflict, notFound } from '../platform/http/http-errors';
import { requirePermission } from '../platform/auth/auth-plugin';
import type { ZodApp } from '../resources/binding';
import { IdParamsSchema } from '../resources/read-routes';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { readSection, saveSection } from '../settings/simple-sections';
import { idsMatching } from './bulk-jobs';
import { holdOrders, releaseOrders } from './order-holds';
import { RISK_RULES } from './risk-rules';

const tags = ['orders'];
const actorOf = (request: FastifyRequest) => {
  const user = request.user!;
  return { id: user.id, name: user.name, address: request.ip };
};

/** Why a lone hold or release changed nothing: no such order, a stale version, or the order's state. */
async function refusalOf(db: Db, id: number, version: number | undefined, holding: boolean): Promise<Error> {
  const [row] = await queryRows<{ status: string; version: number; hold_reason: string | null }>(
    db,
    sql`select status, version, hold_reason from orders where id = ${id}`,
  );
  if (!row) return notFound();
  if (version !== undefined && version !== row.version) return conflict(MESSAGES.staleVersion);
  if (!holding) return conflict(HOLD_MESSAGES.notHeld);
  if (row.hold_reason) return conflict(HOLD_MESSAGES.alreadyHeld);
  if (!(HOLDABLE_STATUSES as readonly string[]).includes(row.status)) return conflict(HOLD_MESSAGES.notHoldable);
  return conflict(MESSAGES.staleVersion);
}

export function registerHoldRoutes(app: ZodApp): void {
  const edit = requirePermission('orders.order.edit');
  const published = (results: OrderActionResult[]) => {
    for (const { order } of results)
      app.live.publish('order', { id: order.id, version: order.version, status: order.status });
    return results;
  };
  const lone = {
    tags,
    security: bearerSecurity,
    params: IdParamsSchema,
    response: { 200: envelope(OrderActionResultSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
  };

  app.put(
    ORDER_HOLD_API.hold(':id'),
    {
      onRequest: edit,
      schema: {
        ...lone,
        summary: 'Put an order on hold with a reason (until it ships; its actions but a cancel wait for a release)',
        body: HoldBodySchema,
      },
    },
    async (request) => {
      const { reason, note, version } = request.body;
      const id = request.params.id;
      const [result] = published(
        await holdOrders(app.db, { orderIds: [id], version, reason, note, actor: actorOf(request) }),
      );
      if (!result) throw await refusalOf(app.db, id, version, true);
      return ok(result);
    },
  );

  app.put(
    ORDER_HOLD_API.release(':id'),
    {
      onRequest: edit,
      schema: { ...lone, summary: 'Release an order from its hold, with a note', body: ReleaseBodySchema },
    },
    async (request) => {
      const { note, version } = request.body;
      const id = request.params.id;
      const [result] = published(
        await releaseOrders(app.db, { orderIds: [id], version, note, actor: actorOf(request) }),
      );
      if (!result) throw await refusalOf(app.db, id, version, false);
      return ok(result);
    },
  );

  const bulkResponse = { 200: envelope(BulkHoldResultSchema), ...errorResponses(400, 401, 403, 500) };
  app.post(
    ORDER_HOLD_API.bulkHold,
    {
      onRequest: edit,
      schema: {
        tags,
        summary:
          'Put chosen orders, or every order matching a search, on hold (those already held or shipped are left)',
        security: bearerSecurity,
        body: BulkHoldRequestSchema,
        response: bulkResponse,
      },
    },
    async (request) => {
      const { ids, criteria, reason, note } = request.body;
      const orderIds = ids ?? (await idsMatching(app.db, criteria!));
      const held = published(await holdOrders(app.db, { orderIds, reason, note, actor: actorOf(request) }));
      return ok({ changed: held.length, unchanged: new Set(orderIds).size - held.length });
    },
  );

  app.post(
    ORDER_HOLD_API.bulkRelease,
    {
      onRequest: edit,
      schema: {
        tags,
        summary: 'Release chosen orders, or every order matching a search, from their holds',
        security: bearerSecurity,
        body: BulkReleaseRequestSchema,
        response: bulkResponse,
      },
    },
    async (request) => {
      const { ids, criteria, note } = request.body;
      const orderIds = ids ?? (await idsMatching(app.db, criteria!));
      const released = published(await releaseOrders(app.db, { orderIds, note, actor: actorOf(request) }));
      return ok({ changed: released.length, unchanged: new Set(orderIds).size - released.length });
    },
  );

  app.get(
    ORDER_HOLD_API.riskRules,
    {
      onRequest: requirePermission('configuration.portalSettings.view'),
      schema: {
        tags: ['portal settings'],
        summary: 'The risk rules that hold an arriving storefront order for review (each off until set)',
        security: bearerSecurity,
        response: { 200: envelope(RiskRulesSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await readSection(app.db, RISK_RULES)),
  );
  app.put(
    ORDER_HOLD_API.riskRules,
    {
      onRequest: requirePermission('configuration.portalSettings.edit'),
      schema: {
        tags: ['portal settings'],
        summary: 'Save the risk rules (the version read; stale → 409)',
        security: bearerSecurity,
        body: RiskRulesUpdateSchema,
        response: { 200: envelope(RiskRulesSchema), ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => ok(await saveSection(app.db, RISK_RULES, request.body)),
  );
}
