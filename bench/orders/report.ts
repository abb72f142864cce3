/** The order-processing benchmark's table: each measure beside its anchor, the ratio, and whether the target was met. */
import { median } from '../search/report';
import type { Rate } from '../search/measure';
import { ACTION_SQL_TARGET_RATIO, ACTION_TARGET_RATIO } from './actions';
import { BULK_TARGET_SECONDS, type BulkResult } from './bulk';
import { STATUS_DETAILS_TARGET_P99_MS, type StatusDetailsResult } from './status-details';
import { atMost, ratioAtLeast, recorder, type Target } from '../summary';

export interface OrdersReport {
  orders: number;
  connections: number;
  seconds: number;
  statusDetails: StatusDetailsResult;
  /** Each HTTP round, with the server process's CPU time (user + system) during it. */
  actions: (Rate & { used: number; serverCpuMs: number })[];
  pgbench: Rate[];
  /** pgbench's single-row UPDATE of an order's status on the orders table itself. */
  sameTable: Rate[];
  /** pgbench running the action's own two statements: what the database alone allows. */
  ceiling: Rate;
  bulk: BulkResult;
}

const f = (value: number, digits = 1) =>
  value.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const verdict = (met: boolean) => (met ? 'met' : 'MISSED');

export function printReport(r: OrdersReport): void {
  const s = r.statusDetails;
  const action = median(r.actions.map((a) => a.perSecond));
  const anchor = median(r.pgbench.map((a) => a.perSecond));
  const sameTable = median(r.sameTable.map((a) => a.perSecond));
  const failures = r.actions.reduce((sum, a) => sum + a.failures, 0);
  const cpuPerAction =
    r.actions.reduce((sum, a) => sum + a.serverCpuMs, 0) / r.actions.reduce((sum, a) => sum + a.used, 0);
  const lines = [
    '',
    `Order processing on PostgreSQL, ${r.orders.toLocaleString('en-IN')} orders`,
    '',
    'Status counts (GET /api/order-details/status-details), back to back on one connection:',
    `  endpoint over HTTP         p50 ${f(s.http.p50, 2)} ms   p99 ${f(s.http.p99, 2)} ms   (${s.http.runs} calls)   target p99 <= ${STATUS_DETAILS_TARGET_P99_MS} ms: ${verdict(s.http.p99 <= STATUS_DETAILS_TARGET_P99_MS)}`,
    `  its SQL (counters)         p50 ${f(s.counters.p50, 2)} ms   p99 ${f(s.counters.p99, 2)} ms`,
    `  anchor: plain GROUP BY     p50 ${f(s.groupBy.p50, 2)} ms   p99 ${f(s.groupBy.p99, 2)} ms   (${s.groupBy.runs} runs)`,
    `  ratio GROUP BY p99 / endpoint p99: ${f(s.groupBy.p99 / s.http.p99, 0)}x faster; counts equal the GROUP BY: ${s.exact ? 'yes' : 'NO'}`,
    '',
    `Order action (PUT accept: version check + transition + timeline + counts), ${r.connections} connections, ${r.seconds} s rounds:`,
    `  HTTP actions/s per round:  ${r.actions.map((a) => f(a.perSecond, 0)).join(' / ')}   median ${f(action, 0)}   p99 ${f(median(r.actions.map((a) => a.p99 ?? Number.NaN)), 1)} ms   failures ${failures}`,
    `  server CPU per action:     ${f(cpuPerAction, 3)} ms (user + system over the HTTP rounds; the server's own cost, steadier than a rate on a busy machine)`,
    `  anchor 1: pgbench single-row UPDATE of pgbench_accounts/s:  ${r.pgbench.map((a) => f(a.perSecond, 0)).join(' / ')}   median ${f(anchor, 0)}`,
    `  ratio ${f(action / anchor, 2)}x   target >= ${ACTION_TARGET_RATIO}x: ${verdict(action / anchor >= ACTION_TARGET_RATIO)}`,
    `  anchor 2: pgbench single-row UPDATE of an order's status (orders table: its indexes and counter trigger): ${r.sameTable.map((a) => f(a.perSecond, 0)).join(' / ')}   median ${f(sameTable, 0)}`,
    `  ratio ${f(action / sameTable, 2)}x   target >= ${ACTION_TARGET_RATIO}x against the same-table UPDATE: ${verdict(action / sameTable >= ACTION_TARGET_RATIO)}`,
    `  anchor 3: the action's SQL (transition + timeline) one action per transaction in pgbench ${f(r.ceiling.perSecond, 0)}/s (${f(r.ceiling.perSecond / anchor, 2)}x pgbench's UPDATE)`,
    `  ratio ${f(action / r.ceiling.perSecond, 2)}x   target >= ${f(ACTION_SQL_TARGET_RATIO, 1)}x the action's own SQL, the audit row and the events included: ${verdict(action / r.ceiling.perSecond >= ACTION_SQL_TARGET_RATIO)}`,
    '',
    `Bulk accept over ${r.bulk.chosen.toLocaleString('en-IN')} orders (POST bulk, poll until finished):`,
    `  ${f(r.bulk.seconds, 2)} s, outcomes ${JSON.stringify(r.bulk.tally)}; anchor: ${r.bulk.reported} single-row UPDATEs back to back ${f(r.bulk.anchorSeconds, 2)} s (ratio ${f(r.bulk.seconds / r.bulk.anchorSeconds, 1)}x)`,
    `  target < ${BULK_TARGET_SECONDS} s with every outcome reported: ${verdict(r.bulk.seconds < BULK_TARGET_SECONDS && r.bulk.reported === r.bulk.chosen && r.bulk.tally.pending === 0)}`,
    '',
  ];
  console.log(lines.join('\n'));
}

