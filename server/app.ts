/**
 * The Fastify app factory: zod type provider, security headers, one error handler, the OpenAPI document
 * from the same zod schemas, the /api routes and the built SPA. Knows nothing about ports or start-up seeding.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyReply, type FastifySchemaCompiler } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { API_BASE, PLATFORM_API } from '../contract/platform/api-paths';
import { applySeedValidationMessages } from '../contract/platform/validation-errors';
import type { AppConfig } from './config';
import type { Db, Engine } from './db/client';
import { currentSubscriptionStatus } from './subscription/status';
import { documentTransform, documentTransformObject } from './platform/openapi/document';
import { errorsPlugin } from './platform/http/errors';
import { jsonBodyPlugin, MAX_BODY_BYTES } from './platform/http/json-body';
import { securityHeadersPlugin } from './platform/http/security-headers';
import { cdnImagePolicyPlugin } from './company/cdn-image-policy';
import { BINDINGS } from './resources/registry';
import { apiRoutes } from './api-routes';
import { COMPANY_ASSETS_DIR, COMPANY_ASSETS_PREFIX } from './static-paths';
import { registerMediaFiles } from './media/serve';
import { resolveJwtSecret } from './platform/auth/jwt-secret';
import { warmPasswordHashing } from './platform/auth/passwords';
import { pruneIdempotencyKeys } from './platform/idempotency';
import { singleProcess, type Cluster } from './platform/cluster';
import { inProcessJobs, type JobQueue } from './platform/jobs/job-queue';
import { createLiveBus } from './platform/live-bus';
import { createSessionCache } from './platform/auth/session-cache';
import { createTokenService } from './platform/auth/tokens';
import { STORE_API_BASE } from '../contract/store/store-api';
import { storeApi } from './store/store-api';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  engine: Engine;
  /** The other processes on the same PostgreSQL (server/platform/cluster.ts); default: this process alone. */
  cluster?: Cluster;
  /** The background jobs' queue (server/platform/jobs); default: in this process. */
  jobs?: (log: FastifyBaseLogger) => Promise<JobQueue>;
}

/** A missing body validates as `{}`, so the client gets one "Value is required" per field instead of one vague error. */
const bodyTolerantValidator: FastifySchemaCompiler<ZodType> = (route) => {
  const validate = validatorCompiler(route);
  return route.httpPart === 'body' ? (data: unknown) => validate(data ?? {}) : validate;
};

async function registerDocs(app: ReturnType<typeof Fastify>) {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Shop back-office portal API',
        version: '1.0.0',
        description: 'Envelope: { status, output, errors }.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      // One tag per resource, from the registry: a new resource is grouped and described without a line here.
      tags: Object.values(BINDINGS)
        .filter((b) => b.routes !== false)
        .map(({ source: { def } }) => ({ name: def.key, description: def.title })),
    },
    transform: documentTransform,
    transformObject: documentTransformObject,
  });
  await app.register(fastifySwaggerUi, { routePrefix: `${API_BASE}${PLATFORM_API.docs}/ui` });
  app.get(`${API_BASE}${PLATFORM_API.docs}`, { schema: { hide: true } }, async () => app.swagger());
}

/**
 * The built SPA's files under assets/ carry a hash of their content in their names, so a browser keeps
 * them for a year without asking again; everything else (index.html above all, which names the current
 * files) is checked with the server on every load, so a new deploy is seen at once.
 */
export const spaCacheControl = (relativePath: string) =>
  relativePath.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';

async function registerStatic(app: ReturnType<typeof Fastify>, staticDir: string) {
  await app.register(fastifyStatic, { root: COMPANY_ASSETS_DIR, prefix: COMPANY_ASSETS_PREFIX, decorateReply: false });
  await registerMediaFiles(app);
  if (existsSync(staticDir)) {
    await app.register(fastifyStatic, {
      root: staticDir,
      prefix: '/',
      decorateReply: false,
      setHeaders: (reply: FastifyReply, filePath: string) =>
        reply.header('cache-control', spaCacheControl(path.relative(staticDir, filePath).split(path.sep).join('/'))),
    });
  } else {
    app.log.warn({ staticDir }, 'No built SPA found; serving the API only (run the build to serve the portal)');
  }
}

/** Idempotency keys are kept a day; they are pruned at start and every hour after. */
function forgetOldIdempotencyKeys(app: ReturnType<typeof Fastify>, db: Db) {
  const prune = () =>
    pruneIdempotencyKeys(db).catch((error: unknown) => app.log.warn({ err: error }, 'Pruning idempotency keys failed'));
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    await prune();
    timer = setInterval(prune, 3_600_000).unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** Builds the app (not listening). The database must be migrated; the JWT key is read or created here. */
export async function buildApp({
  config,
  db,
  engine,
  cluster = singleProcess(),
  jobs = async (log) => inProcessJobs(log),
}: BuildAppOptions) {
  applySeedValidationMessages();
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: MAX_BODY_BYTES,
    // Fastify's 10 s per plugin was passed by a route plugin's start-up on a loaded two-core machine (a test app among
    // many); a plugin that truly hangs still fails the start, a minute later.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(bodyTolerantValidator);
  app.setSerializerCompiler(serializerCompiler);

  const secret = await resolveJwtSecret(db, config);
  app.decorate('db', db);
  app.decorate('engine', engine);
  app.decorate('config', config);
  app.decorate('tokens', createTokenService(secret, config.accessTokenTtl));
  app.decorate('sessions', createSessionCache(config.sessionCacheMs, cluster));
  app.decorate('live', createLiveBus(cluster));
  app.decorate('subscriptionStatus', (database: Db) => currentSubscriptionStatus(database));
  const queue = await jobs(app.log);
  app.decorate('jobs', queue);
  // Handlers register with the routes; jobs left unfinished resume once every route is ready.
  app.addHook('onReady', async () => queue.start());
  app.addHook('onClose', async () => queue.close());
  await warmPasswordHashing();

  await app.register(securityHeadersPlugin);
  await app.register(cdnImagePolicyPlugin);
  await app.register(errorsPlugin);
  await app.register(jsonBodyPlugin);
  await registerDocs(app);
  await app.register(apiRoutes, { prefix: API_BASE });
  await app.register(storeApi, { prefix: STORE_API_BASE });
  forgetOldIdempotencyKeys(app, db);
  await registerStatic(app, config.staticDir);
  return app;
}

/** The app type, for tests and main. */
export type App = Awaited<ReturnType<typeof buildApp>>;
