/**
 * Which browser files open which screen, for `npm run test:changed` (scripts/changed-tests.ts): browser files reach
 * the SPA through pages, so a screen module is matched to the files that open one of its routes.
 *
 * A screen module's routes come from the route table's lazy imports (`NAME: () => import('…')`) and, for a resource's
 * form module (`<key>.form.tsx`), the contract's resource of that key. A browser file opens a route when its text (or
 * an adapter's it imports from tests/e2e/) names the route, its path (`'/manageStock…'`, `#/manageStock`), its title or
 * its menu label as a whole string; or when it loads every screen (SWEEPS). The feature folder counts too: a file named after it, or importing a file in it.
 * Left out, a screen runs every browser file: a screen of unknown routes, and the landing screen everyone signs in to.
 */
import { posix } from 'node:path';
import type { ModuleEdge } from './changed-tests';

export interface RouteInfo {
  name: string;
  path: string;
  title: string;
  menu?: { label: string };
}

export interface ScreenInputs {
  edges: readonly ModuleEdge[];
  files: readonly string[];
  read: (file: string) => string;
  routes: readonly RouteInfo[];
  routeTables: readonly string[];
  browserTests: readonly string[];
  /** Routes every signed-in browser file opens (the landing screen). */
  landing: readonly string[];
}

/**
 * Text that makes a browser file load every screen: the route table, the screen sweep, or a page without the
 * save-data hint (`saveData: false`, or a context of its own that does not call `hintSaveData`), whose idle prefetch
 * loads every screen's code.
 */
const SWEEPS = [/\bROUTES\b/, /\bdescribeScreenSweep\b/, /\bsaveData:\s*false\b/];
const OWN_CONTEXT = /\b(newContext|launchPersistentContext)\(/;
const loadsEveryScreen = (text: string) =>
  SWEEPS.some((sweep) => sweep.test(text)) || (OWN_CONTEXT.test(text) && !/\bhintSaveData\(/.test(text));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `words` as a whole string literal. */
const whole = (words: string) => new RegExp(`(['"\`])${escape(words)}\\1`);

/** The routes a browser file's text opens, or 'all' for a sweep. */
export function routesOpened(text: string, routes: readonly RouteInfo[]): string[] | 'all' {
  if (loadsEveryScreen(text)) return 'all';
  return routes
    .filter((route) => {
      const prefix = route.path.split('/:')[0];
      const patterns = [
        new RegExp(`\\b${route.name}\\b`),
        new RegExp(`['"\`#]/${escape(prefix)}(?=[/?'"\`$#]|$)`, 'm'),
        whole(route.title),
      ];
      if (route.menu) patterns.push(whole(route.menu.label));
      return patterns.some((p) => p.test(text));
    })
    .map((route) => route.name);
}

/** A route table's `NAME: () => import('…')` lines: the module each route's screen is, resolved among `files`. */
export function routeModules(table: string, text: string, files: ReadonlySet<string>): Map<string, string[]> {
  const modules = new Map<string, string[]>();
  for (const [, name, , specifier] of text.matchAll(/^\s*([A-Z][A-Z0-9_]*):\s*\(\)\s*=>\s*import\((['"])(.+?)\2\)/gm)) {
    const base = posix.join(posix.dirname(table), specifier);
    const file = [base, `${base}.tsx`, `${base}.ts`, `${base}/index.tsx`, `${base}/index.ts`].find((f) => files.has(f));
    if (file) modules.set(file, [...(modules.get(file) ?? []), name]);
  }
  return modules;
}

/** The contract's resources as `key → route` (a resource definition's `key: '…'` then its `route: '…'`). */
export function resourceRoutes(texts: readonly string[]): Map<string, string> {
  const routes = new Map<string, string>();
  const definition = /^ {2}key: '([^']+)',\n(?:(?! {2}key: ).*\n)*? {2}route: '([A-Z0-9_]+)'/gm;
  for (const text of texts) for (const [, key, route] of text.matchAll(definition)) routes.set(key, route);
  return routes;
}

/** Every file a browser file imports from tests/e2e/ (its adapters), itself included: the text that says where it goes. */
function ownText(test: string, edges: readonly ModuleEdge[], read: (file: string) => string): string {
  const seen = new Set([test]);
  const queue = [test];
  while (queue.length) {
    const file = queue.shift()!;
    for (const { from, to } of edges) {
      if (from !== file || !to.startsWith('tests/e2e/') || seen.has(to)) continue;
      seen.add(to);
      queue.push(to);
    }
  }
  return [...seen].map(read).join('\n');
}

/** Screen module → the browser files that open it (screens left out run every browser file). */
export function screensOpened(inputs: ScreenInputs): Map<string, string[]> {
  const { edges, read, routes, browserTests } = inputs;
  const files = new Set(inputs.files);
  const keyRoutes = resourceRoutes(
    inputs.files.filter((f) => f.startsWith('contract/') && f.endsWith('.ts')).map(read),
  );
  const opened = new Map(browserTests.map((test) => [test, routesOpened(ownText(test, edges, read), routes)]));
  const screens = new Map<string, string[]>();
  for (const table of inputs.routeTables) {
    const named = routeModules(table, read(table), files);
    for (const { from, to, lazy } of edges) {
      if (from !== table || !lazy) continue;
      const formKey = /([^/]+)\.form\.tsx$/.exec(to)?.[1];
      const screenRoutes = named.get(to) ?? (formKey && keyRoutes.has(formKey) ? [keyRoutes.get(formKey)!] : []);
      if (!screenRoutes.length || screenRoutes.some((r) => inputs.landing.includes(r))) continue;
      const folder = posix.dirname(to);
      const area = posix.basename(folder);
      const tests = browserTests.filter((test) => {
        const routesOfTest = opened.get(test)!;
        if (routesOfTest === 'all' || screenRoutes.some((r) => routesOfTest.includes(r))) return true;
        const name = posix.basename(test).replace(/\.e2e\.test\.ts$/, '');
        return (
          (folder.startsWith('src/features/') && `-${name}-`.includes(`-${area}-`)) ||
          edges.some((e) => e.from === test && e.to.startsWith(`${folder}/`))
        );
      });
      screens.set(to, [...new Set([...(screens.get(to) ?? []), ...tests])].toSorted());
    }
  }
  return screens;
}
