/**
 * Webhooks (issue 44) against a real HTTP receiver started by the test: an order placed through the storefront API
 * arrives as order.created within a second, signed; a receiver answering 500 three times gets the same event on the
 * fourth attempt; a change refused (a cancel that no longer applies) records no event; internal addresses are refused
 * at save and at delivery; a test ping, the delivery log and Redeliver; 410 and 20 failures in a row switch an endpoint
 * off and e-mail the Master Admins; only the Master Admin reaches any of it.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { createStoreClient, type StoreClient } from '../../contract/store/store-client';
import {
  WEBHOOK_MAX_CONSECUTIVE_FAILURES,
  WEBHOOK_MESSAGES,
  WEBHOOKS_API,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookEventType,
  type WebhookTestResult,
} from '../../contract/webhooks/webhooks';
import { queryRows, withTransaction } from '../db/transaction';
import { injectFetch } from '../test-support/inject-fetch';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { scaled } from '../test-support/timeouts';
import { act } from '../orders/order-test-support';
import { recordWebhookEvent } from './events';
import { checkWebhookUrl, sendWebhook } from './send';
import { type Receiver, startReceiver, verifySignature } from './test-receiver';

describe.each(ENGINES)('webhooks on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let store: StoreClient;
  const receivers: Receiver[] = [];

  const receiver = async () => {
    const r = await startReceiver();
    receivers.push(r);
    return r;
  };
  const createEndpoint = async (url: string, eventTypes: WebhookEventType[]) => {
    const made = await postJson(t.app, WEBHOOKS_API.create, { url, eventTypes }, { token: admin });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().output as WebhookEndpointWithSecret;
  };
  const deliveries = async (endpointId: number, query = '') =>
    (await getWithToken(t.app, `${WEBHOOKS_API.deliveries(endpointId)}${query}`, admin)).json()
      .output as WebhookDelivery[];
  const endpoint = async (id: number) =>
    ((await getWithToken(t.app, WEBHOOKS_API.list, admin)).json().output as WebhookEndpoint[]).find(
      (e) => e.id === id,
    )!;
  /** Places a COD order of one in-stock variant through the storefront API; its number and customer. */
  const placeOrder = async () => {
    const page = await store.storeListProducts({ pageSize: 50 });
    for (const row of page.rows.filter((r) => r.inStock)) {
      const product = await store.storeGetProduct(row.id);
      const variant = product.variants.find((v) => v.available >= product.quantity.min + 1);
      if (!variant) continue;
      const email = `hook.${randomUUID().slice(0, 8)}@example.in`;
      const cart = {
        lines: [{ variantId: variant.id, quantity: product.quantity.min }],
        paymentMethod: 'UPI' as const,
        shipTo: {
          name: 'Hook Test',
          line1: '1 Main Road',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400001',
          phone: '9123456789',
        },
        customer: { name: 'Hook Test', email },
      };
      try {
        return { order: await store.storePlaceOrder(cart, randomUUID()), email };
      } catch {
        // A product this pincode or method does not take: the next one.
      }
    }
    throw new Error('no product could be ordered');
  };

  beforeAll(async () => {
    t = await createTestApp(
      engine,
      { webhooksAllowLoopback: true, webhookRetryBaseMs: 30, webhookPollMs: 20 },
      { orders: 20 },
    );
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const made = await postJson(
      t.app,
      API_KEYS_API.create,
      { name: 'Hooks', scopes: ['catalogue.read', 'orders', 'payments'], rateLimitPerMinute: 100_000 },
      { token: admin },
    );
    const { secret } = made.json().output as CreatedApiKey;
    store = createStoreClient({ baseUrl: 'http://portal.test', apiKey: secret, fetch: injectFetch(t.app) });
  });
  afterAll(async () => {
    await t?.close();
    await Promise.all(receivers.map((r) => r.close()));
  });

  it('delivers order.created within a second of the order, signed with the secret shown once, and its stock change', async () => {
    const r = await receiver();
    const { endpoint: made, secret } = await createEndpoint(r.url, [
      'order.created',
      'stock.changed',
      'customer.created',
    ]);
    expect(secret).toMatch(/^whsec_/);
    expect(made.secretHint).toBe(`…${secret.slice(-4)}`);
    const { order, email } = await placeOrder();
    const placedAt = Date.now();
    const [created] = await r.waitFor(1, (x) => x.event.type === 'order.created', 5000);
    expect(created.at - placedAt).toBeLessThan(scaled(1000));
    expect(created.event.id).toMatch(/^evt_/);
    expect(created.headers['shop-event-id']).toBe(created.event.id);
    expect((created.event.data as { orderNo: string }).orderNo).toBe(order.orderNo);
    expect(verifySignature(r.signatureOf(created), created.body, secret)).toBe(true);
    expect(verifySignature(r.signatureOf(created), created.body, 'whsec_another')).toBe(false);
    expect(verifySignature(r.signatureOf(created), `${created.body} `, secret)).toBe(false);
    const [stock] = await r.waitFor(1, (x) => x.event.type === 'stock.changed');
    expect(stock.event.data).toMatchObject({ reason: 'order', low: expect.any(Boolean), out: expect.any(Boolean) });
    const [customer] = await r.waitFor(1, (x) => x.event.type === 'customer.created');
    expect((customer.event.data as { email: string }).email).toBe(email);
  });

  it('retries a receiver that fails: 500 three times, then the same event delivered on the fourth attempt', async () => {
    const r = await receiver();
    r.answer(500, 500, 500);
    const { endpoint: made } = await createEndpoint(r.url, ['order.created']);
    await placeOrder();
    const attempts = await r.waitFor(4);
    expect(new Set(attempts.map((a) => a.event.id)).size).toBe(1);
    await expect.poll(async () => (await deliveries(made.id))[0]?.outcome).toBe('delivered');
    const [delivery] = await deliveries(made.id);
    expect(delivery.attemptLog.map((a) => a.statusCode)).toEqual([500, 500, 500, 200]);
    expect(delivery.attemptLog[0].responseBody).toBe('no (500)');
    expect((await endpoint(made.id)).consecutiveFailures).toBe(0);
  });

  it('records no event for a change that does not happen: a second cancel of one order', async () => {
    const r = await receiver();
    const { endpoint: made } = await createEndpoint(r.url, ['order.cancelled', 'order.status_changed']);
    const { order, email } = await placeOrder();
    await store.storeCancelOrder(order.orderNo, { customer: { email }, reason: 'Changed my mind' });
    await expect(store.storeCancelOrder(order.orderNo, { customer: { email } })).rejects.toMatchObject({ status: 409 });
    const cancelled = await r.waitFor(1, (x) => x.event.type === 'order.cancelled');
    const [changed] = await r.waitFor(1, (x) => x.event.type === 'order.status_changed');
    expect(changed.event.data).toMatchObject({ to: 'Cancel by Customer', why: 'Changed my mind' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.received.filter((x) => x.event.type === 'order.cancelled')).toHaveLength(cancelled.length);
    expect(cancelled).toHaveLength(1);
    const [{ count }] = await queryRows<{ count: number }>(
      t.db,
      sql`select count(*)::int as count from webhook_deliveries where endpoint_id = ${made.id}`,
    );
    expect(count).toBe(2);
  });

  it('records no event for a staff action refused at a stale version, and one when it applies', async () => {
    const r = await receiver();
    await createEndpoint(r.url, ['order.cancelled']);
    const { order } = await placeOrder();
    const [row] = await queryRows<{ id: number; version: number }>(
      t.db,
      sql`select id::int as id, version from orders where order_no = ${order.orderNo}`,
    );
    const body = { version: row.version + 1, reason: 'Stale' };
    expect((await act(t.app, admin, 'order.cancelByCompany', row.id, body)).statusCode).toBe(409);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.received).toHaveLength(0);
    const applied = await act(t.app, admin, 'order.cancelByCompany', row.id, { version: row.version, reason: 'Fraud' });
    expect(applied.statusCode, applied.body).toBe(200);
    const [cancelled] = await r.waitFor(1);
    expect(cancelled.event.data).toMatchObject({ to: 'Cancel by Company', why: 'Fraud', who: 'Aditi Rao' });
  });

  it("writes a transaction's events at its commit, in order, and none of a savepoint rolled back", async () => {
    const r = await receiver();
    const { endpoint: made } = await createEndpoint(r.url, ['stock.changed']);
    const count = async () =>
      (
        await queryRows<{ count: number }>(
          t.db,
          sql`select count(*)::int as count from webhook_deliveries where endpoint_id = ${made.id}`,
        )
      )[0].count;
    let inside = -1;
    await withTransaction(t.db, async (tx) => {
      await recordWebhookEvent(tx, 'stock.changed', () => ({ step: 1 }));
      await withTransaction(tx, async (savepoint) => {
        await recordWebhookEvent(savepoint, 'stock.changed', () => ({ step: 2 }));
        throw new Error('rolled back');
      }).catch(() => undefined);
      await withTransaction(tx, (savepoint) => recordWebhookEvent(savepoint, 'stock.changed', () => ({ step: 3 })));
      await recordWebhookEvent(tx, 'stock.changed', () => ({ step: 4 }));
      inside = (
        await queryRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from webhook_deliveries where endpoint_id = ${made.id}`,
        )
      )[0].count;
    });
    // Only the kept savepoint's event was written before the commit (at the savepoint's end); the rest at the commit.
    expect(inside).toBe(1);
    expect(await count()).toBe(3);
    const received = await r.waitFor(3);
    expect(received.map((x) => (x.event.data as { step: number }).step).toSorted()).toEqual([1, 3, 4]);
  });

  it('refuses internal addresses at save and again at delivery, and plain http off this machine', async () => {
    for (const [url, message] of [
      ['http://169.254.169.254/latest/meta-data', WEBHOOK_MESSAGES.urlInternal],
      ['https://10.0.0.1/hooks', WEBHOOK_MESSAGES.urlInternal],
      ['https://metadata.google.internal/x', WEBHOOK_MESSAGES.urlInternal],
      ['http://93.184.216.34/hooks', WEBHOOK_MESSAGES.urlNotHttps],
      ['ftp://example.com/x', WEBHOOK_MESSAGES.urlInvalid],
      ['not a url', WEBHOOK_MESSAGES.urlInvalid],
    ] as const) {
      const refused = await postJson(
        t.app,
        WEBHOOKS_API.create,
        { url, eventTypes: ['order.created'] },
        { token: admin },
      );
      expect(refused.statusCode, url).toBe(400);
      expect(errorBody(refused).errors).toEqual([{ field: 'url', message }]);
    }
    // Without WEBHOOKS_ALLOW_LOOPBACK a name resolving to 127.0.0.1 is refused too, and nothing is sent.
    const r = await receiver();
    const strict = { allowLoopback: false };
    expect(await checkWebhookUrl(r.url.replace('127.0.0.1', 'localhost'), strict)).toEqual({
      ok: false,
      message: WEBHOOK_MESSAGES.urlInternal,
    });
    const sent = await sendWebhook(r.url, '{}', { eventId: 'evt_x', eventType: 'ping' }, ['whsec_x'], strict);
    expect(sent).toMatchObject({ statusCode: null, error: WEBHOOK_MESSAGES.urlInternal });
    expect(r.received).toHaveLength(0);
    // An endpoint whose address turned internal after it was saved: its delivery is refused and logged.
    const { endpoint: made } = await createEndpoint(r.url, ['order.created']);
    await t.db.execute(sql`update webhook_endpoints set url = 'https://10.0.0.1/hooks' where id = ${made.id}`);
    await placeOrder();
    await expect
      .poll(async () => (await deliveries(made.id))[0]?.attemptLog[0]?.error)
      .toBe(WEBHOOK_MESSAGES.urlInternal);
    expect(r.received).toHaveLength(0);
  });

  it('sends a test event at once, logs it, and redelivers it', async () => {
    const r = await receiver();
    const { endpoint: made, secret } = await createEndpoint(r.url, ['review.created']);
    const tested = await postJson(t.app, WEBHOOKS_API.test(made.id), {}, { token: admin });
    expect(tested.json().output).toMatchObject({
      statusCode: 200,
      error: null,
      responseBody: 'ok',
    } satisfies Partial<WebhookTestResult>);
    const [ping] = await r.waitFor(1);
    expect(ping.event.type).toBe('ping');
    // Sent by the request alone: the dispatcher, polling every 20 ms, never sends it too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(r.received).toHaveLength(1);
    expect(verifySignature(r.signatureOf(ping), ping.body, secret)).toBe(true);
    const [logged] = await deliveries(made.id, '?eventType=ping');
    expect(logged).toMatchObject({ eventType: 'ping', outcome: 'delivered', attempts: 1, eventId: ping.event.id });
    expect(await deliveries(made.id, '?outcome=failed')).toEqual([]);
    const again = await postJson(t.app, WEBHOOKS_API.redeliver(made.id, logged.id), {}, { token: admin });
    expect(again.json().output).toMatchObject({ attempts: 2, outcome: 'delivered' });
    const both = await r.waitFor(2);
    expect(both[1].event.id).toBe(ping.event.id);
  });

  it('switches an endpoint off at 410 Gone, and after 20 failures in a row, and e-mails the Master Admins', async () => {
    const gone = await receiver();
    gone.answer(410);
    const { endpoint: first } = await createEndpoint(gone.url, ['order.created']);
    await placeOrder();
    await expect.poll(async () => (await endpoint(first.id)).enabled).toBe(false);
    expect((await endpoint(first.id)).disabledReason).toBe('Answered 410 Gone');

    const failing = await receiver();
    failing.answer(...Array.from({ length: 40 }, () => 503));
    const { endpoint: second } = await createEndpoint(failing.url, ['stock.changed']);
    await withTransaction(t.db, async (tx) => {
      for (let i = 0; i < WEBHOOK_MAX_CONSECUTIVE_FAILURES; i++)
        await recordWebhookEvent(tx, 'stock.changed', () => ({ i }));
    });
    await expect.poll(async () => (await endpoint(second.id)).enabled, { timeout: 10_000 }).toBe(false);
    expect(await endpoint(second.id)).toMatchObject({
      consecutiveFailures: WEBHOOK_MAX_CONSECUTIVE_FAILURES,
      disabledReason: `${WEBHOOK_MAX_CONSECUTIVE_FAILURES} failed deliveries in a row`,
    });
    const mails = await queryRows<{ subject: string; to: string }>(
      t.db,
      sql`select subject, "to" from outbox where kind = 'webhook-off' order by id`,
    );
    expect(mails.map((m) => m.to)).toEqual(['admin@demoshop.in', 'admin@demoshop.in']);
    const told = await queryRows<{ title: string; record_id: string }>(
      t.db,
      sql`select n.title, n.record_id from notifications n join portal_users u on u.id = n.user_id
      where n.kind = 'webhookOff' and u.username = 'admin' order by n.id`,
    );
    expect(told).toEqual([
      { title: WEBHOOK_MESSAGES.gone(gone.url), record_id: String(first.id) },
      {
        title: WEBHOOK_MESSAGES.switchedOff(failing.url, WEBHOOK_MAX_CONSECUTIVE_FAILURES),
        record_id: String(second.id),
      },
    ]);
    // Switched on again, it starts from no failures.
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api${WEBHOOKS_API.one(second.id)}`,
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        url: failing.url,
        eventTypes: ['stock.changed'],
        enabled: true,
        version: (await endpoint(second.id)).version,
      },
    });
    expect(on.json().output).toMatchObject({ enabled: true, disabledReason: null, consecutiveFailures: 0 });
  });

  it('lets only the Master Admin see or change endpoints', async () => {
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await getWithToken(t.app, WEBHOOKS_API.list, orders)).statusCode).toBe(403);
    const made = await postJson(
      t.app,
      WEBHOOKS_API.create,
      { url: 'https://example.com/x', eventTypes: ['order.created'] },
      { token: orders },
    );
    expect(made.statusCode).toBe(403);
  });
});
