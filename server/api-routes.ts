/** Every /api route, behind authentication unless a route says `public: true`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyRoutes } from './platform/audit/history-routes';
import { auditRequests } from './platform/audit/requests';
import { protectRoutes } from './platform/auth/auth-plugin';
import { rejectNulCharacters } from './platform/http/nul-characters';
import { accountRoutes } from './account/routes';
import { authRoutes } from './platform/auth/auth-routes';
import { passwordResetRoutes } from './platform/auth/password-reset-routes';
import { companyRoutes } from './company/routes';
import { dashboardRoutes } from './dashboard/routes';
import { orderLifecycleRoutes } from './orders/lifecycle-routes';
import { portalSettingsRoutes } from './settings/routes';
import { mailRoutes } from './mail/routes';
import { healthRoutes } from './platform/health';
import { resourceRoutes } from './resources';
import { returnRoutes } from './returns/routes';
import { orderProcessingRoutes } from './orders/routes';
import { tableViewRoutes } from './table-views/routes';
import { paymentRoutes } from './payments/routes';
import { salesRoutes } from './sales/routes';
import { walletRoutes } from './wallets/routes';
import { robotTextRoutes } from './content/robot-text-routes';
import { mediaRoutes } from './media/routes';
import { categoryRoutes } from './catalogue/categories-routes';
import { productCommentRoutes } from './catalogue/product-comment-routes';
import { portalUserRoutes } from './people/portal-users-routes';

export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app);
  auditRequests(app);
  app.addHook('preValidation', rejectNulCharacters);
  // API answers carry tokens and live data: never let a browser or proxy cache them, unless a public route says how.
  app.addHook('onSend', async (_request, reply) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(accountRoutes);
  await app.register(companyRoutes);
  await app.register(dashboardRoutes);
  await app.register(orderLifecycleRoutes);
  await app.register(resourceRoutes);
  await app.register(orderProcessingRoutes);
  await app.register(returnRoutes);
  await app.register(tableViewRoutes);
  await app.register(paymentRoutes);
  await app.register(walletRoutes);
  await app.register(salesRoutes);
  await app.register(portalSettingsRoutes);
  await app.register(mailRoutes);
  await app.register(historyRoutes);
  await app.register(robotTextRoutes);
  await app.register(mediaRoutes);
  await app.register(categoryRoutes);
  await app.register(productCommentRoutes);
  await app.register(portalUserRoutes);
};
