/**
 * Webhooks through a PostgreSQL outage (issue 44 §2): orders placed while the receiver is failing leave deliveries to
 * retry; the database (the test's own, never the machine's shared server) is then stopped as in a crash and started
 * again a few seconds later. The portal lives through it, every event committed before the outage still arrives, and
 * an order placed after it is delivered too (the dispatcher went on by itself). Skipped where no initdb is installed.
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
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from '../test-support/own-postgres';
import { startPortalProcess, stopAll, type PortalProcess } from '../test-support/portal-processes';
import { orderableCart } from '../test-support/orderable-cart';
import { scaled } from '../test-support/timeouts';
import { type Receiver, startReceiver } from './test-receiver';

const admin = demoAccounts().find((a) => a.username === 'admin')!;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!postgresBinDir())('webhooks through a PostgreSQL outage', () => {
  let postgres: OwnPostgres;
  let dataDir: string;
  let portal: PortalProcess;
  let receiver: Receiver;
  let store: StoreClient;
  let cart: Parameters<StoreClient['storePlaceOrder']>[0];

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    dataDir = await mkdtemp(path.join(tmpdir(), 'portal-webhook-outage-'));
    portal = await startPortalProcess({
      databaseUrl: postgres.url,
      dataDir,
      env: {
        WEBHOOKS_ALLOW_LOOPBACK: '1',
        WEBHOOK_POLL_MS: '50',
        WEBHOOK_RETRY_BASE_MS: '300',
        JOB_EXPIRE_SECONDS: '3',
      },
    });
    receiver = await startReceiver();
    const post = async (route: string, body: unknown, token?: string) =>
      (
        (await (
          await fetch(`${portal.api}${route}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
            body: JSON.stringify(body),
          })
        ).json()) as { output: Record<string, unknown> }
      ).output;
    const token = String((await post('/auth/login', { username: 'admin', password: admin.password })).token);
    await post(WEBHOOKS_API.create, { url: receiver.url, eventTypes: ['order.created'] }, token);
    const { secret } = (await post(
      API_KEYS_API.create,
      { name: 'Outage', scopes: ['catalogue.read', 'orders'], rateLimitPerMinute: 100_000 },
      token,
    )) as unknown as CreatedApiKey;
    store = createStoreClient({ baseUrl: portal.api.replace(/\/api$/, ''), apiKey: secret });
    const db = new Client({ connectionString: postgres.url });
    await db.connect();
    try {
      cart = await orderableCart(db, 'Outage', 'outage@example.in');
    } finally {
      await db.end();
    }
  }, scaled(300_000));
  afterAll(async () => {
    if (portal) await stopAll([portal]);
    await receiver?.close();
    await postgres?.destroy();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }, scaled(60_000));

  it(
    'delivers every event committed before the outage once the database is back, and goes on by itself',
    async () => {
      receiver.answer(...Array.from({ length: 10 }, () => 503));
      const before = await Promise.all(
        Array.from({ length: 5 }, async () => (await store.storePlaceOrder(cart, randomUUID())).orderNo),
      );
      await receiver.waitFor(5, () => true, scaled(10_000));
      await postgres.stopImmediately();
      await sleep(3000);
      await postgres.start();
      const orderNosOf = () =>
        new Set(
          receiver.received
            .filter((r) => r.event.type === 'order.created' && r.status === 200)
            .map((r) => (r.event.data as { orderNo: string }).orderNo),
        );
      try {
        await expect
          .poll(() => before.every((no) => orderNosOf().has(no)), { timeout: scaled(60_000), interval: 200 })
          .toBe(true);
      } catch (error) {
        console.log(`PORTAL OUTPUT\n${portal.output.join('').slice(-8000)}`);
        console.log(
          `RECEIVED ${receiver.received.map((r) => `${r.status} ${(r.event.data as { orderNo: string }).orderNo}`).join(', ')}`,
        );
        throw error;
      }
      expect(portal.child.exitCode).toBeNull();
      // The portal takes orders again, and their events arrive.
      let after = '';
      await expect
        .poll(
          async () => {
            after = (await store.storePlaceOrder(cart, randomUUID()).catch(() => ({ orderNo: '' }))).orderNo;
            return after !== '';
          },
          { timeout: scaled(30_000), interval: 500 },
        )
        .toBe(true);
      await expect.poll(() => orderNosOf().has(after), { timeout: scaled(30_000), interval: 200 }).toBe(true);
    },
    scaled(180_000),
  );
});
