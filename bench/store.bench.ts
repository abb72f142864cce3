/**
 * Storefront API benchmark (issue 43): on PostgreSQL at 10 connections, against the real server (server/main.ts),
 *  - placing orders (storePlaceOrder: key check, quote again, stock through the ledger, payment, timeline, audit,
 *    notification) against pgbench running that transaction's own SQL, captured from the server's code as it placed
 *    an order (bench/store/capture.ts), with a fresh Idempotency-Key per transaction and the order's id and number
 *    taken from its insert (`\gset`); target ≥ 0.6×;
 *  - the product list revalidated with its ETag (If-None-Match → 304) against pgbench running the SQL the list
 *    runs (the key's own statement left out of pgbench's side); target ≥ 0.6×.
 * A fresh database of its own, seeded with the demo shop and generated products, dropped afterwards. Each of the
 * shoppers orders a product of their own, a random one per order on both sides.
 *
 *   DATABASE_URL     PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PRODUCTS   generated products besides the demo's 200 (default 10,000)
 *   BENCH_SHOPPERS   shoppers, each with a product (default 50; pgbench takes one script each, at most 128)
 *   BENCH_SECONDS / BENCH_ROUNDS  seconds per side per round (default 10) and alternating rounds (default 3)
 *   BENCH_SCRIPTS    a folder to keep pgbench's scripts in (to run them again with `pgbench -r`, say)
 */
import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { IDEMPOTENCY_HEADER } from '../contract/orders/order-processing';
import { freshDatabase } from './products/scenario';
import { pgbenchScriptsRate, type Rate } from './search/measure';
import { requestRate } from './store/load';
import { median } from './search/report';
import { startServer } from './search/server-process';
import { captureStatements, pgbenchCommand, transactionOf, type Statement } from './store/capture';
import { openShop, ORDERS_PATH, placeOrder, PRODUCT_LIST_PATH, seedShop, storeCall } from './store/scenario';
import { ratioAtLeast, recorder } from './summary';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 10_000);
const SHOPPERS = Math.min(128, Number(process.env.BENCH_SHOPPERS || 50));
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const CONNECTIONS = 10;
const TARGET_RATIO = 0.6;
const say = (line: string) => console.log(`[bench] ${line}`);

/**
 * The captured order transaction as a pgbench script: a fresh Idempotency-Key (and so advisory lock) per transaction,
 * and the order's id and number from its own insert. Values one statement read and a later one wrote (a stock count
 * in the ledger's row, say) stay as captured: the same statements do the same work.
 */
function orderScript(statements: Statement[], idempotencyKey: string, placed: { orderId: number; orderNo: string }) {
  const lock = statements.find((s) => s.text.includes('pg_advisory_xact_lock'));
  if (!lock) throw new Error('the order transaction took no advisory lock');
  const replace = new Map([
    [idempotencyKey, "'bench-:key'"],
    [String(lock.values[0]), ':key'],
    [String(placed.orderId), ':p_id'],
    [placed.orderNo, "':p_order_no'"],
  ]);
  const commands = statements.map((s) =>
    pgbenchCommand(s, replace, /^\s*(with [\s\S]*?)?insert into orders\b/i.test(s.text) ? 'p_' : undefined),
  );
  if (!commands.some((c) => c.endsWith('\\gset p_'))) throw new Error("the order's insert was not found");
  return ['\\set key random(1, 9000000000000000000)', ...commands].join('\n') + '\n';
}

/** What the server's process will be measured against: the SQL of an order and of a product list, captured in-process. */
async function captureScripts(url: string) {
  const shop = await openShop(url, SHOPPERS);
  try {
    // Each shopper's first order makes the customer: the captured ones are the steady state, an existing customer's.
    for (const [i, order] of shop.shoppers.entries()) await placeOrder(shop, order, `warm-${i}-${randomUUID()}`);
    const orders: string[] = [];
    let statementsPerOrder = 0;
    for (const order of shop.shoppers) {
      const key = `capture-${randomUUID()}`;
      const { result, clients } = await captureStatements(() => placeOrder(shop, order, key));
      const transaction = transactionOf(clients);
      statementsPerOrder = transaction.length;
      orders.push(orderScript(transaction, key, result));
    }
    const list = await captureStatements(() => storeCall(shop, 'GET', PRODUCT_LIST_PATH));
    const etag = list.result.headers.etag;
    if (list.result.statusCode !== 200 || typeof etag !== 'string') throw new Error('the product list had no ETag');
    const listStatements = list.clients.flat().filter((s) => !s.text.includes('api_key_usage'));
    const listScript = listStatements.map((s) => pgbenchCommand(s)).join('\n') + '\n';
    return { key: shop.key, shoppers: shop.shoppers, orders, statementsPerOrder, listScript, listStatements, etag };
  } finally {
    await shop.app.close();
    await shop.database.close();
  }
}

async function keepScripts(dir: string, scripts: { orders: string[]; listScript: string }) {
  await mkdir(dir, { recursive: true });
  await Promise.all(scripts.orders.map((text, i) => writeFile(path.join(dir, `order-${i}.sql`), text)));
  await writeFile(path.join(dir, 'product-list.sql'), scripts.listScript);
}

const summary = (rates: Rate[]) => ({
  perSecond: median(rates.map((r) => r.perSecond)),
  average: median(rates.map((r) => r.average)),
  p99: median(rates.map((r) => r.p99 ?? Number.NaN)),
  failures: rates.reduce((sum, r) => sum + r.failures, 0),
});
type Summary = ReturnType<typeof summary>;
const n = (v: number, digits = 0) =>
  Number.isFinite(v)
    ? v.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '-';
