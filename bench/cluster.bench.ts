/**
 * Two portal processes against one (issue 16, "What must be shown"): order actions (`PUT accept`, each on an order
 * of its own) at 10 connections dealt five and five to two processes (server/main.ts, as `npm start` runs it) on one
 * PostgreSQL database, against the same load all on one of them, alternating in the same run; prints the ratios of
 * throughput and of latency p50 and p95. On a 2-core machine two processes gain nothing: the figure shows what the
 * coordination costs (live events and ended sessions over LISTEN/NOTIFY, limits in the database, smaller action
 * batches per process, two event loops sharing the cores). Two live streams (open tabs) hear every action, dealt
 * to the processes like the connections, whichever process took it.
 *
 * Both processes run throughout (warmed up together first), so neither arm measures a cold process; in the
 * one-process arm the second one only idles (its LISTEN connection still receives the first one's notifications,
 * which no stream of its own reads).
 *
 * It creates a scratch database next to DATABASE_URL's (seeded by the first process with BENCH_ORDERS demo orders)
 * and a scratch DATA_DIR, and removes both and stops every process it started, even on failure or Ctrl-C.
 *
 *   DATABASE_URL   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres)
 *   BENCH_SECONDS  seconds per measured arm and round (default 8), after a 2 s warm-up
 *   BENCH_ROUNDS   rounds, each measuring both arms, in alternating order (default 4)
 *   BENCH_ORDERS   orders (default 30,000): each arm takes at most this many actions, warm-up included
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  scratchDatabase,
  startPortalProcess,
  stopAll,
  type PortalProcess,
} from '../server/test-support/portal-processes';
import { listenLive, runActionLoad } from './cluster/action-load';
import { allOrderIds, makeEveryOrderPending } from './cluster/order-pool';
import {
  ARMS,
  printClusterReport,
  recordFigures,
  type Arm,
  type ArmMeasure,
  type ClusterReport,
} from './cluster/report';
import { adminToken } from './search/scenario';

process.env.DATABASE_URL ||= 'postgres://postgres@127.0.0.1:5432/postgres';
const SECONDS = Number(process.env.BENCH_SECONDS || 8);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 4));
const ORDERS = Number(process.env.BENCH_ORDERS || 30_000);
const CONNECTIONS = 10;
const WARM_UP_SECONDS = 2;
const FIRST_WARM_UP_SECONDS = 4;
/** Open tabs listening to live events, the same number in both arms. */
const LIVE_STREAMS = 2;

const say = (line: string) => console.log(`[bench] ${line}`);

/** What must be undone whatever happens: processes stopped, the scratch database dropped, the data directory removed. */
const running: PortalProcess[] = [];
const starting = new Set<Promise<PortalProcess>>();
const cleanups: (() => Promise<void>)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () =>
  (cleaning ??= (async () => {
    await Promise.allSettled(starting); // a process still starting is stopped too, never left behind
    await stopAll(running);
    for (const step of cleanups.toReversed())
      await step().catch((error: unknown) => console.error(`[bench] clean-up: ${String(error)}`));
  })());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}

async function startPortal(databaseUrl: string, dataDir: string): Promise<PortalProcess> {
  if (cleaning) throw new Error('the benchmark is stopping');
  const start = startPortalProcess({ databaseUrl, dataDir, orders: ORDERS }).then(
    (portal) => (running.push(portal), portal),
  );
  starting.add(start);
  return start.finally(() => starting.delete(start));
}

/** One arm of one round: orders made acceptable again, a warm-up, then the measured load with the live streams open. */
async function measureArm(
  databaseUrl: string,
  portals: readonly PortalProcess[],
  token: string,
  ids: readonly number[],
): Promise<ArmMeasure> {
  await makeEveryOrderPending(databaseUrl);
  const apis = portals.map((p) => p.api);
  const orders = [...ids];
  await runActionLoad({ apis, token, orders, connections: CONNECTIONS, seconds: WARM_UP_SECONDS });
  const live = await listenLive(apis, token, LIVE_STREAMS);
  const round = await runActionLoad({ apis, token, orders, connections: CONNECTIONS, seconds: SECONDS });
  return { round, heard: await live.close() };
}

async function main(): Promise<void> {
  const database = await scratchDatabase();
  cleanups.push(database.drop);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-cluster-bench-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  say(
    `migrating and seeding ${ORDERS.toLocaleString('en-IN')} orders into ${new URL(database.url).pathname.slice(1)}, then starting a second process`,
  );
  const first = await startPortal(database.url, dataDir);
  const second = await startPortal(database.url, dataDir);
  const token = await adminToken(new URL(first.api).origin);
  const ids = await allOrderIds(database.url);
  const portalsOf: Record<Arm, PortalProcess[]> = { 'one process': [first], 'two processes': [first, second] };
  const measures: Record<Arm, ArmMeasure[]> = { 'one process': [], 'two processes': [] };
  say(`warming both processes up, ${FIRST_WARM_UP_SECONDS} s`); // else the first round measures their JIT
  await makeEveryOrderPending(database.url);
  await runActionLoad({
    apis: [first.api, second.api],
    token,
    orders: [...ids],
    connections: CONNECTIONS,
    seconds: FIRST_WARM_UP_SECONDS,
  });
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternating which arm goes first keeps a drift of the machine's load out of the ratio.
    for (const arm of round % 2 ? ARMS : ARMS.toReversed()) {
      say(`round ${round}/${ROUNDS}: ${arm}, ${WARM_UP_SECONDS} s warm-up + ${SECONDS} s`);
      measures[arm].push(await measureArm(database.url, portalsOf[arm], token, ids));
    }
  }
  const report: ClusterReport = { orders: ids.length, connections: CONNECTIONS, seconds: SECONDS, measures };
  printClusterReport(report);
  recordFigures(report);
}

main()
  .catch((error: unknown) => {
    console.error(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
