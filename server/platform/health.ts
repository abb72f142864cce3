/**
 * `GET /api/health`: open, so it says only up or down: 200 when the database answers, 503 when it does not.
 * Nothing about the engine, version or uptime (that would tell anyone what to attack).
 */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PLATFORM_API } from '../../contract/platform/api-paths';
import { envelope, fail, ok } from '../../contract/platform/envelope';
import { MESSAGES } from '../../contract/platform/messages';
import { errorResponses } from './openapi/routes';

/** The whole of what health tells: the server and its database answer. */
export const HealthSchema = z.object({ state: z.literal('up') }).strict();

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PLATFORM_API.health,
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Up (200) or down (503), with a database round trip',
        response: { 200: envelope(HealthSchema), ...errorResponses(503) },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
      } catch (error) {
        request.log.warn({ err: error }, 'health: the database does not answer');
        return reply.code(503).send(fail([{ message: MESSAGES.technicalError }]));
      }
      return ok({ state: 'up' as const });
    },
  );
};
