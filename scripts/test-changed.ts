/**
 * `npm run test:changed [-- <base>] [--list]`: runs the test files whose imports reach the files changed against
 * `base` (default HEAD: uncommitted changes) plus untracked ones, and prints each file with the changed file it reaches.
 * `--list` prints them without running; paths instead of a base (`npm run test:changed -- src/lib/format.ts --list`)
 * say what a change to those files would run. The selection: scripts/changed-tests.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { changedFiles, IGNORED, planChangedTests } from './changed-tests-plan';
import { ROOT } from './module-graph';

const args = process.argv.slice(2);
// npm runs scripts from the root; a path is read from where it was typed.
const here = process.env.INIT_CWD ?? process.cwd();
const isPath = (arg: string) => !arg.startsWith('--') && existsSync(resolve(here, arg));
const named = args.filter(isPath).map((arg) => relative(ROOT, resolve(here, arg)));
const base = args.find((arg) => !arg.startsWith('--') && !isPath(arg)) ?? 'HEAD';
const changed = named.length ? named : changedFiles(base);

const { selection, projects } = await planChangedTests(changed);
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const reached = new Set([...selection.values()].flat().map((why) => why.split(' ')[0]));
console.log(
  named.length
    ? `As if changed: ${plural(changed.length, 'file')}`
    : `Changed against ${base}${base === 'HEAD' ? ' (uncommitted)' : ''}, untracked included: ${plural(changed.length, 'file')}`,
);
for (const file of changed)
  console.log(`  ${file}${reached.has(file) ? '' : IGNORED(file) ? '  (no test reads it)' : '  (reaches no test)'}`);
const chosen = [...selection.keys()].toSorted(
  (a, b) => projects.get(a)!.localeCompare(projects.get(b)!) || a.localeCompare(b),
);
console.log(`\n${chosen.length} of ${plural(projects.size, 'test file')} reach them:`);
for (const test of chosen) {
  console.log(`  ${projects.get(test)!.padEnd(4)}  ${test}`);
  const reasons = selection.get(test)!;
  for (const why of reasons.slice(0, 3)) console.log(`          ← ${why}`);
  if (reasons.length > 3) console.log(`          ← … and ${reasons.length - 3} more`);
}
if (args.includes('--list') || !chosen.length) process.exit(0);
console.log('');
process.exit(
  spawnSync('npx', ['vitest', 'run', ...chosen.map((test) => join(ROOT, test))], { cwd: ROOT, stdio: 'inherit' })
    .status ?? 1,
);
