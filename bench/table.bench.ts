/**
 * The dense table in Chromium against a plain HTML table of the same rows, measured in the same run:
 * (1) an "All" view of 10,000 orders — from opening it to its first rows painted (both include
 * fetching the same 10,000 rows from the API); (2) a jump-scroll to the middle, started on a frame boundary — to the
 * frame showing the rows there, and how long that frame lasted (16.7 ms at 60 Hz when its work fit, 33.3 ms when
 * it dropped a frame). Prints medians of several runs and the ratio portal / plain.
 * Run: `npm run bench:table` (builds the app when needed; PGlite with 12,000 orders).
 */
import { desc } from 'drizzle-orm';
import { orders } from '../server/orders/schema';
import { ensureBuild } from '../scripts/ensure-build';
import { launchBrowser, signIn } from '../tests/support/browser';
import { startPortal } from '../tests/support/portal';
import { median, printTable } from './report';
import { recorder } from './summary';
import { type JumpSample, plainFirstRows, plainJump, portalFirstRows, portalJump } from './table/probes';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const record = recorder('bench:table');

/** A result line: both medians and their ratio, recorded for `npm run bench`'s table (no target: a ratio only). */
function row(name: string, portalMs: number[], plainMs: number[]): string[] {
  const [a, b] = [median(portalMs), median(plainMs)];
  record({ figure: name, value: a, unit: 'ms', anchor: { name: 'plain HTML table', value: b, unit: 'ms' } });
  return [name, `${a.toFixed(1)} ms`, `${b.toFixed(1)} ms`, `${(a / b).toFixed(2)}x`];
}

/** Each run's landing-frame length. */
const lengths = (jumps: JumpSample[]) => jumps.map((j) => j.work.toFixed(1)).join(', ');

await ensureBuild();
const portal = await startPortal({}, { orders: 12_000 });
const browser = await launchBrowser();
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  page.setDefaultTimeout(60_000);
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('window.__name = (f) => f;');
  await page.goto(`${portal.url}#/login`);
  await signIn(page, 'admin', 'Admin@12345');
  await page.waitForURL(/dashboard/);
  const [newest] = await portal.db.select({ orderNo: orders.orderNo }).from(orders).orderBy(desc(orders.id)).limit(1);

  const samples = {
    portalOpen: [] as number[],
    plainOpen: [] as number[],
    portalJump: [] as JumpSample[],
    plainJump: [] as JumpSample[],
  };
  for (let run = 0; run < RUNS; run++) {
    // A fresh document each time, so no run reads rows another run left in the query cache.
    await page.goto(`${portal.url}?run=${run}#/dashboard`);
    await page.getByText('Orders by status').waitFor();
    samples.portalOpen.push(await portalFirstRows(page, newest.orderNo));
    samples.portalJump.push(await portalJump(page));
    await page.goto(`${portal.url}?plain=${run}#/dashboard`);
    await page.getByText('Orders by status').waitFor();
    samples.plainOpen.push(await plainFirstRows(page, newest.orderNo));
    samples.plainJump.push(await plainJump(page));
  }
  console.log(`Chromium, 10,000-row All view of orders (PGlite, 12,000 orders), median of ${RUNS} runs:`);
  printTable(
    ['measure', 'portal table', 'plain HTML table', 'ratio (portal / plain)'],
    [
      row('first rows visible', samples.portalOpen, samples.plainOpen),
      row(
        'jump-scroll, to the landing frame',
        samples.portalJump.map((j) => j.elapsed),
        samples.plainJump.map((j) => j.elapsed),
      ),
      row(
        'jump-scroll, length of that frame',
        samples.portalJump.map((j) => j.work),
        samples.plainJump.map((j) => j.work),
      ),
    ],
  );
  const frames = samples.portalJump.map((j) => j.frames);
  console.log(
    `Jump-scroll lands in frame ${frames.join(', ')} after the scroll (1 = the next frame); a frame at 60 Hz is 16.7 ms,` +
      ' the landing frame fits when it lasts one; one that lasts 33.3 ms dropped a frame.',
  );
  console.log(
    `Landing frame lengths, run by run: portal ${lengths(samples.portalJump)} ms; plain ${lengths(samples.plainJump)} ms.`,
  );
} finally {
  await browser.close();
  await portal.close();
}
process.exit(0);
