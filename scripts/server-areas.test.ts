/**
 * Server areas lean one way (issue 41): no two folders of server/ import each other both ways, so an area can be read,
 * moved or changed without the other coming along. The database file gathers no area's tables for the rest to import
 * (server/tables.ts sits at the top, beside app.ts, for the scans that look at every table); shared services live in
 * platform/, the floor every area stands on.
 */
import { describe, expect, it } from 'vitest';
import { projectImports, serverAreaOf, twoWayAreaPairs } from './module-graph';

const edge = (from: string, to: string) => ({ from, to, specifier: `./${to}` });

describe('server areas', () => {
  it('no two import each other both ways (type-only and dynamic imports count; tests do not)', () => {
    expect(twoWayAreaPairs(projectImports(), serverAreaOf)).toEqual([]);
  }, 60_000); // the compiler reads the whole project: a few seconds, more on a loaded machine

  it('finds a pair from one import each way, ignores one-way imports, tests and the top-level files', () => {
    const edges = [
      edge('server/orders/a.ts', 'server/catalogue/b.ts'),
      edge('server/catalogue/c.ts', 'server/orders/d.ts'),
      edge('server/returns/e.ts', 'server/orders/a.ts'),
      edge('server/orders/a.test.ts', 'server/returns/e.ts'),
      edge('server/app.ts', 'server/orders/a.ts'),
      edge('server/orders/a.ts', 'server/tables.ts'),
    ];
    expect(twoWayAreaPairs(edges, serverAreaOf)).toEqual([
      'catalogue ↔ orders (server/catalogue/c.ts → server/orders/d.ts; server/orders/a.ts → server/catalogue/b.ts)',
    ]);
  });
});
