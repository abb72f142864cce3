/**
 * The cluster's LISTEN/NOTIFY channel on a real PostgreSQL (server/platform/cluster.ts): a message reaches the
 * other processes and not its sender's own listeners, messages published together share NOTIFYs (in order, each
 * under the payload limit), a statement's own NOTIFY (notifySql) is heard once its transaction commits and never
 * when it rolls back, a message over the payload limit is refused before it is sent, and a listening connection
 * that PostgreSQL drops is opened again (onReconnect) and hears again.
 */
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { scratchDatabase } from '../test-support/portal-processes';
import { PAYLOAD_LIMIT, postgresCluster, type Cluster } from './cluster';

const quiet = { warn: () => {} };
/** Resolves with the next message `cluster` hears on 'live', or 'nothing' after `ms`. */
const nextMessage = (cluster: Cluster, ms = 2000) =>
  new Promise<unknown>((resolve) => {
    const timer = setTimeout(() => {
      stop();
      resolve('nothing');
    }, ms);
    const stop = cluster.subscribe('live', (data) => {
      clearTimeout(timer);
      stop();
      resolve(data);
    });
  });

/** A statement's n live messages as one JSON array, for a cluster's notifySql. */
const messages = (n: number) =>
  sql`(select json_agg(json_build_object('topic', 'live', 'data', json_build_object('id', i))) from generate_series(1, ${n}::int) i)`;

describe.skipIf(!process.env.DATABASE_URL)('the cluster channel on PostgreSQL', () => {
  let scratch: { url: string; drop: () => Promise<void> };
  let database: Database;
  let one: Cluster;
  let two: Cluster;
  beforeAll(async () => {
    scratch = await scratchDatabase();
    database = await openDatabase({ databaseUrl: scratch.url, statementTimeoutMs: 5000, poolSize: 4 });
    [one, two] = await Promise.all([
      postgresCluster(database.db, { url: scratch.url, log: quiet, retryMs: 50 }),
      postgresCluster(database.db, { url: scratch.url, log: quiet, retryMs: 50 }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await database?.close();
    await scratch?.drop();
  });

  it('tells the other process, not its own listeners', async () => {
    const heardByTwo = nextMessage(two);
    const heardByOne = nextMessage(one, 500);
    await one.publish('live', { name: 'order', data: { id: 7 } });
    expect(await heardByTwo).toEqual({ name: 'order', data: { id: 7 } });
    expect(await heardByOne).toBe('nothing');
  });

  it('sends the messages published together in as few notifications as fit, in the order published', async () => {
    const watcher = new Client({ connectionString: scratch.url });
    await watcher.connect();
    const payloads: string[] = [];
    watcher.on('notification', (n) => payloads.push(n.payload ?? ''));
    await watcher.query('LISTEN portal_cluster');
    const heard: unknown[] = [];
    const stop = two.subscribe('live', (data) => heard.push(data));
    try {
      // 300 order events of about 80 bytes: about 24 kB, so four notifications of at most PAYLOAD_LIMIT bytes.
      const sent = Array.from({ length: 300 }, (_, i) => ({
        name: 'order',
        data: { id: i, version: 2, status: 'New Order' },
      }));
      await Promise.all(sent.map((message) => one.publish('live', message)));
      await expect.poll(() => heard.length).toBe(300);
      expect(heard).toEqual(sent);
      // The watcher's own connection may hear the last NOTIFY a moment after process two does.
      const carried = () =>
        payloads.reduce((n, p) => n + (JSON.parse(p) as { messages: unknown[] }).messages.length, 0);
      await expect.poll(carried).toBe(300);
      expect(payloads.map((p) => Buffer.byteLength(p))).toHaveLength(4);
      for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThanOrEqual(PAYLOAD_LIMIT);
    } finally {
      stop();
      await watcher.end();
    }
  });

  it("tells the other process what a statement's notifySql says when its transaction commits, and nothing when it rolls back", async () => {
    const heard: unknown[] = [];
    const stop = two.subscribe('live', (data) => heard.push(data));
    try {
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`select ${one.notifySql(messages(1))}`);
          throw new Error('roll back');
        })
        .catch(() => {});
      await database.db.execute(sql`select ${one.notifySql(messages(3))}`);
      await expect.poll(() => heard.length).toBe(3);
      expect(heard).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    } finally {
      stop();
    }
  });

  it('refuses a message over the payload limit before sending it', async () => {
    await expect(one.publish('live', { big: 'x'.repeat(PAYLOAD_LIMIT) })).rejects.toThrow(/over the limit/);
  });

  it('listens again after PostgreSQL drops the listening connection, and says so', async () => {
    const reconnected = new Promise<void>((resolve) => {
      const stop = two.onReconnect(() => {
        stop();
        resolve();
      });
    });
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query = 'LISTEN portal_cluster' and pid <> pg_backend_pid()`,
    );
    await reconnected;
    const heard = nextMessage(two);
    await one.publish('live', { after: 'reconnect' });
    expect(await heard).toEqual({ after: 'reconnect' });
  });
});