const statements = (count: number) => `${count} statement${count === 1 ? '' : 's'}`;
const row = (name: string, s: Summary, ratio: number) =>
  `  ${name.padEnd(40)} ${n(s.perSecond).padStart(8)} ${n(s.average, 2).padStart(8)} ${n(s.p99, 1).padStart(8)} ${n(ratio, 2).padStart(11)} ${n(s.failures).padStart(7)}`;

async function main(): Promise<void> {
  const { url, drop } = await freshDatabase(ADMIN_URL, `bench_store_${process.pid}`);
  try {
    say(`seeding the demo shop and ${PRODUCTS.toLocaleString('en-IN')} generated products into ${url}`);
    await seedShop(url, 1000, PRODUCTS, say);
    say(`capturing the SQL of ${SHOPPERS} orders and of a product list`);
    const captured = await captureScripts(url);
    if (process.env.BENCH_SCRIPTS) await keepScripts(process.env.BENCH_SCRIPTS, captured);
    say(
      `an order's transaction: ${captured.statementsPerOrder} statements; the product list: ${captured.listStatements.length}`,
    );
    const server = await startServer({ DATABASE_URL: url, DB_POOL_SIZE: String(CONNECTIONS) });
    try {
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${captured.key}` };
      const bodies = captured.shoppers.map((s) => JSON.stringify(s));
      const placeOne = () => ({
        method: 'POST' as const,
        path: ORDERS_PATH,
        body: bodies[Math.floor(Math.random() * bodies.length)],
        headers: { ...headers, [IDEMPOTENCY_HEADER]: randomUUID() },
      });
      const revalidate = () => ({
        method: 'GET' as const,
        path: PRODUCT_LIST_PATH,
        headers: { authorization: headers.authorization, 'if-none-match': captured.etag },
      });
      // Warm-up: pools, plans, buffers; and a check that each side answers as it should.
      await requestRate(server.baseUrl, CONNECTIONS, 3, 201, placeOne);
      await requestRate(server.baseUrl, CONNECTIONS, 2, 304, revalidate);
      await pgbenchScriptsRate(url, captured.orders, CONNECTIONS, 2);
      const [httpOrders, pgOrders, httpList, pgList]: Rate[][] = [[], [], [], []];
      for (let round = 1; round <= ROUNDS; round++) {
        say(
          `round ${round}/${ROUNDS}: orders over HTTP, then pgbench; product list over HTTP, then pgbench; ${SECONDS} s each`,
        );
        httpOrders.push(await requestRate(server.baseUrl, CONNECTIONS, SECONDS, 201, placeOne));
        pgOrders.push(await pgbenchScriptsRate(url, captured.orders, CONNECTIONS, SECONDS));
        httpList.push(await requestRate(server.baseUrl, CONNECTIONS, SECONDS, 304, revalidate));
        pgList.push(await pgbenchScriptsRate(url, [captured.listScript], CONNECTIONS, SECONDS));
      }
      const [ho, po, hl, pl] = [httpOrders, pgOrders, httpList, pgList].map(summary);
      const orderRatio = ho.perSecond / po.perSecond;
      const listRatio = hl.perSecond / pl.perSecond;
      console.log('\nStorefront API benchmark (PostgreSQL)');
      console.log(
        `  ${CONNECTIONS} connections on each side (the server's pool ${CONNECTIONS}), medians of ${ROUNDS} rounds of ${SECONDS} s; ${SHOPPERS} shoppers`,
      );
      console.log(`\n  run                                       per sec   avg ms   p99 ms  vs pgbench  failed`);
      console.log(row(`pgbench, an order's ${statements(captured.statementsPerOrder)}`, po, 1));
      console.log(row('HTTP storePlaceOrder', ho, orderRatio));
      console.log(row(`pgbench, the list's ${statements(captured.listStatements.length)}`, pl, 1));
      console.log(row('HTTP storeListProducts, If-None-Match → 304', hl, listRatio));
      console.log(
        `\n  per round (per sec): orders HTTP ${httpOrders.map((r) => n(r.perSecond)).join(' / ')}, pgbench ${pgOrders.map((r) => n(r.perSecond)).join(' / ')}; list HTTP ${httpList.map((r) => n(r.perSecond)).join(' / ')}, pgbench ${pgList.map((r) => n(r.perSecond)).join(' / ')}`,
      );
      const verdict = (ratio: number) => `${n(ratio, 2)}x, ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}`;
      console.log(
        `Targets: orders >= ${TARGET_RATIO}x pgbench: ${verdict(orderRatio)}; product list >= ${TARGET_RATIO}x pgbench: ${verdict(listRatio)}`,
      );
      const record = recorder('bench:store');
      record({
        figure: 'storefront orders placed, HTTP',
        value: ho.perSecond,
        unit: '/s',
        anchor: { name: 'pgbench, the same transaction', value: po.perSecond, unit: '/s' },
        target: ratioAtLeast(TARGET_RATIO),
      });
      record({
        figure: 'storefront product list revalidated (304), HTTP',
        value: hl.perSecond,
        unit: '/s',
        anchor: { name: "pgbench, the list's SQL", value: pl.perSecond, unit: '/s' },
        target: ratioAtLeast(TARGET_RATIO),
      });
    } finally {
      await server.stop();
    }
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
