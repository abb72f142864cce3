/**
 * What `.ci/run` prints at its end: the whole run's time (install, type-check and lint, tests) and the ten slowest
 * test files, from the times the summary reporter wrote (scripts/summary-reporter.ts).
 *
 *   tsx scripts/run-summary.ts <seconds since the run started> <seconds installing>
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the summary reporter writes the last vitest run's times (`.ci/run` names a file of its own). */
export const TEST_TIMES = process.env.TEST_TIMES || join(import.meta.dirname, '..', 'artifacts', 'test-times.json');

export interface TestTimes {
  /** The vitest run's wall time. */
  seconds: number;
  /** `project:path` → the file's seconds. */
  files: Record<string, number>;
}

const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

/** The closing lines: the run's time, its parts, and the `count` slowest files. */
export function runSummary(total: number, install: number, times: TestTimes | undefined, count = 10): string[] {
  if (!times)
    return [
      `Run time: ${minutes(total)} (${Math.round(total)} s); install ${Math.round(install)} s; no test times (the tests did not run)`,
    ];
  const rest = Math.max(0, total - install - times.seconds);
  const files = Object.entries(times.files).toSorted(([a, x], [b, y]) => y - x || a.localeCompare(b));
  const width = Math.max(...files.slice(0, count).map(([, s]) => s.toFixed(1).length));
  return [
    `Run time: ${minutes(total)} (${Math.round(total)} s): install ${Math.round(install)} s, type-check and lint ${Math.round(rest)} s, tests ${Math.round(times.seconds)} s`,
    `The ${Math.min(count, files.length)} slowest of ${files.length} test files (setup, import and tests, in seconds):`,
    ...files.slice(0, count).map(([file, s]) => {
      const [project, path] = [file.slice(0, file.indexOf(':')), file.slice(file.indexOf(':') + 1)];
      return `  ${s.toFixed(1).padStart(width)}  ${project.padEnd(4)}  ${path}`;
    }),
  ];
}

if (process.argv[1] === import.meta.filename) {
  const [total, install] = process.argv.slice(2).map(Number);
  const times = existsSync(TEST_TIMES) ? (JSON.parse(readFileSync(TEST_TIMES, 'utf8')) as TestTimes) : undefined;
  console.log(`\n${runSummary(total, install, times).join('\n')}`);
}
