/** The cluster benchmark's table: each arm's medians over the rounds, and the ratios two processes / one process. */
import { median, printTable } from '../report';
import type { ArmRound } from './action-load';
import { recorder } from '../summary';

export const ARMS = ['one process', 'two processes'] as const;
export type Arm = (typeof ARMS)[number];

export interface ArmMeasure {
  round: ArmRound;
  /** Order events heard by each process's live stream during the round. */
  heard: number[];
}

export interface ClusterReport {
  orders: number;
  connections: number;
  seconds: number;
  measures: Record<Arm, ArmMeasure[]>;
}

const f = (value: number, digits = 1) =>
  value.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });

interface ArmSummary {
  perSecond: number;
  p50: number;
  p95: number;
  failures: number;
}

function summarise(measures: readonly ArmMeasure[]): ArmSummary {
  return {
    perSecond: median(measures.map((m) => m.round.perSecond)),
    p50: median(measures.map((m) => m.round.p50)),
    p95: median(measures.map((m) => m.round.p95)),
    failures: measures.reduce((sum, m) => sum + m.round.failures, 0),
  };
}

/** "heard/answered" per stream and round: each stream should hear every action of its round, whichever process took it. */
const heardLine = (measures: readonly ArmMeasure[]) =>
  measures.map((m) => `${m.heard.join('+')}/${m.round.responses}`).join(' ');

export function printClusterReport(r: ClusterReport): void {
  const one = summarise(r.measures['one process']);
  const two = summarise(r.measures['two processes']);
  console.log(
    `\nOrder actions (PUT accept, each on an order of its own) on one PostgreSQL database, ${r.orders.toLocaleString('en-IN')} orders,` +
      ` ${r.connections} connections, ${r.seconds} s rounds, medians over ${r.measures['one process'].length} rounds:\n`,
  );
  printTable(
    [
      'arm',
      'actions/s per round',
      'median /s',
      'p50 ms',
      'p95 ms',
      'failures',
      'live events heard per stream/answered',
    ],
    ARMS.map((arm) => {
      const s = arm === 'one process' ? one : two;
      return [
        arm,
        r.measures[arm].map((m) => f(m.round.perSecond, 0)).join(' / '),
        f(s.perSecond, 0),
        f(s.p50),
        f(s.p95),
        String(s.failures),
        heardLine(r.measures[arm]),
      ];
    }),
  );
  console.log(
    [
      '',
      `ratio two processes / one process (anchor: one process, same load, same run):`,
      `  throughput ${f(two.perSecond / one.perSecond, 2)}x   latency p50 ${f(two.p50 / one.p50, 2)}x   latency p95 ${f(two.p95 / one.p95, 2)}x`,
      `  failures (non-2xx, errors, timeouts): ${one.failures + two.failures}${one.failures + two.failures === 0 ? '' : '  (every action should have succeeded)'}`,
      '',
    ].join('\n'),
  );
}

/** Two processes against one (the anchor) for `npm run bench`'s closing table: ratios only, no target. */
export function recordFigures(r: ClusterReport): void {
  const record = recorder('bench:cluster');
  const one = summarise(r.measures['one process']);
  const two = summarise(r.measures['two processes']);
  const figures = [
    ['order actions, two processes', 'perSecond', '/s'],
    ['action latency p50, two processes', 'p50', 'ms'],
    ['action latency p95, two processes', 'p95', 'ms'],
  ] as const;
  for (const [figure, key, unit] of figures)
    record({ figure, value: two[key], unit, anchor: { name: 'one process', value: one[key], unit } });
}
