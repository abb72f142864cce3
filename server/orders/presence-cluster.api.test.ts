/**
 * Presence across two app instances on one PostgreSQL, each with its own pool and its own cluster channel (as two
 * processes have): a heartbeat on one reaches the other's live bus and list, and a burst of tabs split across both
 * is held to the one per-user cap (the advisory lock is PostgreSQL's, not a process's). Runs when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_API } from '../../contract/orders/order-processing';
import {
  MAX_PRESENCES_PER_USER,
  type OrderPresence,
  type OrderPresenceChange,
} from '../../contract/orders/order-presence';
import { buildApp, type App } from '../app';
import { openDatabase, type Database } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { postgresCluster, type Cluster } from '../platform/cluster';
import { seedDemo } from '../seed';
import { scratchDatabase } from '../test-support/portal-processes';
import { signInAs } from '../test-support/requests';
import { testConfig } from '../test-support/test-app';
import { orderIds } from './order-test-support';
import { scaled } from '../test-support/timeouts';

const quiet = { warn: () => {} };
const tab = (n: number) => n.toString(16).padStart(32, '0');

interface Instance {
  app: App;
  database: Database;
  cluster: Cluster;
}

const beat = (app: App, token: string, id: number, tabId: string) =>
  app.inject({
    method: 'PUT',
    url: `/api${ORDER_API.presence(id)}?tabId=${tabId}`,
    headers: { authorization: `Bearer ${token}` },
  });

describe.skipIf(!process.env.DATABASE_URL)('order presence on two processes', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let one: Instance;
  let two: Instance;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    const seeding = await openDatabase({ databaseUrl: scratch.url, statementTimeoutMs: 30_000, poolSize: 2 });
    await migrateDatabase(seeding);
    await seedDemo(seeding.db, { orders: 30 });
    await seeding.close();
    const start = async (): Promise<Instance> => {
      const database = await openDatabase({ databaseUrl: scratch.url, statementTimeoutMs: 5000, poolSize: 4 });
      const cluster = await postgresCluster(database.db, { url: scratch.url, log: quiet, retryMs: 50 });
      const app = await buildApp({ config: testConfig(), db: database.db, engine: 'postgres', cluster });
      await app.ready();
      return { app, database, cluster };
    };
    [one, two] = await Promise.all([start(), start()]);
  }, scaled(120_000));
  afterAll(async () => {
    for (const instance of [one, two]) {
      if (!instance) continue;
      await instance.app.close();
      await instance.cluster.close();
      await instance.database.close();
    }
    await scratch?.drop();
  });

  it('announces a heartbeat on one process to the other, whose list shows it too', async () => {
    const admin = await signInAs(one.app, 'admin', 'Admin@12345');
    const orders = await signInAs(two.app, 'orders', 'Orders@12345');
    const [id] = await orderIds(one.database.db, 1, 0);
    const heard = new Promise<OrderPresenceChange>((resolve) => {
      const stop = two.app.live.subscribe((name, data) => {
        if (name !== 'presence') return;
        stop();
        resolve(data as OrderPresenceChange);
      });
    });
    const response = await beat(one.app, admin.token, id, tab(1));
    expect(response.statusCode).toBe(200);
    const since = response.json().output.since as string;
    expect(await heard).toEqual({ orderId: id, userId: admin.userDetails.id, userName: 'Aditi Rao', since });
    const list = await two.app.inject({
      method: 'GET',
      url: `/api${ORDER_API.presenceList}`,
      headers: { authorization: `Bearer ${orders.token}` },
    });
    expect(list.json().output as OrderPresence[]).toEqual([
      { orderId: id, userId: admin.userDetails.id, userName: 'Aditi Rao', since },
    ]);
  });

  it(`holds one user to ${MAX_PRESENCES_PER_USER} tabs across both processes, however the burst is split`, async () => {
    const [onOne, onTwo] = [
      await signInAs(one.app, 'orders', 'Orders@12345'),
      await signInAs(two.app, 'orders', 'Orders@12345'),
    ];
    const ids = await orderIds(one.database.db, 2 * MAX_PRESENCES_PER_USER, 5);
    const answers = await Promise.all(
      ids.map((id, i) =>
        i % 2 ? beat(two.app, onTwo.token, id, tab(200 + i)) : beat(one.app, onOne.token, id, tab(200 + i)),
      ),
    );
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(MAX_PRESENCES_PER_USER);
    expect(codes.filter((c) => c === 429)).toHaveLength(MAX_PRESENCES_PER_USER);
  });
});
