/**
 * Search benchmark (issue 3 §6): POST /api/order-details/search with three criteria, a sort and a page,
 * over 1,000,000 orders. The anchor is pgbench running the identical SQL (page + count) in the same run;
 * the server is the real one (server/main.ts) on a loopback port, loaded by autocannon. The same HTTP
 * load then runs against the embedded PGlite engine. Prints a table; exits 0 even when a target is missed.
 *
 *   DATABASE_URL   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SECONDS  seconds per measurement (default 10)
 *   BENCH_ROUNDS   alternating HTTP/pgbench measurements, medians reported (default 3; a shared VM is noisy)
 */
import { execFile } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { openDatabase } from '../server/db/client';
import { orderBinding } from '../server/orders/order.resource';
import type { ResourceBinding } from '../server/resources/binding';
import { ensureBenchDatabase } from './search/bench-database';
import { httpRate, pgbenchRate, type Rate } from './search/measure';
import { printReport, recordFigures, type Report } from './search/report';
import { PAGE, SEARCH_PATH, adminToken, describeBody, orderSpan, searchBody, searchOnce } from './search/scenario';
import { searchStatements } from './search/search-sql';
import { startServer, type RunningServer } from './search/server-process';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const CONNECTIONS = 10;
const ORDERS = 1_000_000;
const BENCH_DB = 'portal_bench_1m';
/** Kept between runs like the PostgreSQL database, so only the first run pays for seeding. */
const PGLITE_DIR = path.join(tmpdir(), 'portal-bench-pglite-1m');

const say = (line: string) => console.log(`[bench] ${line}`);

/** An autocannon load of the search against a running server, signed in as the demo admin. */
async function httpLoad(server: RunningServer, body: object): Promise<(seconds: number) => Promise<Rate>> {
  const token = await adminToken(server.baseUrl);
  const load = {
    url: `${server.baseUrl}${SEARCH_PATH}?pageNum=${PAGE.pageNum}&pageSize=${PAGE.pageSize}`,
    headers: { authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    connections: CONNECTIONS,
  };
  // Warm-up: JIT, the pool's connections, plan and buffer caches.
  await httpRate({ ...load, seconds: 3 });
  return (seconds) => httpRate({ ...load, seconds });
}

/** The statements the server runs for `body`, checked against what the server answered. */
async function anchorStatements(url: string, server: RunningServer, body: object): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
  try {
    const statements = searchStatements(database.db, orderBinding as unknown as ResourceBinding, body, PAGE);
    const { rows } = (await database.db.execute(statements[0])) as unknown as {
      rows: { id: number; total_elements: string }[];
    };
    const http = await searchOnce(server.baseUrl, await adminToken(server.baseUrl), body);
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

async function postgresRound(): Promise<{ http: Rate[]; pgbench: Rate[]; matching: number; criteria: string }> {
  const url = await ensureBenchDatabase(ADMIN_URL, BENCH_DB, ORDERS, say);
  const server = await startServer({ DATABASE_URL: url });
  try {
    const token = await adminToken(server.baseUrl);
    const body = searchBody((await orderSpan(server.baseUrl, token)).newest);
    const matching = (await searchOnce(server.baseUrl, token, body)).total;
    const statements = await anchorStatements(url, server, body);
    const measure = await httpLoad(server, body);
    const http: Rate[] = [];
    const pgbench: Rate[] = [];
    // Alternating keeps both sides exposed to the same drift of a shared machine.
    for (let round = 1; round <= ROUNDS; round++) {
      say(`PostgreSQL round ${round}/${ROUNDS}: HTTP, then pgbench, ${SECONDS} s each`);
      http.push(await measure(SECONDS));
      pgbench.push(await pgbenchRate(url, statements, CONNECTIONS, SECONDS));
    }
    return { http, pgbench, matching, criteria: describeBody(body) };
  } finally {
    await server.stop();
  }
}

/** PGlite in a kept temporary directory, seeded by the server itself at start-up when empty. */
async function pgliteRound(): Promise<{ http: Rate[]; orders: number; matching: number }> {
  await mkdir(PGLITE_DIR, { recursive: true });
  say(`PGlite in ${PGLITE_DIR} (first run seeds ${ORDERS.toLocaleString('en-IN')} orders: a few minutes)`);
  let server = await startServer({ DATABASE_URL: '', DATA_DIR: PGLITE_DIR, DEMO_ORDERS: String(ORDERS) });
  let span = await orderSpan(server.baseUrl, await adminToken(server.baseUrl));
  if (span.total !== ORDERS) {
    say(`PGlite directory holds ${span.total} orders (an interrupted seed?): starting over`);
    await server.stop();
    await rm(PGLITE_DIR, { recursive: true, force: true });
    server = await startServer({ DATABASE_URL: '', DATA_DIR: PGLITE_DIR, DEMO_ORDERS: String(ORDERS) });
    span = await orderSpan(server.baseUrl, await adminToken(server.baseUrl));
  }
  try {
    const body = searchBody(span.newest);
    const matching = (await searchOnce(server.baseUrl, await adminToken(server.baseUrl), body)).total;
    const measure = await httpLoad(server, body);
    const http: Rate[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      say(`PGlite round ${round}/${ROUNDS}: HTTP, ${SECONDS} s`);
      http.push(await measure(SECONDS));
    }
    return { http, orders: span.total, matching };
  } finally {
    await server.stop();
  }
}

async function pgbenchVersion(): Promise<string> {
  const { stdout } = await promisify(execFile)('pgbench', ['--version']);
  return stdout.trim();
}

async function main(): Promise<void> {
  say(`${await pgbenchVersion()}; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`);
  const postgres = await postgresRound();
  const pglite = await pgliteRound();
  const report: Report = {
    seconds: SECONDS,
    rounds: ROUNDS,
    connections: CONNECTIONS,
    orders: ORDERS,
    ...postgres,
    pglite,
  };
  printReport(report);
  recordFigures(report);
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
