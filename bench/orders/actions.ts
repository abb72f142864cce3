/**
 * One order action over HTTP — `PUT /api/order-details/accept/{id}`: version check, transition, timeline
 * and counts in one transaction — at 10 connections, each request on a different Pending order, against
 * pgbench's single-row UPDATE (`pgbench_accounts`, scale 10) at 10 connections on the same server.
 */
import { execFile } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { Client } from 'pg';
import type { Rate } from '../search/measure';

const run = promisify(execFile);
export const ACTION_TARGET_RATIO = 0.5;
/** Issue 47: the HTTP action (audit row and live events included) at least as fast as its own SQL in pgbench. */
export const ACTION_SQL_TARGET_RATIO = 1.0;

/** Turns `count` delivered orders into Pending ones (the bench's own copy of the database) and returns their ids. */
export async function preparePendingOrders(databaseUrl: string, count: number): Promise<number[]> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>(
      `update orders set status = 'Pending', version = 1
      where id in (select id from orders where status = 'Delivered' order by id limit $1) returning id`,
      [count],
    );
    await client.query('vacuum analyze orders');
    return rows.map((r) => Number(r.id)).toSorted((a, b) => a - b);
  } finally {
    await client.end();
  }
}

/** autocannon PUTting `accept` on the next unused order id per request for `seconds` (the caller supplies enough ids). */
export async function actionRate(
  baseUrl: string,
  token: string,
  ids: number[],
  connections: number,
  seconds: number,
): Promise<Rate & { used: number }> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    method: 'PUT',
    connections,
    duration: seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'PUT',
        body: '{}',
        setupRequest: (request) => ({ ...request, path: `/api/order-details/accept/${ids[next++ % ids.length]}` }),
      },
    ],
  });
  // Reused orders would answer 409 (already accepted) and measure the refusal instead of the action.
  if (next > ids.length) throw new Error(`the actions ran out of Pending orders (${ids.length} for ${next} requests)`);
  ids.splice(0, next);
  return {
    perSecond: result.requests.total / result.duration,
    p99: result.latency.p99,
    average: result.latency.average,
    failures: result.non2xx + result.errors + result.timeouts,
    used: next,
  };
}

/** Numbers orders 1..n in `bench_orders` for pgbench scripts to pick from (kept apart from the HTTP actions' orders). */
export async function loadBenchOrders(databaseUrl: string, ids: number[]): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      'drop table if exists bench_orders; create table bench_orders (rn int primary key, id bigint not null)',
    );
    await client.query(
      'insert into bench_orders select rn, id from unnest($1::bigint[]) with ordinality as t(id, rn)',
      [ids],
    );
    return ids.length;
  } finally {
    await client.end();
  }
}

/** The status flip these scripts apply: Pending ⇄ New Order. */
const FLIP = "status = CASE WHEN status = 'Pending' THEN 'New Order' ELSE 'Pending' END";

/** pgbench's single-row UPDATE of an order's status on the orders table itself (its indexes and counters included). */
export function pgbenchOrderStatusRate(
  databaseUrl: string,
  orders: number,
  clients: number,
  seconds: number,
): Promise<Rate> {
  return pgbenchScriptRate(
    databaseUrl,
    [
      `\\set rn random(1, ${orders})`,
      `UPDATE orders SET ${FLIP} WHERE id = (SELECT id FROM bench_orders WHERE rn = :rn);`,
    ],
    clients,
    seconds,
  );
}

/**
 * The action's work one action per transaction, as pgbench can run it: the update with its version, the
 * timeline entry, counters by trigger, in one statement (the server applies the same work to a batch of
 * concurrent actions per statement, so it may beat this).
 */
export function pgbenchActionSqlRate(
  databaseUrl: string,
  orders: number,
  clients: number,
  seconds: number,
): Promise<Rate> {
  return pgbenchScriptRate(
    databaseUrl,
    [
      `\\set rn random(1, ${orders})`,
      `WITH u AS (UPDATE orders SET ${FLIP}, version = version + 1, updated_at = now() ` +
        'WHERE id = (SELECT id FROM bench_orders WHERE rn = :rn) RETURNING id, status), ' +
        "e AS (INSERT INTO order_events (order_id, kind, action, from_status, to_status, actor_id, actor_name) SELECT id, 'action', 'order.accept', 'Pending', status, 1, 'bench' FROM u RETURNING id) " +
        'SELECT u.id, e.id FROM u, e;',
    ],
    clients,
    seconds,
  );
}

/** Creates pgbench's tables (scale 10: a million accounts) in the bench's database. */
export async function initPgbench(databaseUrl: string): Promise<void> {
  await run('pgbench', ['-i', '-q', '-s', '10', '-I', 'dtgvp', databaseUrl], { maxBuffer: 1 << 22 });
}

/** pgbench's single-row UPDATE on its accounts table at `clients` connections. */
export function pgbenchUpdateRate(databaseUrl: string, clients: number, seconds: number): Promise<Rate> {
  return pgbenchScriptRate(
    databaseUrl,
    [
      '\\set aid random(1, 1000000)',
      '\\set delta random(-5000, 5000)',
      'UPDATE pgbench_accounts SET abalance = abalance + :delta WHERE aid = :aid;',
    ],
    clients,
    seconds,
  );
}

/** pgbench running a script (one line per command) at `clients` connections for `seconds`. */
async function pgbenchScriptRate(
  databaseUrl: string,
  lines: string[],
  clients: number,
  seconds: number,
): Promise<Rate> {
  const script = path.join(tmpdir(), `order-action-bench-${process.pid}.sql`);
  await writeFile(script, `${lines.join('\n')}\n`);
  const args = ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), '-f', script, databaseUrl];
  const { stdout } = await run('pgbench', args, { maxBuffer: 1 << 22 }).finally(() => rm(script, { force: true }));
  const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  if (!tps) throw new Error(`pgbench printed no rate:\n${stdout}`);
  return { perSecond: Number(tps[1]), average: Number(latency?.[1] ?? Number.NaN), failures: 0 };
}
