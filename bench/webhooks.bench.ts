/**
 * Webhooks benchmark (issue 44), on PostgreSQL against the real server (server/main.ts), a receiver in this process:
 *  - delivery: 10,000 events recorded in one transaction, delivered to the local receiver by the dispatcher (events a
 *    second, from the commit to the last one received), against the same 10,000 bodies POSTed to the same receiver by
 *    a plain loop with as many requests at once as the dispatcher's lane (the most the receiver and the loopback give);
 *  - the cost on placing orders (storePlaceOrder at 10 connections): with an endpoint subscribed to every event type
 *    against none, alternating rounds, medians; target: an order takes at most 1.1x as long (rate none / subscribed),
 *    its events delivered meanwhile by the same process to a receiver on the same machine. Also shown: the cost of
 *    recording alone, in rounds where a trigger of the benchmark's own database makes each new delivery due tomorrow
 *    (the dispatcher finds nothing to send).
 * A fresh database `bench_webhooks_<pid>`, seeded with the demo shop and 1,000 generated products, dropped afterwards.
 *
 *   DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_EVENTS   events delivered (default 10,000)
 *   BENCH_SECONDS / BENCH_ROUNDS  seconds per side per round (default 10) and alternating rounds (default 3)
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { IDEMPOTENCY_HEADER } from '../contract/orders/order-processing';
import { WEBHOOK_EVENT_TYPES, WEBHOOKS_API, type WebhookEndpointWithSecret } from '../contract/webhooks/webhooks';
import { openDatabase } from '../server/db/client';
import { withTransaction } from '../server/db/transaction';
import { recordWebhookEvents } from '../server/webhooks/events';
import { startReceiver } from '../server/webhooks/test-receiver';
import { freshDatabase } from './products/scenario';
import type { Rate } from './search/measure';
import { median } from './search/report';
import { adminToken } from './search/scenario';
import { startServer } from './search/server-process';
import { requestRate } from './store/load';
import { openShop, ORDERS_PATH, placeOrder, seedShop } from './store/scenario';
import { ratioAtMost, recorder } from './summary';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const EVENTS = Number(process.env.BENCH_EVENTS || 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const CONNECTIONS = 10;
/** The dispatcher's requests at once to one endpoint (server/webhooks/dispatcher.ts LANE_REQUESTS). */
const LANE_REQUESTS = 4;
const TARGET_COST = 1.1;
const say = (line: string) => console.log(`[bench] ${line}`);
const n = (v: number, digits = 0) =>
  v.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** The anchor: `bodies` POSTed to `url` by a plain loop, `lanes` at once; events a second. */
