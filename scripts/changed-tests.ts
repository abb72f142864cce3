/**
 * Which test files a change reaches (`npm run test:changed`, scripts/test-changed.ts): a pure function over the
 * module graph, so it is tested on small graphs (changed-tests.test.ts).
 *
 * - A test file runs when its imports reach a changed file (type-only, dynamic and glob imports count).
 * - Browser files reach the SPA through pages, not imports: a file every page loads (the static imports of
 *   src/main.tsx) runs every browser file; a file only a screen's lazy chunk loads runs the browser files that open
 *   that screen (`screens`, read from the route table: scripts/browser-screens.ts).
 * - A registry (machines/models.ts, every machine's model) reached through one of its entries runs only the
 *   consumers' tests that use that entry's keys (the UI paths of that machine), not every walker.
 * - A file the graph does not hold (CSS, SQL, an asset, a deleted file) stands for the graph files of its folder.
 */

/** One import as the compiler resolved it (root-relative paths); `lazy` for `import()` and non-eager globs. */
export interface ModuleEdge {
  from: string;
  to: string;
  lazy?: boolean;
}

export interface Registry {
  /** The file listing every entry (machines/models.ts). */
  file: string;
  /** The file that imports the registry for many tests (tests/paths/ui-suite.ts). */
  consumer: string;
  /** An entry file (imported by the registry) → the keys it defines; an entry not listed counts as every key. */
  entryKeys: ReadonlyMap<string, readonly string[]>;
  /** A test reaching the consumer → the keys it uses; a test not listed uses every key. */
  testKeys: ReadonlyMap<string, readonly string[]>;
}

export interface BrowserMap {
  /** Browser test files (they reach src/ only through pages). */
  tests: readonly string[];
  /** What every page loads first (src/main.tsx): its static imports are the shell. */
  entry: string;
  /** Files whose lazy imports are screens (the route table). */
  routeTables: readonly string[];
  /** A screen module → the browser files that open it; a screen not listed runs every browser file. */
  screens: ReadonlyMap<string, readonly string[]>;
}

export interface SelectionInput {
  edges: readonly ModuleEdge[];
  /** Every test file the runner knows. */
  tests: readonly string[];
  changed: readonly string[];
  /** Files whose change runs every test (package.json, the runner's config…). */
  everything?: readonly string[];
  /** Files the graph cannot see, standing for graph files (index.html → src/main.tsx). */
  aliases?: ReadonlyMap<string, readonly string[]>;
  /** Changed files that reach no test by nature (documentation). */
  ignore?: (file: string) => boolean;
  browser?: BrowserMap;
  registry?: Registry;
}

/** Test file → why it runs: one line per changed file that reaches it. */
export type Selection = Map<string, string[]>;

const dirOf = (file: string) => (file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '');

/** The graph files a file outside the graph stands for: those of its folder, else of the nearest folder above (never the root's). */
export function standIns(file: string, nodes: ReadonlySet<string>): string[] {
  for (let dir = dirOf(file); dir; dir = dirOf(dir)) {
    const here = [...nodes].filter((node) => dirOf(node) === dir);
    if (here.length) return here.toSorted();
  }
  return [];
}

/** Every file reaching `starts` through the edges (starts included), each with the file it imports on the way. */
function importersOf(
  starts: readonly string[],
  reverse: ReadonlyMap<string, readonly ModuleEdge[]>,
): Map<string, string | null> {
  const next = new Map<string, string | null>(starts.map((file) => [file, null]));
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift()!;
    for (const { from } of reverse.get(file) ?? []) {
      if (!next.has(from)) {
        next.set(from, file);
        queue.push(from);
      }
    }
  }
  return next;
}

function reverseOf(edges: readonly ModuleEdge[]): Map<string, ModuleEdge[]> {
  const reverse = new Map<string, ModuleEdge[]>();
  for (const edge of edges) reverse.set(edge.to, [...(reverse.get(edge.to) ?? []), edge]);
  return reverse;
}

/** The files `entry` loads through static imports only. */
function staticClosure(entry: string, edges: readonly ModuleEdge[]): Set<string> {
  const forward = new Map<string, string[]>();
  for (const { from, to, lazy } of edges) if (!lazy) forward.set(from, [...(forward.get(from) ?? []), to]);
  const seen = new Set([entry]);
  const queue = [entry];
  while (queue.length) {
    for (const to of forward.get(queue.shift()!) ?? []) {
      if (seen.has(to)) continue;
      seen.add(to);
      queue.push(to);
    }
  }
  return seen;
}

