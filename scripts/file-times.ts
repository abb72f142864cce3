/**
 * Writes tests/file-times.json, the hints the longest-first sequencer orders a fresh clone's run by
 * (tests/support/longest-first-sequencer.ts): from the times a run's summary reporter wrote (a file named on the
 * command line, such as a fresh-clone `.ci/run`'s artifacts/ci-test-times.json), else from vitest's own record of
 * this machine's last run of each file. Run after a full `npm test`: `npm run test:times [-- <times file>]`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_TIMES } from '../tests/support/longest-first-sequencer';
import type { TestTimes } from './run-summary';

const root = join(import.meta.dirname, '..');

/** `project:path` → seconds, from a summary reporter's file. */
function fromRun(file: string): Record<string, number> {
  return (JSON.parse(readFileSync(file, 'utf8')) as TestTimes).files;
}

/** `project:path` → seconds, from vitest's cache of this machine's runs. */
function fromCache(): Record<string, number> {
  const cacheDir = join(root, 'node_modules', '.vite', 'vitest');
  const caches = existsSync(cacheDir)
    ? readdirSync(cacheDir)
        .map((d) => join(cacheDir, d, 'results.json'))
        .filter(existsSync)
    : [];
  if (!caches.length) throw new Error(`no vitest results under ${cacheDir}: run the suite first`);
  const times: Record<string, number> = {};
  for (const file of caches) {
    const { results } = JSON.parse(readFileSync(file, 'utf8')) as { results: [string, { duration: number }][] };
    for (const [key, { duration }] of results) times[key] = duration / 1000;
  }
  return times;
}

const given = process.argv[2];
const times = given ? fromRun(given) : fromCache();
// Files since removed are left out.
const sorted = Object.fromEntries(
  Object.entries(times)
    .filter(([key]) => existsSync(join(root, key.slice(key.indexOf(':') + 1))))
    .map(([key, seconds]) => [key, Math.round(seconds * 10) / 10] as const)
    .toSorted(([a], [b]) => a.localeCompare(b)),
);
writeFileSync(FILE_TIMES, `${JSON.stringify(sorted, null, 1)}\n`);
console.info(`${Object.keys(sorted).length} file times written to ${FILE_TIMES}`);