async function plainPosts(url: string, bodies: string[], lanes: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: false });
  const post = (body: string) =>
    new Promise<void>((resolve, reject) => {
      const request = http.request(
        url,
        { method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (r) => {
          r.resume();
          r.on('end', () => resolve());
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: lanes }, async () => {
      while (next < bodies.length) await post(bodies[next++]);
    }),
  );
  return bodies.length / ((performance.now() - started) / 1000);
}

/**
 * The receiver the order rounds deliver to: it reads each request and answers 200, counting order.created bodies, and
 * does nothing else (a shop's systems run elsewhere: what is measured is the portal's cost, not a receiver's).
 */
async function countingReceiver() {
  let orders = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      if (request.headers['shop-event-type'] === 'order.created') orders++;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/orders`,
    orders: () => orders,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

async function main(): Promise<void> {
  const { url, drop } = await freshDatabase(ADMIN_URL, `bench_webhooks_${process.pid}`);
  const receiver = await startReceiver();
  try {
    say(`seeding the demo shop and 1,000 generated products into ${url}`);
    await seedShop(url, 1000, 1000, say);
    const shop = await openShop(url, 50);
    const key = shop.key;
    const shoppers = shop.shoppers;
    // Each shopper's first order makes the customer, as in the storefront benchmark: then every order is alike.
    for (const [i, order] of shoppers.entries()) await placeOrder(shop, order, `warm-${i}-${randomUUID()}`);
    // Recording alone: while enabled, this trigger makes each new delivery due tomorrow, so nothing is sent.
    await shop.database.db.execute(sql`create function bench_due_tomorrow() returns trigger language plpgsql as $$
      begin new.next_attempt_at := now() + interval '1 day'; return new; end $$`);
    await shop.database.db.execute(sql`create trigger bench_due_tomorrow before insert on webhook_deliveries
      for each row execute function bench_due_tomorrow()`);
    await shop.database.db.execute(sql`alter table webhook_deliveries disable trigger bench_due_tomorrow`);
    await shop.app.close();
    await shop.database.close();

    const server = await startServer({
      DATABASE_URL: url,
      DB_POOL_SIZE: String(CONNECTIONS),
      WEBHOOKS_ALLOW_LOOPBACK: '1',
    });
    try {
      const token = await adminToken(server.baseUrl);
      const staff = (method: 'POST' | 'PUT', path: string, body: unknown) =>
        fetch(`${server.baseUrl}/api${path}`, {
          method,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        }).then(async (r) => (await r.json()) as { output: unknown });

      // 1. Delivery: EVENTS events in one transaction, to an endpoint that wants them.
      const made = (
        await staff('POST', WEBHOOKS_API.create, { url: `${receiver.url}/bench`, eventTypes: ['stock.changed'] })
      ).output as WebhookEndpointWithSecret;
      const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
      const before = receiver.received.length;
      let committed = 0;
      try {
        await withTransaction(database.db, (tx) =>
          recordWebhookEvents(tx, 'stock.changed', () =>
            Array.from({ length: EVENTS }, (_, i) => ({ bench: i, padding: 'x'.repeat(400) })),
          ),
        );
        committed = performance.now();
      } finally {
        await database.close();
      }
      say(`${n(EVENTS)} events committed; waiting for the receiver`);
      await receiver.waitFor(before + EVENTS, () => true, 10 * 60_000);
      const delivered = EVENTS / ((performance.now() - committed) / 1000);
      const bodies = receiver.received.slice(before).map((r) => r.body);
      await staff('PUT', WEBHOOKS_API.one(made.endpoint.id), {
        url: made.endpoint.url,
        eventTypes: ['stock.changed'],
        enabled: false,
        version: made.endpoint.version,
      });
      const plain = await plainPosts(`${receiver.url}/plain`, bodies, LANE_REQUESTS);

      // 2. The cost on placing orders: an endpoint wanting every event type, on and off in alternating rounds.
      const counting = await countingReceiver();
      const all = (await staff('POST', WEBHOOKS_API.create, {
        url: counting.url,
        eventTypes: [...WEBHOOK_EVENT_TYPES],
        enabled: false,
      })) as { output: WebhookEndpointWithSecret };
      let version = all.output.endpoint.version;
      const switchTo = async (enabled: boolean) => {
        const saved = (await staff('PUT', WEBHOOKS_API.one(all.output.endpoint.id), {
          url: all.output.endpoint.url,
          eventTypes: [...WEBHOOK_EVENT_TYPES],
          enabled,
          version,
        })) as { output: { version: number } };
        version = saved.output.version;
      };
      const bodiesOf = shoppers.map((s) => JSON.stringify(s));
      const placeOne = () => ({
        method: 'POST' as const,
        path: ORDERS_PATH,
        body: bodiesOf[Math.floor(Math.random() * bodiesOf.length)],
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${key}`,
          [IDEMPOTENCY_HEADER]: randomUUID(),
        },
      });
      await requestRate(server.baseUrl, CONNECTIONS, 3, 201, placeOne); // warm-up
      const [none, subscribed, recordingOnly]: Rate[][] = [[], [], []];
      const holdDeliveries = async (hold: boolean) => {
        const admin = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
        try {
          await admin.db.execute(
            sql.raw(`alter table webhook_deliveries ${hold ? 'enable' : 'disable'} trigger bench_due_tomorrow`),
          );
        } finally {
          await admin.close();
        }
      };
      for (let round = 1; round <= ROUNDS; round++) {
        say(
          `round ${round}/${ROUNDS}: orders with no endpoint, with one wanting every event, and recording alone, ${SECONDS} s each`,
        );
        await switchTo(false);
        none.push(await requestRate(server.baseUrl, CONNECTIONS, SECONDS, 201, placeOne));
        await switchTo(true);
        subscribed.push(await requestRate(server.baseUrl, CONNECTIONS, SECONDS, 201, placeOne));
        await holdDeliveries(true);
        recordingOnly.push(await requestRate(server.baseUrl, CONNECTIONS, SECONDS, 201, placeOne));
        await holdDeliveries(false);
      }
      await switchTo(false);
      const [rateNone, rateWith, rateRecording] = [none, subscribed, recordingOnly].map((rates) =>
        median(rates.map((r) => r.perSecond)),
      );
      const cost = rateNone / rateWith;
      const orderEvents = counting.orders();
      await counting.close();

      console.log('\nWebhooks benchmark (PostgreSQL)');
      console.log(`  delivery of ${n(EVENTS)} events to a local receiver: ${n(delivered)} a second from the commit`);
      console.log(
        `  the same bodies POSTed by a plain loop, ${LANE_REQUESTS} at once (anchor): ${n(plain)} a second; ratio ${n(delivered / plain, 2)}`,
      );
      console.log(`  placing orders at ${CONNECTIONS} connections, medians of ${ROUNDS} rounds of ${SECONDS} s:`);
      console.log(
        `    no endpoint (anchor)           ${n(rateNone).padStart(6)} a second (rounds ${none.map((r) => n(r.perSecond)).join(' / ')})`,
      );
      console.log(
        `    an endpoint wanting every event ${n(rateWith).padStart(5)} a second (rounds ${subscribed.map((r) => n(r.perSecond)).join(' / ')}); ${n(orderEvents)} order.created received`,
      );
      console.log(
        `    recording alone (no delivery)  ${n(rateRecording).padStart(6)} a second (rounds ${recordingOnly.map((r) => n(r.perSecond)).join(' / ')}); cost ${n(rateNone / rateRecording, 2)}x`,
      );
      console.log(
        `Targets: an order's cost with an endpoint subscribed <= ${TARGET_COST}x none: ${n(cost, 2)}x, ${cost <= TARGET_COST ? 'met' : 'MISSED'}`,
      );
      const record = recorder('bench:webhooks');
      record({
        figure: `webhook deliveries of ${n(EVENTS)} events`,
        value: delivered,
        unit: '/s',
        anchor: { name: `plain POSTs, ${LANE_REQUESTS} at once`, value: plain, unit: '/s' },
      });
      record({
        figure: 'time per order placed (1 / rate), an endpoint subscribed',
        value: 1000 / rateWith,
        unit: 'ms',
        anchor: { name: 'no endpoint', value: 1000 / rateNone, unit: 'ms' },
        target: ratioAtMost(TARGET_COST),
      });
      record({
        figure: 'time per order placed (1 / rate), its events recorded, none delivered',
        value: 1000 / rateRecording,
        unit: 'ms',
        anchor: { name: 'no endpoint', value: 1000 / rateNone, unit: 'ms' },
      });
    } finally {
      await server.stop();
    }
  } finally {
    await receiver.close();
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
