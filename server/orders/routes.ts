/**
 * Order processing routes (issue 4 §1–§5): actions, detail, notes, label, counts, live stream, bulk jobs, presence
 * (issue 18), pick lists and holds (issue 45).
 * Owns the live hub (it stops with the server); bulk actions are jobs on the app's queue.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasPermission } from '../../contract/platform/permissions';
import { liveSessionUser } from '../platform/auth/auth-plugin';
import { toUserDetails } from '../platform/auth/users';
import { registerActionRoutes } from './action-routes';
import { bulkConcurrency } from '../platform/jobs/concurrency';
import { bulkJobHandler } from './bulk-runner';
import { registerBulkRoutes } from './bulk-routes';
import { registerDetailRoutes } from './detail-routes';
import { createLiveHub, HEARTBEAT_MS } from './live-hub';
import { registerHoldRoutes } from './hold-routes';
import { registerPickListRoutes } from './pick-list-routes';
import { registerPresenceRoutes } from './presence-routes';

export const orderProcessingRoutes: FastifyPluginAsyncZod = async (app) => {
  const hub = createLiveHub({
    db: app.db,
    live: app.live,
    log: app.log,
    onForget: app.sessions.onForget,
    accessOf: async (userId, familyId) => {
      const user = await liveSessionUser(app, userId, familyId);
      if (user === undefined) return 'ended';
      return hasPermission(toUserDetails(user), 'orders.order.view') ? 'orders' : 'signed-in';
    },
    // As fresh as an ordinary request's session check (the session cache's lifetime), at least once a second.
    recheckMs: Math.min(HEARTBEAT_MS, Math.max(1000, app.config.sessionCacheMs)),
  });
  app.jobs.register(
    bulkJobHandler({ db: app.db, live: app.live, log: app.log, concurrency: bulkConcurrency(app.engine) }),
  );
  // Open streams would keep the HTTP server from closing: end them before it closes.
  app.addHook('preClose', async () => hub.close());
  registerActionRoutes(app);
  registerDetailRoutes(app, hub);
  registerPresenceRoutes(app);
  registerBulkRoutes(app);
  registerPickListRoutes(app);
  registerHoldRoutes(app);
};
