/**
 * Product list benchmark (issue 13 §2): POST /api/products/search with three criteria, a sort and a page over
 * 1,000,000 variants, against pgbench running the identical SQL at 10 connections in the same run (the search
 * benchmark's method and helpers, bench/search). A fresh PostgreSQL database of its own, seeded by
 * `seedDemo({ products })` and dropped afterwards. Prints medians and p99; exits 0 even when a target is missed.
 *
 *   DATABASE_URL    PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_PRODUCTS  generated products (default 150,000: about 1,050,000 variants)
 *   BENCH_SECONDS / BENCH_ROUNDS  as in the search benchmark (defaults 10 and 3)
 */
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { productListBinding } from '../server/catalogue/products/product-list.resource';
import type { ResourceBinding } from '../server/resources/binding';
import { seedDemo } from '../server/seed';
import { freshDatabase, PAGE, PRODUCT_BODY, PRODUCT_SEARCH_PATH, productSearchOnce, runSql } from './products/scenario';
import { httpRate, pgbenchRate, type Rate } from './search/measure';
import { median, TARGET_P99_RATIO } from './search/report';
import { adminToken, describeBody } from './search/scenario';
import { searchStatements } from './search/search-sql';
import { startServer } from './search/server-process';
import { ratioAtLeast, ratioAtMost, recorder } from './summary';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const PRODUCTS = Number(process.env.BENCH_PRODUCTS || 150_000);
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const CONNECTIONS = 10;
/** Issue 13: at least half pgbench's rate on the same SQL; issue 47: p99 at most 1.2x pgbench's p99. */
const TARGET_RATIO = 0.5;
const say = (line: string) => console.log(`[bench] ${line}`);

async function seed(url: string): Promise<void> {
  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(database);
    const started = Date.now();
    await seedDemo(database.db, { orders: 1000, products: PRODUCTS, onProgress: (line) => say(`  seed: ${line}`) });
    say(`seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
  await runSql(url, 'vacuum analyze products');
}

/** The SQL the server runs, checked to answer what the server answered. */
async function anchorStatements(url: string, baseUrl: string, token: string): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  try {
    const statements = searchStatements(
      database.db,
      productListBinding as unknown as ResourceBinding,
      PRODUCT_BODY,
      PAGE,
    );
    const rows = await runSql(url, statements[0]);
    const http = await productSearchOnce(baseUrl, token, PRODUCT_BODY);
    if (
      JSON.stringify(rows.map((r) => Number(r.id))) !== JSON.stringify(http.ids) ||
      Number(rows[0]?.total_elements) !== http.total
    ) {
      throw new Error('the SQL given to pgbench does not answer what the server answers');
    }
    return statements;
  } finally {
    await database.close();
  }
}

const summary = (rates: Rate[]) => ({
  perSecond: median(rates.map((r) => r.perSecond)),
  average: median(rates.map((r) => r.average)),
  p99: median(rates.map((r) => r.p99 ?? Number.NaN)),
  failures: rates.reduce((sum, r) => sum + r.failures, 0),
});
const n = (v: number, digits = 0) =>
  Number.isFinite(v)
    ? v.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '-';

async function main(): Promise<void> {
  const { url, drop } = await freshDatabase(ADMIN_URL, `bench_products_${process.pid}`);
  try {
    say(`seeding ${PRODUCTS.toLocaleString('en-IN')} generated products into ${url}`);
    await seed(url);
    const [counts] = await runSql(
      url,
      'select (select count(*) from products)::int as products, (select count(*) from product_variants)::int as variants',
    );
    // As many database connections as pgbench has: the two sides then compete for a shared machine's CPU alike.
    const server = await startServer({ DATABASE_URL: url, DB_POOL_SIZE: String(CONNECTIONS) });
    try {
      const token = await adminToken(server.baseUrl);
      const matching = (await productSearchOnce(server.baseUrl, token, PRODUCT_BODY)).total;
      const statements = await anchorStatements(url, server.baseUrl, token);
      const load = {
        url: `${server.baseUrl}${PRODUCT_SEARCH_PATH}?pageNum=${PAGE.pageNum}&pageSize=${PAGE.pageSize}`,
        headers: { authorization: `Bearer ${token}` },
        body: JSON.stringify(PRODUCT_BODY),
        connections: CONNECTIONS,
      };
      await httpRate({ ...load, seconds: 3 }); // warm-up: pool, plans, buffers
      const http: Rate[] = [];
      const pgbench: Rate[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        say(`round ${round}/${ROUNDS}: HTTP, then pgbench, ${SECONDS} s each`);
        http.push(await httpRate({ ...load, seconds: SECONDS }));
        pgbench.push(await pgbenchRate(url, statements, CONNECTIONS, SECONDS));
      }
      const [h, p] = [summary(http), summary(pgbench)];
      const ratio = h.perSecond / p.perSecond;
      console.log(`\nProduct list benchmark: POST ${PRODUCT_SEARCH_PATH}?pageNum=0&pageSize=20`);
      console.log(
        `  ${n(Number(counts.products))} products, ${n(Number(counts.variants))} variants; criteria: ${describeBody(PRODUCT_BODY)}; matching: ${n(matching)}`,
      );
      console.log(
        `  ${CONNECTIONS} connections (the server's pool ${CONNECTIONS} too), medians of ${ROUNDS} rounds of ${SECONDS} s\n`,
      );
      console.log('  run                          per sec   avg ms   p99 ms  vs pgbench  failed');
      console.log(
        `  pgbench, same SQL (anchor) ${n(p.perSecond).padStart(9)} ${n(p.average, 2).padStart(8)} ${n(p.p99, 1).padStart(8)} ${'1.00'.padStart(11)} ${n(p.failures).padStart(7)}`,
      );
      console.log(
        `  HTTP, PostgreSQL           ${n(h.perSecond).padStart(9)} ${n(h.average, 2).padStart(8)} ${n(h.p99, 1).padStart(8)} ${n(ratio, 2).padStart(11)} ${n(h.failures).padStart(7)}`,
      );
      console.log(
        `\n  per round (per sec): pgbench ${pgbench.map((r) => n(r.perSecond)).join(' / ')}; HTTP ${http.map((r) => n(r.perSecond)).join(' / ')}`,
      );
      const p99Ratio = h.p99 / p.p99;
      console.log(
        `Targets: rate >= ${TARGET_RATIO}x pgbench: ${n(ratio, 2)}x, ${ratio >= TARGET_RATIO ? 'met' : 'MISSED'}; p99 <= ${TARGET_P99_RATIO}x pgbench's p99: ${n(h.p99, 1)} ms, ${n(p99Ratio, 2)}x, ${p99Ratio <= TARGET_P99_RATIO ? 'met' : 'MISSED'}`,
      );
      const record = recorder('bench:products');
      record({
        figure: 'product search rate, HTTP',
        value: h.perSecond,
        unit: '/s',
        anchor: { name: 'pgbench, same SQL', value: p.perSecond, unit: '/s' },
        target: ratioAtLeast(TARGET_RATIO),
      });
      record({
        figure: 'product search p99, HTTP',
        value: h.p99,
        unit: 'ms',
        anchor: { name: "pgbench's p99, same SQL", value: p.p99, unit: 'ms' },
        target: ratioAtMost(TARGET_P99_RATIO),
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
