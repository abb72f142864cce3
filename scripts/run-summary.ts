/**
 * What `.ci/run` prints at its end: the whole run's time (install, type-check and lint, tests) and the ten slowest
 * test files, from the times the summary reporter wrote (scripts/summary-reporter.ts).
 *
 *   tsx scripts/run-summary.ts <seconds since the run started> <seconds installing>
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Where the summary reporter writes the last vitest run's times (`.ci/run` names a file of its own). */
export const TEST_TIMES = process.env.TEST_TIMES || join(import.meta.dirname, '..', 'artifacts', 'test-times.json');

export interface TestTimes {
  /** The vitest run's wall time. */
  seconds: number;
  /** `project:path` → the file's seconds. */
  files: Record<string, number>;
}

const minutes = (s: number) => `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;

/** The time hints a fresh clone's run is ordered by (tests/support/longest-first-sequencer.ts). */
const HINTS = join(import.meta.dirname, '..', 'tests', 'file-times.json');

/**
 * The closing lines: the run's time, its parts, the `count` slowest files, and how many files ran without a time hint
 * (`hints`, when given): a fresh clone orders those by guess, and a long one started last ends the run alone.
 */
export function runSummary(
  total: number,
  install: number,
  times: TestTimes | undefined,
  count = 10,
  hints?: Record<string, number>,
): string[] {
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
    ...unhinted(files, hints),
  ];
}

function unhinted(files: [string, number][], hints: Record<string, number> | undefined): string[] {
  const missing = hints ? files.filter(([file]) => !(file in hints)).length : 0;
  return missing
    ? [
        `${missing} of them had no time hint in tests/file-times.json and ${missing === 1 ? 'was' : 'were'} ordered by guess: npm run test:times -- ${relative(process.cwd(), TEST_TIMES)}`,
      ]
    : [];
}

if (process.argv[1] === import.meta.filename) {
  const [total, install] = process.argv.slice(2).map(Number);
  const times = existsSync(TEST_TIMES) ? (JSON.parse(readFileSync(TEST_TIMES, 'utf8')) as TestTimes) : undefined;
  const hints = existsSync(HINTS) ? (JSON.parse(readFileSync(HINTS, 'utf8')) as Record<string, number>) : {};
  console.log(`\n${runSummary(total, install, times, 10, hints).join('\n')}`);
}
