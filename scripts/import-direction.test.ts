/**
 * Keeps the one direction of ARCHITECTURE.md, read from the compiler's own module graph:
 * contract ← machines ← (server | src); contract imports no React or drivers; machines only contract;
 * inside src, app → features/<area> → components, lib (no feature imports another feature or the app).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, projectImports } from './module-graph';
import type { ImportEdge } from './module-graph';

const PARTS = ['contract', 'machines', 'server', 'src'] as const;
type Part = (typeof PARTS)[number];
const ALLOWED: Record<Part, string[]> = {
  contract: ['contract'],
  machines: ['contract', 'machines'],
  server: ['contract', 'machines', 'server'],
  src: ['contract', 'machines', 'src'],
};
const FORBIDDEN_PACKAGES: Partial<Record<Part, RegExp>> = {
  contract: /^(react|react-dom|@blueprintjs|fastify|drizzle-orm|pg|@electric-sql|xstate)/,
  machines: /^(react|react-dom|@xstate\/react|@blueprintjs|fastify|drizzle-orm|pg|@electric-sql)/,
  src: /^(fastify|drizzle-orm|pg|@electric-sql|argon2)/,
};

const isPackage = (edge: ImportEdge) => !edge.specifier.startsWith('.') || edge.to.startsWith('node_modules/');
const show = (edge: ImportEdge) => `${edge.from} → ${edge.to}`;

/** A src file's layer: `app`, `feature:<area>`, `components`, `lib`, or `entry` (main.tsx, styles). */
function srcLayer(file: string): string {
  const [, top, area] = file.split('/');
  if (top === 'features') return `feature:${area}`;
  return ['app', 'components', 'lib'].includes(top) ? top : 'entry';
}

/** Whether an import inside src goes against app → features/<area> → components, lib. */
function breaksSrcLayers(from: string, to: string): boolean {
  const [source, target] = [srcLayer(from), srcLayer(to)];
  if (source.startsWith('feature:')) return target === 'app' || (target.startsWith('feature:') && target !== source);
  if (source === 'components' || source === 'lib') return target === 'app' || target.startsWith('feature:');
  return false;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('import direction', () => {
  const edges = projectImports();

  for (const part of PARTS) {
    it(`${part} imports only what it may`, () => {
      const wrong = edges
        .filter((edge) => edge.from.startsWith(`${part}/`))
        .filter((edge) =>
          isPackage(edge)
            ? !/\.test\.tsx?$/.test(edge.from) && FORBIDDEN_PACKAGES[part]?.test(edge.specifier)
            : !ALLOWED[part].includes(edge.to.split('/')[0]),
        )
        .map(show);
      expect(wrong).toEqual([]);
    });
  }

  it('inside src, a feature imports no other feature nor the app shell, and components and lib import no feature', () => {
    const found = edges
      .filter((e) => e.from.startsWith('src/') && e.to.startsWith('src/') && breaksSrcLayers(e.from, e.to))
      .map(show);
    expect(found).toEqual([]);
  });

  it('tells the layers apart', () => {
    expect(breaksSrcLayers('src/features/orders/A.tsx', 'src/features/returns/B.tsx')).toBe(true);
    expect(breaksSrcLayers('src/features/orders/A.tsx', 'src/features/orders/bulk/B.tsx')).toBe(false);
    expect(breaksSrcLayers('src/features/orders/A.tsx', 'src/app/router.tsx')).toBe(true);
    expect(breaksSrcLayers('src/components/A.tsx', 'src/features/orders/B.tsx')).toBe(true);
    expect(breaksSrcLayers('src/lib/a.ts', 'src/app/session/b.ts')).toBe(true);
    expect(breaksSrcLayers('src/app/screens.tsx', 'src/features/orders/OrdersScreen.tsx')).toBe(false);
    expect(breaksSrcLayers('src/features/orders/A.tsx', 'src/lib/api.ts')).toBe(false);
  });

  it('machines use no fetch', () => {
    const offenders = sourceFiles(join(ROOT, 'machines')).filter(
      (f) => !f.endsWith('.test.ts') && /\bfetch\(/.test(readFileSync(f, 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
