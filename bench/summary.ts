/**
 * The figures every benchmark records for `npm run bench`'s closing table (bench/run-all.ts): each figure that has an
 * anchor or a target, appended as one JSON line to BENCH_RESULTS (default: portal-bench-results.jsonl in the OS temp
 * dir, which collects the runs of benchmarks started on their own).
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { printTable } from './report';

/** A target as the table shows it, and the check of a value (and its ratio to the anchor, when there is one). */
export interface Target {
  text: string;
  met: (value: number, ratio: number) => boolean;
}

export interface Anchor {
  name: string;
  value: number;
  unit: string;
}

export interface FigureInput {
  figure: string;
  value: number;
  unit: string;
  anchor?: Anchor;
  target?: Target;
}

/** One line of the results file; `met` is null without a target; `failed` (how it ended) marks a benchmark that did not finish. */
export interface RecordedFigure {
  benchmark: string;
  figure: string;
  value: number | null;
  unit: string;
  anchor: Anchor | null;
  ratio: number | null;
  target: string | null;
  met: boolean | null;
  failed?: string;
}

export const resultsPath = (): string => process.env.BENCH_RESULTS || path.join(tmpdir(), 'portal-bench-results.jsonl');

/** A figure with its unit: whole numbers from 100 (and integers), one decimal from 10, two below; `x` without a space. */
export function formatValue(value: number, unit: string): string {
  if (!Number.isFinite(value)) return '-';
  const digits = Math.abs(value) >= 100 || Number.isInteger(value) ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString('en-IN', { maximumFractionDigits: digits, minimumFractionDigits: digits });
  return unit === 'x' || unit === '' ? `${text}${unit}` : `${text} ${unit}`;
}

export const atLeast = (bound: number, unit = ''): Target => ({
  text: `≥ ${formatValue(bound, unit)}`,
  met: (value) => value >= bound,
});
export const atMost = (bound: number, unit = ''): Target => ({
  text: `≤ ${formatValue(bound, unit)}`,
  met: (value) => value <= bound,
});
export const below = (bound: number, unit = ''): Target => ({
  text: `< ${formatValue(bound, unit)}`,
  met: (value) => value < bound,
});
export const ratioAtLeast = (bound: number): Target => ({
  text: `≥ ${bound.toFixed(1)}x anchor`,
  met: (_, ratio) => ratio >= bound,
});
export const ratioAtMost = (bound: number): Target => ({
  text: `≤ ${bound.toFixed(1)}x anchor`,
  met: (_, ratio) => ratio <= bound,
});

/** What one figure becomes in the results file. */
export function recorded(benchmark: string, input: FigureInput): RecordedFigure {
  const ratio = input.anchor ? input.value / input.anchor.value : Number.NaN;
  return {
    benchmark,
    figure: input.figure,
    value: input.value,
    unit: input.unit,
    anchor: input.anchor ?? null,
    ratio: Number.isFinite(ratio) ? ratio : null,
    target: input.target?.text ?? null,
    // A value that could not be measured (NaN) misses its target.
    met: input.target ? Number.isFinite(input.value) && input.target.met(input.value, ratio) : null,
  };
}

export function appendFigure(figure: RecordedFigure, file = resultsPath()): void {
  appendFileSync(file, `${JSON.stringify(figure)}\n`);
}

/** A recorder for one benchmark: `record({ figure, value, unit, anchor, target })` appends its line. */
export function recorder(benchmark: string, file = resultsPath()): (input: FigureInput) => void {
  return (input) => appendFigure(recorded(benchmark, input), file);
}

export function readFigures(file = resultsPath()): RecordedFigure[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as RecordedFigure);
}

const verdict = (f: RecordedFigure) => (f.failed ? 'failed' : f.met === null ? '—' : f.met ? 'met' : 'MISSED');

export function summaryRows(figures: readonly RecordedFigure[]): string[][] {
  return figures.map((f) => [
    f.benchmark,
    f.figure,
    f.failed ?? (f.value === null ? '-' : formatValue(f.value, f.unit)),
    f.anchor ? `${f.anchor.name}: ${formatValue(f.anchor.value, f.anchor.unit)}` : '—',
    f.ratio === null ? '—' : formatValue(f.ratio, 'x'),
    f.target ?? '—',
    verdict(f),
  ]);
}

/** Prints the table of every recorded figure and a closing line; returns how many targets were missed. */
export function printSummary(figures: readonly RecordedFigure[]): number {
  const missed = figures.filter((f) => f.met === false).length;
  const failed = figures.filter((f) => f.failed).length;
  const targets = figures.filter((f) => f.met !== null).length;
  printTable(['benchmark', 'figure', 'value', 'anchor', 'ratio', 'target', 'result'], summaryRows(figures));
  console.log(
    `\n${targets - missed} of ${targets} targets met, ${missed} missed; ${failed} benchmark${failed === 1 ? '' : 's'} failed.`,
  );
  return missed;
}
