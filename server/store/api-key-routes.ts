/** The API KEYS screen's routes (Master Admin only, `configuration.apiKey`): list, create (the secret once), revoke. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { API_KEYS_API, ApiKeySchema, CreateApiKeySchema, CreatedApiKeySchema } from '../../contract/store/api-keys';
import { actorOf } from '../platform/audit/actor';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';

const tags = ['api-keys'];
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    API_KEYS_API.list,
    {
      onRequest: requirePermission('configuration.apiKey.view'),
      schema: {
        tags,
        operationId: 'listApiKeys',
        summary:
          'Every API key of the storefront API, live ones first: prefix, scopes, maker, last use (never a secret)',
        security: bearerSecurity,
        response: { 200: envelope(z.array(ApiKeySchema)), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await listApiKeys(app.db)),
  );

  app.post(
    API_KEYS_API.create,
    {
      onRequest: requirePermission('configuration.apiKey.add'),
      schema: {
        tags,
        operationId: 'createApiKey',
        summary: 'Makes an API key with a name, scopes and a rate limit; the answer holds its secret, shown this once',
        security: bearerSecurity,
        body: CreateApiKeySchema,
        response: { 201: envelope(CreatedApiKeySchema), ...errorResponses(400, 401, 403, 413, 500) },
      },
    },
    async (request, reply) => {
      const created = await createApiKey(app.db, request.body, actorOf(request));
      // The secret must not linger in a cache or a proxy.
      return reply.code(201).header('cache-control', 'no-store').send(ok(created));
    },
  );

  app.post(
    API_KEYS_API.revoke(':id'),
    {
      onRequest: requirePermission('configuration.apiKey.edit'),
      schema: {
        tags,
        operationId: 'revokeApiKey',
        summary: 'Revokes an API key for good: its next call is refused on every portal process (again: 409)',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: envelope(ApiKeySchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await revokeApiKey(app.db, request.params.id, actorOf(request))),
  );
};
