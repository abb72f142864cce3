/**
 * `npm run bench`: every `bench:*` script of package.json, one after the other, then one table of the figures they
 * recorded (bench/summary.ts). A benchmark that fails is a "failed" row and the others still run; the run exits 0
 * and its last line says how many targets were missed.
 *
 *   BENCH_RESULTS  the results file (default: a fresh portal-bench-<time>.jsonl in the OS temp dir)
 *   BENCH_ONLY     comma-separated script names to run instead of all (e.g. bench:orders,bench:keyboard)
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { appendFigure, printSummary, readFigures } from './summary';

const root = path.resolve(import.meta.dirname, '..');
const results = process.env.BENCH_RESULTS || path.join(tmpdir(), `portal-bench-${Date.now()}.jsonl`);
const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  scripts: Record<string, string>;
};
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const benchmarks = Object.keys(scripts).filter((name) => name.startsWith('bench:') && (!only || only.includes(name)));

/** Runs one script with the results file set; resolves to how it ended ("exit 1", "SIGKILL") or null when it succeeded. */
function run(script: string): Promise<string | null> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', script], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, BENCH_RESULTS: results },
    });
    child.on('error', (error) => resolve(error.message));
    child.on('exit', (code, signal) => resolve(signal ?? (code === 0 ? null : `exit ${code}`)));
  });
}

writeFileSync(results, '');
for (const [index, script] of benchmarks.entries()) {
  console.log(`\n=== ${script} (${index + 1} of ${benchmarks.length}) ===`);
  const started = Date.now();
  const failure = await run(script);
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  if (failure)
    appendFigure(
      {
        benchmark: script,
        figure: `did not finish (${minutes} min)`,
        value: null,
        unit: '',
        anchor: null,
        ratio: null,
        target: null,
        met: null,
        failed: failure,
      },
      results,
    );
}
console.log(`\n=== every benchmark's figures (${results}) ===\n`);
printSummary(readFigures(results));
