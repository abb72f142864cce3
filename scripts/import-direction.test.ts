/**
 * Keeps the one direction of ARCHITECTURE.md: contract ← machines ← (server | src).
 * contract imports no other part and no React or drivers; machines import only contract (no React, no fetch);
 * src never imports server; server never imports src.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');
const PARTS = ['contract', 'machines', 'server', 'src'] as const;
const ALLOWED: Record<(typeof PARTS)[number], string[]> = {
  contract: ['contract'],
  machines: ['contract', 'machines'],
  server: ['contract', 'machines', 'server'],
  src: ['contract', 'machines', 'src'],
};
const FORBIDDEN_PACKAGES: Partial<Record<(typeof PARTS)[number], RegExp>> = {
  contract: /^(react|react-dom|@blueprintjs|fastify|drizzle-orm|pg|@electric-sql|xstate)/,
  machines: /^(react|react-dom|@xstate\/react|@blueprintjs|fastify|drizzle-orm|pg|@electric-sql)/,
  src: /^(fastify|drizzle-orm|pg|@electric-sql|argon2)/,
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]);

describe('import direction', () => {
  for (const part of PARTS) {
    it(`${part} imports only what it may`, () => {
      const wrong: string[] = [];
      let dirExists = true;
      try { statSync(join(root, part)); } catch { dirExists = false; }
      if (!dirExists) return;
      for (const file of sourceFiles(join(root, part))) {
        for (const spec of importsOf(file)) {
          const where = `${relative(root, file)} → ${spec}`;
          if (spec.startsWith('.')) {
            const target = relative(root, resolve(file, '..', spec)).split(/[\\/]/)[0];
            if (!ALLOWED[part].includes(target)) wrong.push(where);
          } else if (FORBIDDEN_PACKAGES[part]?.test(spec) && !file.endsWith('.test.ts')) {
            wrong.push(where);
          }
        }
      }
      expect(wrong).toEqual([]);
    });
  }
  it('machines use no fetch', () => {
    const offenders = sourceFiles(join(root, 'machines')).filter((f) => !f.endsWith('.test.ts') && /\bfetch\(/.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
