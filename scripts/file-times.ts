/**
 * Writes tests/file-times.json, the hints the longest-first sequencer orders a fresh clone's run by
 * (tests/support/longest-first-sequencer.ts), from vitest's own record of this machine's last run of each file.
 * Run after a full `npm test`: `npm run test:times`.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { FILE_TIMES } from '../tests/support/longest-first-sequencer';

const root = join(import.meta.dirname, '..');
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
  // Files since removed are left out.
  for (const [key, { duration }] of results)
    if (existsSync(join(root, key.slice(key.indexOf(':') + 1)))) times[key] = Math.round(duration / 100) / 10;
}
const sorted = Object.fromEntries(Object.entries(times).toSorted(([a], [b]) => a.localeCompare(b)));
writeFileSync(FILE_TIMES, `${JSON.stringify(sorted, null, 1)}\n`);
console.info(`${Object.keys(sorted).length} file times written to ${FILE_TIMES}`);
