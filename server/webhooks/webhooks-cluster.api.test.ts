/**
 * Webhooks with two portal processes on one PostgreSQL (issue 44 §2), as `npm start` runs them: orders placed through
 * both arrive at the receiver each exactly once; then, with deliveries pending behind a slow receiver, both processes
 * are killed (SIGKILL) and a new one started: every event still arrives (at least once, none lost). Runs when
 * DATABASE_URL is set (CI sets it).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { createStoreClient, type StoreClient } from '../../contract/store/store-client';
import { WEBHOOKS_API } from '../../contract/webhooks/webhooks';
import { demoAccounts } from '../seed/accounts';
import { scratchDatabase, startPortalProcess, stopAll, type PortalProcess } from '../test-support/portal-processes';
import { orderableCart } from '../test-support/orderable-cart';
import { scaled } from '../test-support/timeouts';
import { type Receiver, startReceiver } from './test-receiver';

const ENV = {
  WEBHOOKS_ALLOW_LOOPBACK: '1',
  WEBHOOK_POLL_MS: '50',
  WEBHOOK_RETRY_BASE_MS: '200',
  JOB_EXPIRE_SECONDS: '3',
};
/** A POST to a portal process's API, signed in or not. */
const post = async (p: PortalProcess, route: string, body: unknown, token?: string) => {
  const response = await fetch(`${p.api}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { output: Record<string, unknown> };
};
const admin = demoAccounts().find((a) => a.username === 'admin')!;

describe.skipIf(!process.env.DATABASE_URL)('webhooks over two portal processes on one PostgreSQL', () => {
  let database: { url: string; drop: () => Promise<void> };
  let dataDir: string;
  let db: Client;
  let receiver: Receiver;
  const portals: PortalProcess[] = [];
  const start = async () => {
    const started = await startPortalProcess({ databaseUrl: database.url, dataDir, env: ENV });
    portals.push(started);
    return started;
  };
  let clients: StoreClient[];
  let cart: Parameters<StoreClient['storePlaceOrder']>[0];
  const orderEvents = async () =>
    (
      await db.query<{ public_id: string }>(`select public_id from webhook_events where type = 'order.created'`)
    ).rows.map((r) => r.public_id);

  beforeAll(async () => {
    database = await scratchDatabase();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-webhooks-'));
    const first = await start(); // migrates and seeds alone
    const second = await start();
    db = new Client({ connectionString: database.url });
    await db.connect();
    receiver = await startReceiver();
    const token = String(
      (await post(first, '/auth/login', { username: 'admin', password: admin.password })).output.token,
    );
    await post(first, WEBHOOKS_API.create, { url: receiver.url, eventTypes: ['order.created'] }, token);
    const { secret } = (
      await post(
        first,
        API_KEYS_API.create,
        {
          name: 'Cluster',
          scopes: ['catalogue.read', 'orders'],
          rateLimitPerMinute: 100_000,
        },
        token,
      )
    ).output as unknown as CreatedApiKey;
    clients = [first, second].map((p) => createStoreClient({ baseUrl: p.api.replace(/\/api$/, ''), apiKey: secret }));
    // A variant with stock enough for every order of the test.
    cart = await orderableCart(db, 'Two Portals', 'two.portals@example.in');
  }, scaled(300_000));
  afterAll(async () => {
    await db?.end();
    await stopAll(portals);
    await receiver?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, scaled(60_000));

  it(
    'delivers each event once while both processes run',
    async () => {
      for (let i = 0; i < 20; i++) await clients[i % 2].storePlaceOrder(cart, randomUUID());
      const events = await orderEvents();
      expect(events).toHaveLength(20);
      await receiver.waitFor(20, (r) => r.event.type === 'order.created', scaled(20_000));
      await new Promise((resolve) => setTimeout(resolve, 500)); // a second delivery of one would have come by now
      const ids = receiver.received.map((r) => r.event.id);
      expect(ids.toSorted()).toEqual(events.toSorted());
    },
    scaled(60_000),
  );

  it(
    'loses no event when every process is killed with deliveries pending, and a new one starts',
    async () => {
      receiver.slow(300);
      const before = receiver.received.length;
      for (let i = 0; i < 20; i++) await clients[i % 2].storePlaceOrder(cart, randomUUID());
      await receiver.waitFor(before + 2, () => true, scaled(20_000));
      for (const p of portals) p.child.kill('SIGKILL');
      await Promise.all(portals.map((p) => p.exited));
      const { rows } = await db.query<{ pending: number }>(
        `select count(*)::int as pending from webhook_deliveries where outcome = 'pending'`,
      );
      expect(rows[0].pending).toBeGreaterThan(0);
      receiver.slow(0);
      await start();
      const events = await orderEvents();
      expect(events).toHaveLength(40);
      await expect
        .poll(() => new Set(receiver.received.map((r) => r.event.id)).size, { timeout: scaled(60_000), interval: 200 })
        .toBe(40);
      expect(new Set(receiver.received.map((r) => r.event.id))).toEqual(new Set(events));
    },
    scaled(240_000),
  );
});
