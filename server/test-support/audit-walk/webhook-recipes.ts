/**
 * Calls for webhook endpoints. Each endpoint is made switched off (no event of the walk is delivered anywhere) at a
 * public address, then pointed at an internal one in the database, so a test ping or a redelivery is refused at once
 * without the network; its signing secrets join the walk's secrets.
 */
import { sql } from 'drizzle-orm';
import { WEBHOOKS_API, type WebhookEndpointWithSecret } from '../../../contract/webhooks/webhooks';
import { queryRows } from '../../db/transaction';
import type { Recipe, Walk } from './walk';

async function endpointOf(walk: Walk, token: string) {
  const made = (await walk.prepare({
    method: 'POST',
    url: WEBHOOKS_API.create,
    token,
    body: { url: 'https://93.184.216.34/walk', eventTypes: ['order.created'], enabled: false },
  })) as WebhookEndpointWithSecret;
  walk.secrets.add(made.secret);
  await walk.db.execute(sql`update webhook_endpoints set url = 'https://10.0.0.1/walk' where id = ${made.endpoint.id}`);
  return made.endpoint;
}

export const WEBHOOK_RECIPES: Record<string, Recipe> = {
  [`POST /api${WEBHOOKS_API.create}`]: async (walk) => {
    const admin = await walk.signIn();
    return [
      {
        method: 'POST',
        url: WEBHOOKS_API.create,
        token: admin.token,
        actorId: admin.userId,
        body: { url: 'https://93.184.216.34/walk', eventTypes: ['order.created'], enabled: false },
        settle: async (output) => {
          walk.secrets.add((output as WebhookEndpointWithSecret).secret);
        },
      },
    ];
  },
  [`PUT /api${WEBHOOKS_API.one('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const endpoint = await endpointOf(walk, admin.token);
    return [
      {
        method: 'PUT',
        url: WEBHOOKS_API.one(endpoint.id),
        token: admin.token,
        actorId: admin.userId,
        update: true,
        body: {
          url: 'https://93.184.216.34/walk2',
          eventTypes: ['order.created', 'order.cancelled'],
          enabled: false,
          version: endpoint.version,
        },
      },
    ];
  },
  [`POST /api${WEBHOOKS_API.rollSecret('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const endpoint = await endpointOf(walk, admin.token);
    return [
      {
        method: 'POST',
        url: WEBHOOKS_API.rollSecret(endpoint.id),
        token: admin.token,
        actorId: admin.userId,
        settle: async (output) => {
          walk.secrets.add((output as WebhookEndpointWithSecret).secret);
        },
      },
    ];
  },
  [`POST /api${WEBHOOKS_API.test('{id}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const endpoint = await endpointOf(walk, admin.token);
    return [{ method: 'POST', url: WEBHOOKS_API.test(endpoint.id), token: admin.token, actorId: admin.userId }];
  },
  [`POST /api${WEBHOOKS_API.redeliver('{id}', '{deliveryId}')}`]: async (walk) => {
    const admin = await walk.signIn();
    const endpoint = await endpointOf(walk, admin.token);
    await walk.prepare({ method: 'POST', url: WEBHOOKS_API.test(endpoint.id), token: admin.token });
    const [delivery] = await queryRows<{ id: number }>(
      walk.db,
      sql`select id::int as id from webhook_deliveries where endpoint_id = ${endpoint.id} order by id desc limit 1`,
    );
    return [
      {
        method: 'POST',
        url: WEBHOOKS_API.redeliver(endpoint.id, delivery.id),
        token: admin.token,
        actorId: admin.userId,
      },
    ];
  },
};
