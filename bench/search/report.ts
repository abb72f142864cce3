/** The search benchmark's table: median rates and latencies, the ratio to pgbench and whether each target was met. */
import type { Rate } from './measure';
import { ratioAtLeast, ratioAtMost, recorder } from '../summary';

/** Issue 47: the order search at least 0.9x pgbench's rate on the same SQL, its p99 at most 1.2x pgbench's p99. */
export const TARGET_RATIO = 0.9;
export const TARGET_P99_RATIO = 1.2;

export interface Report {
  seconds: number;
  rounds: number;
  connections: number;
  orders: number;
  criteria: string;
  matching: number;
  pgbench: Rate[];
  http: Rate[];
  pglite: { http: Rate[]; orders: number; matching: number };
}

/** The median of some numbers (NaN for none). */
export function median(values: number[]): number {
  const sorted = values.filter(Number.isFinite).toSorted((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Medians of each measure over the rounds; failures summed. */
function summary(rates: Rate[]): Rate {
  return {
    perSecond: median(rates.map((r) => r.perSecond)),
    average: median(rates.map((r) => r.average)),
    p99: median(rates.map((r) => r.p99 ?? Number.NaN)),
    failures: rates.reduce((sum, r) => sum + r.failures, 0),
  };
}

const n = (value: number | undefined, digits = 0) =>
  value !== undefined && Number.isFinite(value)
    ? value.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '-';
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');
const perRound = (rates: Rate[]) => rates.map((r) => n(r.perSecond)).join(' / ');

function row(cells: string[]): string {
  const widths = [28, 11, 9, 8, 8, 10, 8];
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join(' ');
}

/** Prints the report; the ratio is the server's median rate over pgbench's on the same SQL in this run. */
export function printReport(r: Report): void {
  const [anchor, http, pglite] = [summary(r.pgbench), summary(r.http), summary(r.pglite.http)];
  const ratio = http.perSecond / anchor.perSecond;
  const p99 = http.p99 ?? Number.NaN;
  console.log('\nSearch benchmark: POST /api/order-details/search?pageNum=0&pageSize=20');
  console.log(`  criteria: ${r.criteria}`);
  console.log(
    `  ${r.connections} connections, loopback, medians of ${r.rounds} rounds of ${r.seconds} s; matching rows: ${n(r.matching)} (PostgreSQL), ${n(r.pglite.matching)} (PGlite)\n`,
  );
  console.log(row(['run', 'orders', 'per sec', 'avg ms', 'p99 ms', 'vs pgbench', 'failed']));
  console.log(
    row([
      'pgbench, same SQL (anchor)',
      n(r.orders),
      n(anchor.perSecond),
      n(anchor.average, 2),
      n(anchor.p99, 1),
      '1.00',
      n(anchor.failures),
    ]),
  );
  console.log(
    row([
      'HTTP, PostgreSQL',
      n(r.orders),
      n(http.perSecond),
      n(http.average, 2),
      n(p99, 1),
      n(ratio, 2),
      n(http.failures),
    ]),
  );
  console.log(
    row([
      'HTTP, PGlite (embedded)',
      n(r.pglite.orders),
      n(pglite.perSecond),
      n(pglite.average, 2),
      n(pglite.p99, 1),
      n(pglite.perSecond / anchor.perSecond, 2),
      n(pglite.failures),
    ]),
  );
  console.log(
    `\n  per round (per sec): pgbench ${perRound(r.pgbench)}; HTTP PostgreSQL ${perRound(r.http)}; HTTP PGlite ${perRound(r.pglite.http)}`,
  );
  const p99Ratio = p99 / (anchor.p99 ?? Number.NaN);
  console.log(
    `\nTargets (PostgreSQL): rate >= ${TARGET_RATIO}x pgbench: ${n(ratio, 2)}x, ${verdict(ratio >= TARGET_RATIO)}; p99 <= ${TARGET_P99_RATIO}x pgbench's p99: ${n(p99, 1)} ms, ${n(p99Ratio, 2)}x, ${verdict(p99Ratio <= TARGET_P99_RATIO)}`,
  );
  if (http.failures + pglite.failures > 0)
    console.log('Some requests failed: the rates above count only completed ones.');
}

/** The order search's figures for `npm run bench`'s closing table (bench/summary.ts): PGlite's ratio beside them, no target. */
export function recordFigures(r: Report): void {
  const record = recorder('bench:search');
  const [anchor, http, pglite] = [summary(r.pgbench), summary(r.http), summary(r.pglite.http)];
  const pgbenchRate = { name: 'pgbench, same SQL', value: anchor.perSecond, unit: '/s' };
  record({
    figure: 'order search rate, HTTP on PostgreSQL',
    value: http.perSecond,
    unit: '/s',
    anchor: pgbenchRate,
    target: ratioAtLeast(TARGET_RATIO),
  });
  record({
    figure: 'order search p99, HTTP on PostgreSQL',
    value: http.p99 ?? Number.NaN,
    unit: 'ms',
    anchor: { name: "pgbench's p99, same SQL", value: anchor.p99 ?? Number.NaN, unit: 'ms' },
    target: ratioAtMost(TARGET_P99_RATIO),
  });
  record({
    figure: 'order search rate, HTTP on PGlite (embedded)',
    value: pglite.perSecond,
    unit: '/s',
    anchor: pgbenchRate,
  });
}
