/**
 * `npm run test:paths`: for every machine in machines/models.ts, writes its generated paths as JSON
 * and its Mermaid state diagram to artifacts/paths/, replays every path on the real machine,
 * and prints one line per machine: states, transitions, paths, coverage, replay result.
 * `npm run test:paths -- --ui` then walks the paths of every machine with a UI adapter through the real screens in
 * Chromium (tests/e2e/ui-paths-*.e2e.test.ts, one file per group of screens; needs `npm run build`) and writes artifacts/paths/ui-report.html.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MACHINE_MODELS } from '../machines/models';
import { coverage, describePath, toMermaid, transitionPaths, valueName } from '../machines/platform/model';
import { replayPath } from '../machines/platform/replay';
import { clearMachineReports } from '../tests/paths/report';

const args = process.argv.slice(2);
const outDir = args.find((a) => !a.startsWith('--')) ?? 'artifacts/paths';
await mkdir(outDir, { recursive: true });
let failures = 0;
const pct = (a: number, b: number) => `${b ? Math.round((100 * a) / b) : 100}%`;

for (const model of MACHINE_MODELS) {
  const slug = model.name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/-$/, '')
    .toLowerCase();
  const paths = transitionPaths(model);
  const c = coverage(model, paths);
  const json = paths.map((p) => ({
    description: describePath(p),
    steps: p.steps.map((s) => ({ event: s.event, state: valueName(s.state.value) })),
  }));
  await writeFile(join(outDir, `${slug}.paths.json`), JSON.stringify(json, null, 2));
  await writeFile(join(outDir, `${slug}.mmd`), toMermaid(model.machine));
  let failed = 0;
  for (const p of paths) await replayPath(model.machine, p).catch(() => failed++);
  failures += failed;
  console.log(
    `${model.name}: ${c.states} states, ${c.transitions} transitions, ${paths.length} paths, ` +
      `coverage states ${pct(c.statesCovered, c.states)} transitions ${pct(c.transitionsCovered, c.transitions)}, ` +
      `replayed ${paths.length - failed}/${paths.length}`,
  );
}
console.log(`paths and diagrams written to ${outDir}`);
if (args.includes('--ui') && !failures) {
  await clearMachineReports();
  const walked = spawnSync('npx', ['vitest', 'run', '--project', 'e2e', 'tests/e2e/ui-paths-'], { stdio: 'inherit' });
  process.exit(walked.status ?? 1);
}
process.exit(failures ? 1 : 0);
