/** Every /api route, behind authentication unless a route says `public: true`. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { protectRoutes } from '../plugins/auth';
import { authRoutes } from './auth';
import { companyRoutes } from './company';
import { dashboardRoutes } from './dashboard';
import { healthRoutes } from './health';

export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  protectRoutes(app);
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(companyRoutes);
  await app.register(dashboardRoutes);
};
