/**
 * The storefront API (`/api/store/v1`, issue 43 §2): its own OpenAPI document (`/openapi.json`), an API key on every
 * other call (server/store/api-keys.ts: unknown or revoked → 401, past its rate → 429 with Retry-After, a scope it lacks
 * → 403; an address sending unknown keys in a flood is refused 429 before any lookup, bad-key-guard.ts), the audit's
 * request context with the key as the actor, and ETags on reads (304 to a matching If-None-Match).
 */
import fastifyEtag from '@fastify/etag';
import fastifySwagger from '@fastify/swagger';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_KEY_MESSAGES } from '../../contract/store/api-keys';
import { STORE_API, STORE_MESSAGES } from '../../contract/store/store-api';
import { auditRequests } from '../platform/audit/requests';
import { HttpError } from '../platform/http/http-errors';
import { rejectUnstorableText } from '../platform/http/unstorable-text';
import { documentTransformObject, routeTransform } from '../platform/openapi/document';
import { recordKeyCall } from './api-keys';
import { type BadKeyGuard, createBadKeyGuard } from './bad-key-guard';
import { storeCatalogueRoutes } from './catalogue-routes';
import { storeOrderRoutes } from './order-routes';
import { storeCareRoutes } from './care-routes';
import { storeContentRoutes } from './content-routes';
import { storeCustomerRoutes } from './customer-routes';
import { pingNotificationsAfterResponse } from '../notifications/live-pings';

/** A key is `shop_` and 52 more characters; anything much longer is not one, and is not hashed and looked up. */
const MAX_KEY_LENGTH = 128;

const invalidKey = () => new HttpError(401, [{ message: API_KEY_MESSAGES.invalidKey }]);

function keyOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  const key = match?.[1] ?? null;
  return key && key.length <= MAX_KEY_LENGTH ? key : null;
}

const tooManyBadKeys = (seconds: number) =>
  new HttpError(429, [{ message: STORE_MESSAGES.tooManyBadKeys(seconds) }], { 'retry-after': String(seconds) });

/** The onRequest hook: the key of every call but the document, checked as the file's comment says. */
const authenticateKey =
  (guard: BadKeyGuard) =>
  async (request: FastifyRequest): Promise<void> => {
    if (request.routeOptions.config.public) return;
    const wait = guard.waitOf(request.ip);
    if (wait > 0) throw tooManyBadKeys(wait);
    const key = keyOf(request);
    const use = key ? await recordKeyCall(request.server.db, key) : undefined;
    if (!use) {
      guard.failed(request.ip);
      throw invalidKey();
    }
    request.apiKey = use;
    if (use.calls > use.rateLimitPerMinute)
      throw new HttpError(429, [{ message: STORE_MESSAGES.rateLimited(use.secondsLeft) }], {
        'retry-after': String(use.secondsLeft),
      });
    const scope = request.routeOptions.config.scope;
    if (scope && !use.scopes.includes(scope)) throw new HttpError(403, [{ message: API_KEY_MESSAGES.scopeMissing }]);
  };

export const storeApi: FastifyPluginAsyncZod = async (app) => {
  await app.register(fastifySwagger, {
    decorator: 'storeSwagger',
    openapi: {
      info: {
        title: 'Shop storefront API',
        version: '1.0.0',
        description:
          'For a shop’s storefront: the catalogue and content as they show now, and orders, payments, returns, tickets and reviews. Envelope: { status, output, errors }. Every call sends an API key made on the portal’s API KEYS screen.',
      },
      components: { securitySchemes: { apiKey: { type: 'http', scheme: 'bearer', bearerFormat: 'API key' } } },
      tags: [
        { name: 'catalogue', description: 'Products, categories and the home page as a shopper sees them now' },
        { name: 'content', description: 'FAQs, popular searches and the blog as they are live now' },
        { name: 'orders', description: 'Delivery, cart quotes, orders, cancellations and payments' },
        { name: 'returns', description: 'Return and exchange requests' },
        { name: 'tickets', description: 'Support tickets and the customer’s replies' },
        { name: 'reviews', description: 'Product reviews, published by staff' },
        { name: 'customers', description: 'Shoppers’ accounts: sign-up, details, wallet balance and orders' },
      ],
    },
    transform: routeTransform,
    transformObject: documentTransformObject,
  });
  app.get(STORE_API.openapi, { schema: { hide: true }, config: { public: true } }, async () =>
    (app as unknown as { storeSwagger(): unknown }).storeSwagger(),
  );
  app.decorateRequest('apiKey', null);
  app.addHook('onRequest', authenticateKey(createBadKeyGuard()));
  auditRequests(app);
  pingNotificationsAfterResponse(app);
  app.addHook('preValidation', rejectUnstorableText);
  // Reads are revalidated (ETag, 304); answers to writes are never kept by a cache.
  await app.register(fastifyEtag);
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', request.method === 'GET' ? 'private, no-cache' : 'no-store');
  });
  await app.register(storeCatalogueRoutes);
  await app.register(storeContentRoutes);
  await app.register(storeOrderRoutes);
  await app.register(storeCareRoutes);
  await app.register(storeCustomerRoutes);
};
