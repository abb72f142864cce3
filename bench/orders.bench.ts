/**
 * Order-processing benchmark (issue 4 §5) on 1,000,000 orders in PostgreSQL, against the real server
 * (server/main.ts on a loopback port): status counts vs the plain GROUP BY, an order action vs pgbench's
 * single-row UPDATE at 10 connections, and a bulk action over 10,000 orders. It runs on a throw-away
 * copy of `portal_bench_1m` (orders are changed), dropped at the end. Prints a table; exits 0 when a target is missed.
 *
 *   DATABASE_URL   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SECONDS  seconds per action/pgbench round (default 10)
 *   BENCH_ROUNDS   alternating rounds, medians reported (default 3)
 *   BENCH_BULK     orders in the bulk action (default 10,000, the most one job takes)
 *   BENCH_CPU_PROF the server's CPU profile goes there, with orders-phases.json (when each phase ran) for
 *                  `tsx bench/profile-summary.ts <profile> --phases <dir>/orders-phases.json:actions`
 */
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { BULK_MAX_ORDERS } from '../contract/orders/order-processing';
import { databaseUrl, ensureBenchDatabase } from './search/bench-database';
import { adminToken } from './search/scenario';
import { startServer } from './search/server-process';
import type { Rate } from './search/measure';
import {
  actionRate,
  initPgbench,
  loadBenchOrders,
  pgbenchActionSqlRate,
  pgbenchOrderStatusRate,
  pgbenchUpdateRate,
  preparePendingOrders,
} from './orders/actions';
import { measureBulk } from './orders/bulk';
import { printReport, recordFigures, type OrdersReport } from './orders/report';
import { measureStatusDetails } from './orders/status-details';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const CONNECTIONS = 10;
const ORDERS = 1_000_000;
const COPY = 'portal_bench_orders';
const BULK_ORDERS = Math.min(BULK_MAX_ORDERS, Number(process.env.BENCH_BULK || BULK_MAX_ORDERS));
/** Orders pgbench flips between Pending and New Order, kept apart from the ones the HTTP actions accept. */
const PGBENCH_ORDERS = 20_000;
const WARM_UP_SECONDS = 3;
/** More actions a second than this machine can serve: each action needs an order of its own. */
const MOST_ACTIONS_PER_SECOND = 10_000;
/** Enough Pending orders for the warm-up and every round, plus the bulk job and pgbench's orders. */
const PENDING = MOST_ACTIONS_PER_SECOND * (WARM_UP_SECONDS + SECONDS * ROUNDS) + BULK_ORDERS + PGBENCH_ORDERS;

const say = (line: string) => console.log(`[bench] ${line}`);

/** The monotonic clock in µs, as a V8 CPU profile's sample times count it. */
const clockUs = () => Number(process.hrtime.bigint() / 1000n);
/** When each measured phase ran, for `bench/profile-summary.ts --phases` (written beside the server's profile). */
const phases: Record<string, [number, number][]> = {};
async function timed<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const start = clockUs();
  try {
    return await work();
  } finally {
    (phases[phase] ??= []).push([start, clockUs()]);
  }
}

/** CPU time (user + system, every thread) a process has used, in ms, from /proc (Linux); NaN elsewhere. */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (!stat) return Number.NaN;
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function admin(text: string): Promise<void> {
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

async function main(): Promise<void> {
  const source = await ensureBenchDatabase(ADMIN_URL, 'portal_bench_1m', ORDERS, say);
  say(`copying ${new URL(source).pathname.slice(1)} to ${COPY}`);
  await admin(`drop database if exists "${COPY}" with (force)`);
  await admin(`create database "${COPY}" template "portal_bench_1m"`);
  // The copy writes the whole database through the WAL: flushed now, and the OS's dirty pages with it, so the
  // measurements below do not share the machine with its writeback (status counts' p99 read 6.7 ms during it).
  await admin('checkpoint');
  await promisify(execFile)('sync');
  const url = databaseUrl(ADMIN_URL, COPY);
  try {
    const server = await startServer({ DATABASE_URL: url });
    try {
      const token = await adminToken(server.baseUrl);
      // First, on the untouched copy: the writes below would leave the disk busy with their checkpoint.
      say('status counts: endpoint and GROUP BY');
      const statusDetails = await timed('status', () => measureStatusDetails(url, server.baseUrl, token, 2000));
      say(`preparing ${PENDING.toLocaleString('en-IN')} Pending orders and pgbench's tables`);
      const pending = await preparePendingOrders(url, PENDING);
      await initPgbench(url);
      await admin('checkpoint');
      const bulkIds = pending.splice(0, BULK_ORDERS);
      const pgbenchOrders = await loadBenchOrders(url, pending.splice(-PGBENCH_ORDERS));
      say('order actions: warm-up');
      await actionRate(server.baseUrl, token, pending, CONNECTIONS, WARM_UP_SECONDS);
      const actions: OrdersReport['actions'] = [];
      const pgbench: Rate[] = [];
      const sameTable: Rate[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        say(
          `round ${round}/${ROUNDS}: HTTP actions, pgbench's accounts UPDATE, pgbench's order status UPDATE, ${SECONDS} s each`,
        );
        const cpuBefore = await cpuMs(server.pid);
        const rate = await timed('actions', () => actionRate(server.baseUrl, token, pending, CONNECTIONS, SECONDS));
        actions.push({ ...rate, serverCpuMs: (await cpuMs(server.pid)) - cpuBefore });
        pgbench.push(await pgbenchUpdateRate(url, CONNECTIONS, SECONDS));
        sameTable.push(await pgbenchOrderStatusRate(url, pgbenchOrders, CONNECTIONS, SECONDS));
      }
      say(`bulk accept over ${BULK_ORDERS.toLocaleString('en-IN')} orders`);
      const bulk = await timed('bulk', () => measureBulk(url, server.baseUrl, token, bulkIds));
      say(`the action's SQL one action per transaction in pgbench, ${SECONDS} s`);
      const ceiling = await pgbenchActionSqlRate(url, pgbenchOrders, CONNECTIONS, SECONDS);
      const report: OrdersReport = {
        orders: ORDERS,
        connections: CONNECTIONS,
        seconds: SECONDS,
        statusDetails,
        actions,
        pgbench,
        sameTable,
        ceiling,
        bulk,
      };
      printReport(report);
      recordFigures(report);
      if (process.env.BENCH_CPU_PROF)
        await writeFile(path.join(process.env.BENCH_CPU_PROF, 'orders-phases.json'), JSON.stringify(phases));
    } finally {
      await server.stop();
    }
  } finally {
    await admin(`drop database if exists "${COPY}" with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