/** How a test reaches the changed file, in a few words: `imports it` or `via <its first import on the way>`. */
function via(test: string, chain: ReadonlyMap<string, string | null>, changed: string): string {
  const first = chain.get(test);
  if (first === null) return 'is the changed file';
  return first === changed ? 'imports it' : `via ${first}`;
}

/** The test files the changed files reach, each with its reasons (see the file's header). */
export function selectTests(input: SelectionInput): Selection {
  const { browser, registry } = input;
  const cut = registry
    ? input.edges.filter((e) => !(e.from === registry.consumer && e.to === registry.file))
    : input.edges;
  const reverse = reverseOf(cut);
  const nodes = new Set(input.edges.flatMap((e) => [e.from, e.to]));
  const tests = new Set(input.tests);
  const shell = browser ? staticClosure(browser.entry, input.edges) : new Set<string>();
  const selection: Selection = new Map();
  const add = (test: string, reason: string) => {
    const reasons = selection.get(test) ?? [];
    if (!reasons.includes(reason)) selection.set(test, [...reasons, reason]);
  };

  for (const changed of input.changed) {
    if (input.everything?.includes(changed)) {
      for (const test of input.tests) add(test, `${changed} (every test depends on it)`);
      continue;
    }
    if (input.ignore?.(changed)) continue;
    const alias = input.aliases?.get(changed);
    const starts = alias ?? (nodes.has(changed) || tests.has(changed) ? [changed] : standIns(changed, nodes));
    const label =
      starts.length === 1 && starts[0] === changed
        ? changed
        : `${changed} (as ${starts.length === 1 ? starts[0] : `the ${starts.length} files of its folder`})`;
    const chain = importersOf(starts, reverse);
    for (const file of chain.keys())
      if (tests.has(file)) add(file, `${label} ${via(file, chain, starts.length === 1 ? starts[0] : '')}`.trim());
    if (registry && chain.has(registry.file))
      selectRegistryTests(registry, starts, chain, reverse, tests, (test, why) => add(test, `${label} ${why}`));
    if (browser) selectBrowserTests(browser, starts, shell, reverse, (test, why) => add(test, `${label} ${why}`));
  }
  return selection;
}

/** The consumer's tests that use a key of the registry entries the change reaches (every key: all of them). */
function selectRegistryTests(
  registry: Registry,
  starts: readonly string[],
  chain: ReadonlyMap<string, string | null>,
  reverse: ReadonlyMap<string, readonly ModuleEdge[]>,
  tests: ReadonlySet<string>,
  add: (test: string, why: string) => void,
): void {
  let keys: Set<string> | 'all' = starts.includes(registry.file) ? 'all' : new Set();
  // The registry's own imports that reach the change: each one's keys, or every key for an entry that names none.
  const entries = [...chain.keys()].filter((file) => (reverse.get(file) ?? []).some((e) => e.from === registry.file));
  for (const entry of entries) {
    if (keys === 'all') break;
    const entryKeys = registry.entryKeys.get(entry);
    if (!entryKeys) keys = 'all';
    else for (const key of entryKeys) keys.add(key);
  }
  const walkers = importersOf([registry.consumer], reverse);
  for (const test of walkers.keys()) {
    if (!tests.has(test)) continue;
    const used = registry.testKeys.get(test);
    if (keys === 'all' || !used)
      add(test, `via ${registry.file} (${keys === 'all' ? 'every entry' : 'a test of unknown entries'})`);
    else {
      const hit = used.filter((key) => (keys as Set<string>).has(key));
      if (hit.length) add(test, `walks ${hit.map((k) => `'${k}'`).join(', ')} (${registry.file})`);
    }
  }
}

/** Browser files whose pages load the change: every one for the shell, else those opening a screen that imports it. */
function selectBrowserTests(
  browser: BrowserMap,
  starts: readonly string[],
  shell: ReadonlySet<string>,
  reverse: ReadonlyMap<string, readonly ModuleEdge[]>,
  add: (test: string, why: string) => void,
): void {
  const seen = new Set(starts);
  const queue = [...starts];
  while (queue.length) {
    const file = queue.shift()!;
    if (shell.has(file)) {
      for (const test of browser.tests) add(test, `loaded on every page${file === starts[0] ? '' : ` (via ${file})`}`);
      return;
    }
    for (const edge of reverse.get(file) ?? []) {
      if (edge.lazy && browser.routeTables.includes(edge.from)) {
        const opening = browser.screens.get(file);
        for (const test of opening ?? browser.tests)
          add(
            test,
            `opens ${file === starts[0] ? 'its screen' : `the screen ${file}`}${opening ? '' : ' (screen of unknown routes)'}`,
          );
      } else if (!seen.has(edge.from)) {
        seen.add(edge.from);
        queue.push(edge.from);
      }
    }
  }
}
