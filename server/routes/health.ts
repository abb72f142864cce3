/** `GET /api/health`: open; answers only when the database answers. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API } from '../../contract/api-paths';
import { envelope, ok } from '../../contract/envelope';
import { errorResponses } from './openapi';

const HealthSchema = z.object({ database: z.enum(['pglite', 'postgres']), uptimeSeconds: z.number().int() });

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(API.health, {
    config: { public: true },
    schema: { tags: ['system'], summary: 'Liveness with a database round trip', response: { 200: envelope(HealthSchema), ...errorResponses(500) } },
  }, async () => {
    await app.db.execute(sql`select 1`);
    return ok({ database: app.engine, uptimeSeconds: Math.floor(process.uptime()) });
  });
};
