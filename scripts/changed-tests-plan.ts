/**
 * `npm run test:changed`'s inputs read from the project: the changed files (git), every test file with its project
 * (`vitest list`), the module graph as the bundler loads it, the screens browser files open, and machines/models.ts as a
 * registry of machine models. The selection itself is scripts/changed-tests.ts.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { screensOpened, type RouteInfo } from './browser-screens';
import { selectTests, type ModuleEdge, type Registry, type Selection } from './changed-tests';
import { ROOT, projectImports } from './module-graph';
import { bundlerEdges } from './module-edges';

/** Files whose change runs every test: what installs, compiles or configures the whole run. */
const EVERYTHING = ['package.json', 'package-lock.json', '.npmrc', 'tsconfig.json', 'vitest.config.ts'];
/** Files the graph does not see and what they stand for: the page and the build that every browser file loads. */
const ALIASES = new Map([
  ['index.html', ['src/main.tsx']],
  ['vite.config.ts', ['src/main.tsx']],
]);
/** Changed files no test reads: documentation, CI's script, lint settings, the sequencer's hints. */
export const IGNORED = (file: string) =>
  file.endsWith('.md') ||
  /^(\.ci|docs)\//.test(file) ||
  ['.gitignore', '.oxlintrc.json', 'tests/file-times.json'].includes(file);
const BROWSER_ENTRY = 'src/main.tsx';
const ROUTE_TABLES = ['src/app/screens.tsx', 'src/app/resource-screens.ts'];
/** The screen every signed-in browser file lands on. */
const LANDING = ['HOME'];
const MODELS = { file: 'machines/models.ts', consumer: 'tests/paths/ui-suite.ts' };

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);
const load = (file: string) => import(pathToFileURL(join(ROOT, file)).href) as Promise<Record<string, unknown>>;

/** The files changed against `base` (the working tree's, so uncommitted ones count) and the untracked ones. */
export function changedFiles(base: string): string[] {
  return [
    ...new Set([
      ...git('diff', '--name-only', '--no-renames', base),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ].toSorted();
}

export interface Plan {
  selection: Selection;
  /** Every test file → its vitest project. */
  projects: Map<string, string>;
}

/** The test files the changed files reach, and why (changed-tests.ts). */
export async function planChangedTests(changed: readonly string[]): Promise<Plan> {
  const texts = new Map<string, string>();
  const read = (file: string) => {
    if (!texts.has(file)) texts.set(file, existsSync(join(ROOT, file)) ? readFileSync(join(ROOT, file), 'utf8') : '');
    return texts.get(file)!;
  };
  const files = git('ls-files', '--cached', '--others', '--exclude-standard').filter((f) => existsSync(join(ROOT, f)));
  // Listed while the compiler reads the project.
  const listing = promisify(execFile)('npx', ['vitest', 'list', '--filesOnly', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  const edges: ModuleEdge[] = bundlerEdges(projectImports(), files, read);
  const listed = JSON.parse((await listing).stdout) as { file: string; projectName: string }[];
  const projects = new Map(listed.map(({ file, projectName }) => [relative(ROOT, file), projectName]));
  const tests = [...projects.keys()];
  // A project's global setup and setup files run for each of its test files: as if every one imported them.
  for (const [name, setups] of setupFiles(read('vitest.config.ts'))) {
    for (const setup of setups)
      for (const test of tests.filter((t) => projects.get(t) === name)) edges.push({ from: test, to: setup });
  }
  const browserTests = tests.filter((t) => projects.get(t) === 'e2e');
  const { ROUTES } = (await load('contract/index.ts')) as { ROUTES: RouteInfo[] };
  const screens = screensOpened({
    edges,
    files,
    read,
    routes: ROUTES,
    routeTables: ROUTE_TABLES,
    browserTests,
    landing: LANDING,
  });
  const selection = selectTests({
    edges,
    tests,
    changed,
    everything: EVERYTHING,
    aliases: ALIASES,
    ignore: IGNORED,
    browser: { tests: browserTests, entry: BROWSER_ENTRY, routeTables: ROUTE_TABLES, screens },
    registry: await modelsRegistry(edges, browserTests, read),
  });
  return { selection, projects };
}

/** Each project's `globalSetup` and `setupFiles`, read from the config's text (importing it loads vitest itself). */
export function setupFiles(config: string): Map<string, string[]> {
  const projects = new Map<string, string[]>();
  for (const block of config.split(/\bname:\s*/).slice(1)) {
    const name = /^['"]([^'"]+)['"]/.exec(block)?.[1];
    const lists = [...block.matchAll(/\b(?:globalSetup|setupFiles):\s*\[([^\]]*)\]/g)].map((m) => m[1]);
    const setups = lists.flatMap((list) =>
      [...list.matchAll(/['"]([^'"]+)['"]/g)].map((m) => relative(ROOT, join(ROOT, m[1]))),
    );
    if (name) projects.set(name, setups);
  }
  return projects;
}

/**
 * machines/models.ts as a registry: an entry's models are those it exports (or exports the machine of), found by
 * loading them; a UI-paths file's are its adapters' `model: '…'`.
 */
async function modelsRegistry(
  edges: readonly ModuleEdge[],
  browserTests: readonly string[],
  read: (file: string) => string,
): Promise<Registry | undefined> {
  if (!edges.some((e) => e.from === MODELS.consumer && e.to === MODELS.file)) {
    console.warn(`(${MODELS.consumer} no longer imports ${MODELS.file}: every UI-paths file runs for any machine)`);
    return undefined;
  }
  const { MACHINE_MODELS } = (await load(MODELS.file)) as { MACHINE_MODELS: { name: string; machine: unknown }[] };
  const entryKeys = new Map<string, string[]>();
  for (const entry of edges.filter((e) => e.from === MODELS.file).map((e) => e.to)) {
    const exported = Object.values(await load(entry));
    const names = MACHINE_MODELS.filter((m) => exported.includes(m) || exported.includes(m.machine)).map((m) => m.name);
    if (names.length) entryKeys.set(entry, names);
  }
  const testKeys = new Map<string, string[]>();
  for (const test of browserTests) {
    const adapters = edges.filter((e) => e.from === test && e.to.startsWith('tests/e2e/')).map((e) => e.to);
    const names = [test, ...adapters].flatMap((f) =>
      [...read(f).matchAll(/^\s*model:\s*(['"])(.+?)\1/gm)].map((m) => m[2]),
    );
    if (names.length) testKeys.set(test, names);
  }
  return { ...MODELS, entryKeys, testKeys };
}
