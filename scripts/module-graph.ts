/**
 * The project's module graph as the TypeScript compiler resolves it (`tsc --explainFiles`), so
 * path aliases, index files, type-only and dynamic imports count exactly as the build sees them.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');

/** One import: the importing file, the file it resolved to (root-relative) and the specifier written. */
export interface ImportEdge {
  from: string;
  to: string;
  specifier: string;
}

const REASON = /^\s+Imported via (['"])(.+?)\1 from file '(.+?)'/;

/** Parses `tsc --explainFiles` output: a file's path on its own line, then its reasons indented. */
export function parseExplainFiles(output: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  let current = '';
  for (const line of output.split('\n')) {
    if (line && !/^\s/.test(line)) current = line.trim();
    const reason = REASON.exec(line);
    if (reason && current) edges.push({ from: reason[3], to: current, specifier: reason[2] });
  }
  return edges;
}

/** Every import of the project (tsconfig's include), read once per process. */
let cached: ImportEdge[] | undefined;
export function projectImports(): ImportEdge[] {
  cached ??= parseExplainFiles(
    execFileSync(
      process.execPath,
      [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', ROOT, '--explainFiles', '--listFilesOnly'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        maxBuffer: 256 * 1024 * 1024,
      },
    ),
  );
  return cached;
}

/** The import cycles among the given files: strongly connected components (Tarjan), each sorted. */
export function importCycles(edges: ImportEdge[], include: (file: string) => boolean): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of edges) {
    if (!include(from) || !include(to)) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
    if (!next.has(to)) next.set(to, []);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  // Iterative Tarjan: a deep import chain must not overflow the call stack.
  for (const start of next.keys()) {
    if (index.has(start)) continue;
    const work: Array<{ node: string; child: number }> = [{ node: start, child: 0 }];
    while (work.length) {
      const frame = work[work.length - 1];
      const { node } = frame;
      if (frame.child === 0 && !index.has(node)) {
        index.set(node, index.size);
        low.set(node, index.get(node)!);
        stack.push(node);
        onStack.add(node);
      }
      const targets = next.get(node)!;
      if (frame.child < targets.length) {
        const target = targets[frame.child++];
        if (!index.has(target)) work.push({ node: target, child: 0 });
        else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(node)!));
      if (low.get(node) === index.get(node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== node);
        const selfLoop = targets.includes(node);
        if (component.length > 1 || selfLoop) cycles.push(component.toSorted());
      }
    }
  }
  return cycles;
}

/** The server area a file belongs to (`server/<area>/…`), or undefined for a file at server/'s top (the app's composition). */
export function serverAreaOf(file: string): string | undefined {
  return /^server\/([^/]+)\//.exec(file)?.[1];
}

/**
 * Pairs of areas that import each other both ways (each pair once, sorted), with one import of each direction as its
 * evidence. Test files do not count: a test may reach into any area it exercises.
 */
export function twoWayAreaPairs(edges: ImportEdge[], areaOf: (file: string) => string | undefined): string[] {
  const oneWay = new Map<string, string>();
  for (const { from, to } of edges) {
    if (/\.test\.tsx?$/.test(from)) continue;
    const [a, b] = [areaOf(from), areaOf(to)];
    if (a && b && a !== b && !oneWay.has(`${a} → ${b}`)) oneWay.set(`${a} → ${b}`, `${from} → ${to}`);
  }
  const pairs: string[] = [];
  for (const [key, evidence] of oneWay) {
    const [a, b] = key.split(' → ');
    const back = oneWay.get(`${b} → ${a}`);
    if (a < b && back) pairs.push(`${a} ↔ ${b} (${evidence}; ${back})`);
  }
  return pairs.toSorted();
}
