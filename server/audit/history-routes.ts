/**
 * `GET /api/history/{entity}/{id}`: a record's audit trail, newest first, for its drawer or detail. Anyone
 * who may view the record's screen may read its history (the Audit screen, with everyone's rows, is Master
 * Admin only).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AUDIT_API, HISTORY_LIMIT, HistoryEntrySchema, type HistoryEntry } from '../../contract/platform/audit';
import { envelope, ok } from '../../contract/platform/envelope';
import { hasPermission, type PermissionPath } from '../../contract/platform/permissions';
import { queryRows } from '../db/transaction';
import { BINDINGS } from '../resources';
import { noPermission, notFound } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';

/** Entities that are not a generic resource, and the permission their screen needs. */
const AREA_PERMISSIONS: Record<string, PermissionPath> = {
  order: 'orders.order.view',
  return: 'orders.return.view',
  exchange: 'orders.exchange.view',
  wallet: 'orders.wallet.view',
  'bulk-job': 'orders.order.view',
  settings: 'configuration.portalSettings.view',
  'prefix-settings': 'configuration.prefixSettings.view',
  'customer-portal': 'people.customerPortal.view',
  'portal-user': 'people.portalUser.view',
  'robot-text': 'content.robotText.view',
  category: 'catalogue.category.view',
};

/** The view permission of an entity's screen, or undefined for an entity without a history. */
function viewPermissionOf(entity: string): PermissionPath | undefined {
  if (Object.hasOwn(AREA_PERMISSIONS, entity)) return AREA_PERMISSIONS[entity];
  const bindings: Readonly<Record<string, { source: { def: { permission: string } } }>> = BINDINGS;
  const def = Object.hasOwn(bindings, entity) ? bindings[entity].source.def : undefined;
  return def ? (`${def.permission}.view` as PermissionPath) : undefined;
}

const HistoryParamsSchema = z.object({
  entity: z.string().regex(/^[a-z][a-z-]{0,39}$/),
  id: z.string().min(1).max(64),
});

type HistoryRow = {
  id: number | string;
  at: Date | string;
  user_name: string | null;
  action: string;
  outcome: HistoryEntry['outcome'];
  changes: HistoryEntry['changes'];
  reason: string | null;
};

export const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    AUDIT_API.history(':entity', ':id'),
    {
      schema: {
        tags: ['audit'],
        summary: `A record's history: who changed what and when, newest first (at most ${HISTORY_LIMIT})`,
        security: bearerSecurity,
        params: HistoryParamsSchema,
        response: { 200: envelope(z.array(HistoryEntrySchema)), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const { entity, id } = request.params;
      const permission = viewPermissionOf(entity);
      if (!permission) throw notFound();
      if (!hasPermission(request.user, permission)) throw noPermission();
      const rows = await queryRows<HistoryRow>(
        app.db,
        sql`select id, at, user_name, action, outcome, changes, reason from audit_log
      where entity = ${entity} and entity_id = ${id} order by id desc limit ${HISTORY_LIMIT}`,
      );
      return ok(
        rows.map((r) => ({
          id: Number(r.id),
          at: new Date(r.at).toISOString(),
          userName: r.user_name,
          action: r.action,
          outcome: r.outcome,
          changes: r.changes,
          reason: r.reason,
        })),
      );
    },
  );
};
