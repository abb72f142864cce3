/** `GET /api/dashboard/summary` (HOME): needs dashboard.home.view. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { DASHBOARD_API, DashboardSummarySchema } from '../../contract/dashboard/dashboard';
import { envelope, ok } from '../../contract/platform/envelope';
import { hasPermission } from '../../contract/platform/permissions';
import { requirePermission } from '../platform/auth/auth-plugin';
import { shopNow } from '../platform/shop-time';
import { dashboardSummary } from './dashboard';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';

export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    DASHBOARD_API.summary,
    {
      onRequest: requirePermission('dashboard.home.view'),
      schema: {
        tags: ['dashboard'],
        summary:
          "Today's orders and revenue (Asia/Kolkata day), orders per status, and orders and revenue per day over the last 30 days; reviews, tickets and low stock only for a user who may open their screens",
        security: bearerSecurity,
        response: { 200: envelope(DashboardSummarySchema), ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => ok(await dashboardSummary(app.db, shopNow(), (path) => hasPermission(request.user, path))),
  );
};
