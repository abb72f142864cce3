/** The bundler's view of imports for `npm run test:changed`: lazy imports and Vite's globs (module-edges.ts). */
import { describe, expect, it } from 'vitest';
import { bundlerEdges, globEdges, globToRegExp, importsLazily } from './module-edges';

describe('module edges as the bundler loads them', () => {
  it("reads Vite's globs: stars within a folder, globstars across folders, alternatives", () => {
    expect(globToRegExp('src/features/*/*.form.tsx').test('src/features/content/blog.form.tsx')).toBe(true);
    expect(globToRegExp('src/features/*/*.form.tsx').test('src/features/content/x/blog.form.tsx')).toBe(false);
    expect(globToRegExp('contract/**/*.test.ts').test('contract/a/b/c.test.ts')).toBe(true);
    expect(globToRegExp('contract/**/*.test.ts').test('contract/c.test.ts')).toBe(true);
    expect(globToRegExp('a/*.{ts,tsx}').test('a/b.tsx')).toBe(true);
  });

  it('matches a glob call from its own folder, eager ones loaded with their importer, exclusions left out', () => {
    const files = [
      'contract/platform/catalog.ts',
      'contract/blog/blog.ts',
      'contract/blog/blog.test.ts',
      'src/features/blog/blog.form.tsx',
    ];
    const eager =
      "const m = import.meta.glob<Record<string, unknown>>(['../*/*.ts', '!**/*.test.ts', '!./catalog.ts'], { eager: true });";
    expect(globEdges('contract/platform/catalog.ts', eager, files)).toEqual([
      { from: 'contract/platform/catalog.ts', to: 'contract/blog/blog.ts', lazy: false },
    ]);
    const lazy = "const FORMS = import.meta.glob<FormModule>('../features/*/*.form.tsx');";
    expect(globEdges('src/app/screens.ts', lazy, files)).toEqual([
      { from: 'src/app/screens.ts', to: 'src/features/blog/blog.form.tsx', lazy: true },
    ]);
  });

  it('marks an import lazy only when every import of that module is an import()', () => {
    expect(importsLazily("const load = () => import('./Stock');", './Stock')).toBe(true);
    expect(importsLazily("import { x } from './Stock';\nconst load = () => import('./Stock');", './Stock')).toBe(false);
    expect(importsLazily("import type { X } from './Stock';", './Stock')).toBe(false);
    expect(importsLazily("import('./StockScreen')", './Stock')).toBe(false);
  });

  it("keeps the project's own imports, marks the lazy ones, and adds the globs", () => {
    const texts: Record<string, string> = {
      'src/a.ts': "import { b } from './b';\nconst c = () => import('./c');\nconst d = import.meta.glob('./d/*.ts');",
    };
    const imports = [
      { from: 'src/a.ts', to: 'src/b.ts', specifier: './b' },
      { from: 'src/a.ts', to: 'src/c.ts', specifier: './c' },
      { from: 'src/a.ts', to: 'node_modules/react/index.d.ts', specifier: 'react' },
    ];
    expect(bundlerEdges(imports, ['src/a.ts', 'src/b.ts', 'src/c.ts', 'src/d/e.ts'], (f) => texts[f] ?? '')).toEqual([
      { from: 'src/a.ts', to: 'src/b.ts' },
      { from: 'src/a.ts', to: 'src/c.ts', lazy: true },
      { from: 'src/a.ts', to: 'src/d/e.ts', lazy: true },
    ]);
  });
});
