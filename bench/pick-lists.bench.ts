/**
 * Pick lists (issue 45 §3), on PostgreSQL against the real server (server/main.ts): a pick list and packing slips of
 * `BENCH_ORDERS` orders (default 1,000), from the POST that starts the job to its PDF downloaded, against the same
 * orders' PDF laid out in this process straight from one read of them (the anchor: what the job adds is the queue,
 * the progress writes, storing and serving the PDF). Target: 1,000 orders in under 10 s. Medians of `BENCH_ROUNDS`
 * (default 3). A fresh database `bench_pick_lists_<pid>`, seeded with the demo shop, dropped afterwards.
 *
 *   DATABASE_URL   PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
 */
import { sql } from 'drizzle-orm';
import { PICK_LIST_API, type PickListJob } from '../contract/orders/pick-lists';
import { openDatabase } from '../server/db/client';
import { queryRows } from '../server/db/transaction';
import { readPackingOrders } from '../server/orders/pick-list';
import { packingPdf } from '../server/orders/pick-list-pdf';
import { freshDatabase } from './products/scenario';
import { median } from './search/report';
import { adminToken } from './search/scenario';
import { startServer } from './search/server-process';
import { seedShop } from './store/scenario';
import { below, recorder } from './summary';

const ADMIN_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const ORDERS = Number(process.env.BENCH_ORDERS || 1000);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));
const TARGET_SECONDS = 10;
const say = (line: string) => console.log(`[bench] ${line}`);

async function main(): Promise<void> {
  const { url, drop } = await freshDatabase(ADMIN_URL, `bench_pick_lists_${process.pid}`);
  try {
    say(`seeding the demo shop with ${ORDERS.toLocaleString('en-IN')} orders into ${url}`);
    await seedShop(url, ORDERS, 200, say);
    const database = await openDatabase({ databaseUrl: url, statementTimeoutMs: 0 });
    const ids = (
      await queryRows<{ id: number }>(database.db, sql`select id::int as id from orders order by id limit ${ORDERS}`)
    ).map((r) => r.id);
    const server = await startServer({ DATABASE_URL: url });
    try {
      const token = await adminToken(server.baseUrl);
      const api = (path: string, init: RequestInit = {}) =>
        fetch(`${server.baseUrl}/api${path}`, {
          ...init,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        });
      const job: number[] = [];
      const direct: number[] = [];
      let bytes = 0;
      for (let round = 1; round <= ROUNDS; round++) {
        say(`round ${round}/${ROUNDS}: through the job, then laid out in this process`);
        let started = performance.now();
        const { output } = (await (
          await api(PICK_LIST_API.start, { method: 'POST', body: JSON.stringify({ ids, prices: true }) })
        ).json()) as { output: { id: string } };
        for (;;) {
          const state = ((await (await api(PICK_LIST_API.job(output.id))).json()) as { output: PickListJob }).output;
          if (state.status === 'failed') throw new Error(`the pick list failed: ${state.error}`);
          if (state.status === 'done') break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        bytes = (await (await api(PICK_LIST_API.pdf(output.id))).arrayBuffer()).byteLength;
        job.push((performance.now() - started) / 1000);
        started = performance.now();
        await packingPdf(await readPackingOrders(database.db, ids), { prices: true, at: new Date() });
        direct.push((performance.now() - started) / 1000);
      }
      const [viaJob, inProcess] = [median(job), median(direct)];
      console.log(`\nPick lists (PostgreSQL), ${ids.length.toLocaleString('en-IN')} orders, medians of ${ROUNDS}:`);
      console.log(
        `  through the job, POST to PDF downloaded: ${viaJob.toFixed(2)} s (rounds ${job.map((s) => s.toFixed(2)).join(' / ')}), ${(bytes / 1e6).toFixed(1)} MB`,
      );
      console.log(
        `  laid out in this process (anchor):      ${inProcess.toFixed(2)} s (rounds ${direct.map((s) => s.toFixed(2)).join(' / ')}); ratio ${(viaJob / inProcess).toFixed(2)}`,
      );
      console.log(
        `Targets: ${ids.length.toLocaleString('en-IN')} orders in under ${TARGET_SECONDS} s: ${viaJob.toFixed(2)} s, ${viaJob < TARGET_SECONDS ? 'met' : 'MISSED'}`,
      );
      recorder('bench:pick-lists')({
        figure: `pick list and packing slips of ${ids.length.toLocaleString('en-IN')} orders, POST to PDF`,
        value: viaJob,
        unit: 's',
        anchor: { name: 'laid out in the benchmark process', value: inProcess, unit: 's' },
        target: below(TARGET_SECONDS, 's'),
      });
    } finally {
      await server.stop();
      await database.close();
    }
  } finally {
    await drop();
  }
}

main().catch((error: unknown) => {
  console.error(`Benchmark failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
