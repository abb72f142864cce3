/**
 * The module graph as the bundler loads it, for `npm run test:changed`: the compiler's imports
 * (scripts/module-graph.ts), each marked lazy when written as `import('…')`, plus Vite's `import.meta.glob`
 * imports, which the compiler does not see (eager ones load with their importer, the others on demand).
 */
import { posix } from 'node:path';
import type { ImportEdge } from './module-graph';
import type { ModuleEdge } from './changed-tests';

const escape = (text: string) => text.replace(/[.+^${}()|[\]\\]/g, '\\$&');

/** A glob of Vite's `import.meta.glob` (`*`, `**`, `?`, `{a,b}`) as a regular expression over root-relative paths. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i];
    if (glob.startsWith('**/', i)) {
      out += '(?:.*/)?';
      i += 2;
    } else if (glob.startsWith('**', i)) {
      out += '.*';
      i += 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '{') out += '(?:';
    else if (c === '}') out += ')';
    else if (c === ',' && out.lastIndexOf('(?:') > out.lastIndexOf(')')) out += '|';
    else out += escape(c);
  }
  return new RegExp(`^${out}$`);
}

const GLOB_CALL =
  /import\.meta\.glob(?:<(?:[^<>]|<[^<>]*>)*>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")\s*(?:,\s*(\{[^}]*\}))?/g;

/** The files `from`'s `import.meta.glob` calls match among `files` (its own directory is where relative globs start). */
export function globEdges(from: string, text: string, files: readonly string[]): ModuleEdge[] {
  const edges: ModuleEdge[] = [];
  for (const [, patterns, options] of text.matchAll(GLOB_CALL)) {
    const lazy = !/eager:\s*true/.test(options ?? '');
    const globs = [...patterns.matchAll(/'([^']*)'|"([^"]*)"/g)].map((m) => m[1] ?? m[2]);
    // As Vite: `/…` from the root, `**…` anywhere, else from the importer's folder.
    const resolveGlob = (glob: string) =>
      globToRegExp(
        glob.startsWith('/') ? glob.slice(1) : glob.startsWith('**') ? glob : posix.join(posix.dirname(from), glob),
      );
    const include = globs.filter((g) => !g.startsWith('!')).map(resolveGlob);
    const exclude = globs.filter((g) => g.startsWith('!')).map((g) => resolveGlob(g.slice(1)));
    for (const file of files) {
      if (file !== from && include.some((r) => r.test(file)) && !exclude.some((r) => r.test(file)))
        edges.push({ from, to: file, lazy });
    }
  }
  return edges;
}

/** Whether `text` imports `specifier` only through `import('…')`: its code then loads on demand, not with the importer. */
export function importsLazily(text: string, specifier: string): boolean {
  const quoted = `(['"\`])${escape(specifier)}\\1`;
  return (
    new RegExp(`\\bimport\\(\\s*${quoted}\\s*\\)`).test(text) &&
    !new RegExp(`(?:\\bfrom|^\\s*import)\\s+${quoted}`, 'm').test(text)
  );
}

/** The project's own edges (node_modules left out), lazy ones marked, glob ones added. */
export function bundlerEdges(
  imports: readonly ImportEdge[],
  files: readonly string[],
  read: (file: string) => string,
): ModuleEdge[] {
  const own = imports.filter((e) => !e.from.startsWith('node_modules/') && !e.to.startsWith('node_modules/'));
  const edges: ModuleEdge[] = own.map(({ from, to, specifier }) =>
    importsLazily(read(from), specifier) ? { from, to, lazy: true } : { from, to },
  );
  // Test files left out: their globs are the tests' own (and a test of this file writes glob calls as strings).
  const sources = files.filter(
    (file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('node_modules/'),
  );
  for (const file of sources)
    if (read(file).includes('import.meta.glob')) edges.push(...globEdges(file, read(file), sources));
  return edges;
}
