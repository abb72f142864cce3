/**
 * Tells open portals that their users have new notifications, once the request that wrote them has answered:
 * by then its transaction committed, so the bell's refetch finds the rows. `notify` records the users in the
 * request's context; outside a request (seed, background jobs) there is no one to ping now, and the bell
 * finds the rows on its next read.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const pending = new AsyncLocalStorage<Set<number>>();
const PINGS = Symbol('notification pings');
type WithPings = { [PINGS]?: Set<number> };

/** Remembers that `userIds` should hear of a new notification when the current request answers. */
export function pingAfterResponse(userIds: readonly number[]): void {
  const users = pending.getStore();
  if (users) for (const id of userIds) users.add(id);
}

/** Gives every handler of `app` a set of users to ping, published on the live bus after a successful answer. */
export function pingNotificationsAfterResponse(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    const users = new Set<number>();
    (request as WithPings)[PINGS] = users;
    pending.run(users, done);
  });
  app.addHook('onResponse', async (request, reply) => {
    const users = (request as WithPings)[PINGS];
    // A failed request rolled its rows back: nothing new to hear of.
    if (users && users.size > 0 && reply.statusCode < 400) app.live.publish('notifications', { userIds: [...users] });
  });
}
