import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  appendFigure,
  atLeast,
  atMost,
  below,
  formatValue,
  printSummary,
  ratioAtLeast,
  ratioAtMost,
  readFigures,
  recorded,
  recorder,
  summaryRows,
} from './summary';

describe('the benchmark recorder', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'bench-summary-'));
    file = path.join(dir, 'results.jsonl');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('appends one JSON line per figure, with its ratio to the anchor and whether its target was met', () => {
    const record = recorder('bench:orders', file);
    record({
      figure: 'order actions',
      value: 2_100,
      unit: '/s',
      anchor: { name: "the action's SQL", value: 2_800, unit: '/s' },
      target: ratioAtLeast(1),
    });
    record({ figure: 'status counts p99', value: 1.5, unit: 'ms', target: atMost(2, 'ms') });
    const [action, counts] = readFigures(file);
    expect(action).toMatchObject({ benchmark: 'bench:orders', ratio: 0.75, target: '≥ 1.0x anchor', met: false });
    expect(counts).toMatchObject({ value: 1.5, unit: 'ms', anchor: null, ratio: null, target: '≤ 2 ms', met: true });
  });

  it('keeps a figure without a target as neither met nor missed', () => {
    const figure = recorded('bench:table', {
      figure: 'first rows visible',
      value: 120,
      unit: 'ms',
      anchor: { name: 'plain HTML table', value: 100, unit: 'ms' },
    });
    expect(figure).toMatchObject({ ratio: 1.2, target: null, met: null });
  });

  it('counts a value that could not be measured as a missed target', () => {
    expect(
      recorded('bench:search', { figure: 'p99', value: Number.NaN, unit: 'ms', target: atMost(20, 'ms') }).met,
    ).toBe(false);
  });

  it('checks each kind of target at its bound', () => {
    expect([atLeast(30).met(30, Number.NaN), atMost(0).met(1, Number.NaN), below(10, 's').met(10, Number.NaN)]).toEqual(
      [true, false, false],
    );
    expect([ratioAtMost(1.2).met(0, 1.2), ratioAtMost(1.2).met(0, 1.21)]).toEqual([true, false]);
  });

  it('reads no figures from a file that does not exist', () => {
    expect(readFigures(path.join(dir, 'none.jsonl'))).toEqual([]);
  });
});

describe('the closing table', () => {
  const action = recorded('bench:orders', {
    figure: 'order actions',
    value: 2_120.4,
    unit: '/s',
    anchor: { name: "the action's SQL", value: 2_800, unit: '/s' },
    target: ratioAtLeast(1),
  });
  const wait = recorded('bench:keyboard', {
    figure: 'UI wait p95',
    value: 84.2,
    unit: 'ms',
    target: atMost(100, 'ms'),
  });
  const failed = {
    benchmark: 'bench:search',
    figure: 'did not finish (1.5 min)',
    value: null,
    unit: '',
    anchor: null,
    ratio: null,
    target: null,
    met: null,
    failed: 'exit 1',
  };

  it('shows each figure with its anchor, ratio, target and result, and a failed benchmark as failed', () => {
    expect(summaryRows([action, wait, failed])).toEqual([
      ['bench:orders', 'order actions', '2,120 /s', "the action's SQL: 2,800 /s", '0.76x', '≥ 1.0x anchor', 'MISSED'],
      ['bench:keyboard', 'UI wait p95', '84.2 ms', '—', '—', '≤ 100 ms', 'met'],
      ['bench:search', 'did not finish (1.5 min)', 'exit 1', '—', '—', '—', 'failed'],
    ]);
  });

  it('prints the table and says how many targets were missed', () => {
    const lines: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((line: string) => lines.push(line));
    try {
      expect(printSummary([action, wait, failed])).toBe(1);
    } finally {
      log.mockRestore();
    }
    expect(lines[0]).toMatch(/^benchmark\s+figure\s+value\s+anchor\s+ratio\s+target\s+result$/);
    expect(lines.at(-1)).toBe('\n1 of 2 targets met, 1 missed; 1 benchmark failed.');
  });

  it('formats small figures with two decimals, larger ones with fewer, and ratios without a space', () => {
    expect([formatValue(0.756, 'x'), formatValue(12.34, 'ms'), formatValue(1_234.5, '/s'), formatValue(6, '')]).toEqual(
      ['0.76x', '12.3 ms', '1,235 /s', '6'],
    );
  });

  it('appends a failed row as it is given', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-summary-'));
    try {
      appendFigure(failed, path.join(dir, 'r.jsonl'));
      expect(readFigures(path.join(dir, 'r.jsonl'))).toEqual([failed]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
