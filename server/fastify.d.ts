/** What the app adds to Fastify's types: the database, config, token service and the signed-in user. */
import type { AppConfig } from './config';
import type { Db, Engine } from './db/client';
import type { JobQueue } from './platform/jobs/job-queue';
import type { LiveBus } from './platform/live-bus';
import type { SessionCache } from './platform/auth/session-cache';
import type { TokenService } from './platform/auth/tokens';
import type { AuthUser } from './platform/auth/auth-plugin';
import type { SubscriptionStatus } from '../contract/account/auth';
import type { ApiKeyScope } from '../contract/store/api-keys';
import type { KeyUse } from './store/api-keys';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    engine: Engine;
    config: AppConfig;
    tokens: TokenService;
    sessions: SessionCache;
    /** Change notices for the live streams (platform/live-bus). */
    live: LiveBus;
    /** Background jobs: bulk order actions, product imports (platform/jobs). */
    jobs: JobQueue;
    /** The shop's subscription status a session carries (server/subscription/status.ts, wired in app.ts). */
    subscriptionStatus(db: Db): Promise<SubscriptionStatus>;
  }
  interface FastifyRequest {
    /** Set by the authenticate hook on every /api route that is not public. */
    user: AuthUser | null;
    /** Set on a storefront API call (server/store/store-api.ts): the API key it was made with. */
    apiKey: KeyUse | null;
  }
  interface FastifyContextConfig {
    /** Open route: no sign-in needed (login, session check, logo details, health). */
    public?: boolean;
    /** The scope a storefront API operation needs of its key (contract/store/api-keys.ts). */
    scope?: ApiKeyScope;
  }
}
