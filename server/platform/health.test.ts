import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { PLATFORM_API } from '../../contract/platform/api-paths';
import { MESSAGES } from '../../contract/platform/messages';
import { healthRoutes } from './health';

/** Health alone, on a database that answers or fails. */
async function healthOn(execute: () => Promise<unknown>) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', { execute } as never);
  await app.register(healthRoutes);
  return app.inject({ method: 'GET', url: PLATFORM_API.health });
}

describe('GET /api/health', () => {
  it('answers up when the database answers', async () => {
    const response = await healthOn(async () => ({ rows: [] }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: true, output: { state: 'up' }, errors: [] });
  });

  it('answers 503 down, with no detail, when the database does not', async () => {
    const response = await healthOn(() => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')));
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: false, output: null, errors: [{ message: MESSAGES.technicalError }] });
  });
});
