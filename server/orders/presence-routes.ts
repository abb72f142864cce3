/**
 * Presence routes (contract/orders/order-presence.ts): a tab's heartbeat on the order in its panel, its leaving,
 * and who processes which orders. Announcing presence takes `orders.order.edit` (a read-only viewer is not
 * processing anything, and the queue mode must not skip an order for them); reading it, `orders.order.view`.
 * Each process sweeps expired presences every PRESENCE_SWEEP_MS and announces them on the live bus.
 */
import { z } from 'zod';
import { ORDER_API } from '../../contract/orders/order-processing';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  OrderPresenceSchema,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_TTL_SECONDS,
  PresenceHeartbeatSchema,
  PresenceQuerySchema,
  type OrderPresenceChange,
} from '../../contract/orders/order-presence';
import { requirePermission } from '../platform/auth/auth-plugin';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import type { ZodApp } from '../resources/binding';
import { IdParamsSchema } from '../resources/read-routes';
import { leaveOrder, listPresence, presenceHeartbeat, sweepExpiredPresence } from './presence';

/** How often each process deletes and announces expired presences: a crashed tab shows for at most TTL + this. */
export const PRESENCE_SWEEP_MS = 10_000;

const tags = ['orders'];
/** The person at the keyboard (a view-as request is read-only and never reaches the writes). */
const who = (user: { id: number; name: string }) => ({ id: user.id, name: user.name });

export function registerPresenceRoutes(app: ZodApp): void {
  const announce = (changes: OrderPresenceChange[]) =>
    changes.forEach((change) => app.live.publish('presence', change));

  app.get(
    ORDER_API.presenceList,
    {
      onRequest: requirePermission('orders.order.view'),
      schema: {
        tags,
        summary: "Who is processing which orders now (orders open in other users' panels)",
        security: bearerSecurity,
        description:
          "One entry per user and order, the caller's own presences left out; the live stream's `presence` event keeps it current.",
        response: { 200: envelope(z.array(OrderPresenceSchema)), ...errorResponses(401, 403, 500) },
      },
    },
    async (request) => ok(await listPresence(app.db, request.user!.id)),
  );

  app.put(
    ORDER_API.presence(':id'),
    {
      onRequest: requirePermission('orders.order.edit'),
      schema: {
        tags,
        summary: 'This tab has the order open: starts or renews its presence',
        security: bearerSecurity,
        description: `Send every ${PRESENCE_HEARTBEAT_MS / 1000} s while the order is open; a presence lapses ${PRESENCE_TTL_SECONDS} s after its last heartbeat. One presence per tab: a heartbeat on another order moves it. 429 beyond the tabs one user may hold.`,
        params: IdParamsSchema,
        querystring: PresenceQuerySchema,
        response: { 200: envelope(PresenceHeartbeatSchema), ...errorResponses(400, 401, 403, 404, 429, 500) },
      },
    },
    async (request) => {
      const { heartbeat, changes } = await presenceHeartbeat(
        app.db,
        who(request.user!),
        request.params.id,
        request.query.tabId,
      );
      announce(changes);
      return ok(heartbeat);
    },
  );

  app.delete(
    ORDER_API.presence(':id'),
    {
      onRequest: requirePermission('orders.order.edit'),
      schema: {
        tags,
        summary: 'This tab closed the order: ends its presence',
        security: bearerSecurity,
        description:
          '`removed` is false when the tab had moved on or its presence had lapsed (a repeat changes nothing).',
        params: IdParamsSchema,
        querystring: PresenceQuerySchema,
        response: { 200: envelope(z.object({ removed: z.boolean() })), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const { removed, changes } = await leaveOrder(app.db, who(request.user!), request.params.id, request.query.tabId);
      announce(changes);
      return ok({ removed });
    },
  );

  let sweeping = false;
  const sweep = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    sweepExpiredPresence(app.db)
      .then(announce, (error: unknown) => app.log.warn({ err: error }, 'expired presences could not be swept'))
      .finally(() => {
        sweeping = false;
      });
  }, PRESENCE_SWEEP_MS).unref();
  app.addHook('preClose', async () => clearInterval(sweep));
}
