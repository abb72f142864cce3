/**
 * No import circles anywhere in the project (ARCHITECTURE.md): a circle makes load order matter
 * (a value read before its module ran is undefined) and ties the parts together so neither can move.
 */
import { describe, expect, it } from 'vitest';
import { importCycles, projectImports } from './module-graph';

const edge = (from: string, to: string) => ({ from, to, specifier: `./${to}` });

describe('import circles', () => {
  it('finds none among the project files (type-only and dynamic imports count)', () => {
    const cycles = importCycles(projectImports(), (file) => !file.startsWith('node_modules/'));
    expect(cycles.map((files) => files.join(' ↔ '))).toEqual([]);
  }, 60_000); // the compiler reads the whole project: a few seconds, more on a loaded machine

  it('finds a circle of any length, a self-import, and nothing in a chain', () => {
    const edges = [edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd'), edge('e', 'e'), edge('f', 'g')];
    expect(importCycles(edges, () => true)).toEqual([['a', 'b', 'c'], ['e']]);
  });

  it('walks a long chain without overflowing the stack', () => {
    const chain = Array.from({ length: 50_000 }, (_, i) => edge(`m${i}`, `m${i + 1}`));
    expect(importCycles([...chain, edge('m50000', 'm0')], () => true)[0]).toHaveLength(50_001);
  });
});