const rate = (name: string, value: number) => ({ name, value, unit: '/s' });

/** The same figures for `npm run bench`'s closing table (bench/summary.ts). */
export function recordFigures(r: OrdersReport): void {
  const record = recorder('bench:orders');
  const s = r.statusDetails;
  const action = median(r.actions.map((a) => a.perSecond));
  record({
    figure: 'status counts p99 (HTTP)',
    value: s.http.p99,
    unit: 'ms',
    anchor: { name: 'plain GROUP BY p99', value: s.groupBy.p99, unit: 'ms' },
    target: atMost(STATUS_DETAILS_TARGET_P99_MS, 'ms'),
  });
  const actionAgainst = (anchor: string, value: number, target: Target) =>
    record({ figure: 'order actions over HTTP', value: action, unit: '/s', anchor: rate(anchor, value), target });
  actionAgainst(
    "pgbench's accounts UPDATE",
    median(r.pgbench.map((a) => a.perSecond)),
    ratioAtLeast(ACTION_TARGET_RATIO),
  );
  actionAgainst(
    "pgbench's order status UPDATE",
    median(r.sameTable.map((a) => a.perSecond)),
    ratioAtLeast(ACTION_TARGET_RATIO),
  );
  actionAgainst("the action's SQL in pgbench", r.ceiling.perSecond, ratioAtLeast(ACTION_SQL_TARGET_RATIO));
  const everyOutcome = r.bulk.reported === r.bulk.chosen && r.bulk.tally.pending === 0;
  record({
    figure: `bulk accept of ${r.bulk.chosen.toLocaleString('en-IN')} orders`,
    value: r.bulk.seconds,
    unit: 's',
    anchor: { name: 'single-row UPDATEs back to back', value: r.bulk.anchorSeconds, unit: 's' },
    target: {
      text: `< ${BULK_TARGET_SECONDS} s, every outcome reported`,
      met: (seconds) => seconds < BULK_TARGET_SECONDS && everyOutcome,
    },
  });
}
