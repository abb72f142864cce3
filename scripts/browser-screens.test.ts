/** Which browser files open which screen, for `npm run test:changed` (browser-screens.ts). */
import { describe, expect, it } from 'vitest';
import { resourceRoutes, routeModules, routesOpened, screensOpened, type RouteInfo } from './browser-screens';

const ROUTES: RouteInfo[] = [
  { name: 'HOME', path: 'dashboard', title: 'Dashboard', menu: { label: 'Dashboard' } },
  { name: 'MANAGE_STOCK', path: 'manageStock/:tab', title: 'Stock Management', menu: { label: 'Stock' } },
  { name: 'EDIT_PRODUCT', path: 'product/:action/:id', title: 'Edit Product' },
  { name: 'BLOG', path: 'manageBlog', title: 'Blog', menu: { label: 'Blog' } },
];

describe('routes a browser file opens', () => {
  it('by path, name, title or menu label, as whole strings', () => {
    expect(routesOpened('await page.goto(`${url}#/manageStock/${tab}`);', ROUTES)).toEqual(['MANAGE_STOCK']);
    expect(routesOpened("signedInPage({ hash: '/product/edit/2' })", ROUTES)).toEqual(['EDIT_PRODUCT']);
    expect(routesOpened("menu.getByRole('link', { name: 'Stock', exact: true })", ROUTES)).toEqual(['MANAGE_STOCK']);
    expect(routesOpened("routePath('BLOG')", ROUTES)).toEqual(['BLOG']);
    expect(routesOpened("getByText('Stock of S / Black'); fetch(`${API}/manageBlog`)", ROUTES)).toEqual([]);
  });

  it('every route for a file that loads every screen: the route table, or a page whose idle prefetch loads them', () => {
    expect(routesOpened('for (const route of ROUTES) {}', ROUTES)).toBe('all');
    expect(routesOpened('const context = await e2e.browser.newContext({});', ROUTES)).toBe('all');
    expect(routesOpened('e2e.newPage({ saveData: false })', ROUTES)).toBe('all');
    // A context of its own with the data-saver hint loads only what it opens.
    expect(
      routesOpened("await e2e.browser.newContext({}); await hintSaveData(context); goto('#/manageStock')", ROUTES),
    ).not.toBe('all');
  });
});

describe('screens of the route table', () => {
  it("reads each route's lazily imported screen module", () => {
    const table =
      "const S = {\n  MANAGE_STOCK: () => import('../features/catalogue/stock/StockScreen').then((m) => m.StockScreen),\n" +
      "  ADD_PRODUCT: () => import('../features/p/Editor').then((m) => m.E),\n  EDIT_PRODUCT: () => import('../features/p/Editor').then((m) => m.E),\n};";
    const files = new Set(['src/features/catalogue/stock/StockScreen.tsx', 'src/features/p/Editor.tsx']);
    expect(routeModules('src/app/screens.tsx', table, files)).toEqual(
      new Map([
        ['src/features/catalogue/stock/StockScreen.tsx', ['MANAGE_STOCK']],
        ['src/features/p/Editor.tsx', ['ADD_PRODUCT', 'EDIT_PRODUCT']],
      ]),
    );
  });

  it("reads a resource's route from its definition, not the next resource's", () => {
    const contract =
      "export const A = defineKitResource({\n  key: 'blog',\n  label: 'Blog',\n  route: 'BLOG',\n});\n" +
      "export const B = defineKitResource({\n  key: 'no-screen',\n});\nexport const C = {\n  key: 'faq',\n  route: 'FAQS',\n};\n";
    expect(resourceRoutes([contract])).toEqual(
      new Map([
        ['blog', 'BLOG'],
        ['faq', 'FAQS'],
      ]),
    );
  });

  it('maps each screen to the browser files opening it; the landing screen and unknown ones to none (every file runs)', () => {
    const texts: Record<string, string> = {
      'src/app/screens.tsx':
        "  HOME: () => import('../features/dashboard/Home'),\n  MANAGE_STOCK: () => import('../features/stock/StockScreen'),",
      'tests/e2e/stock.e2e.test.ts': "page.goto('#/manageStock/in-stock')",
      'tests/e2e/ui-paths-x.e2e.test.ts': "import { a } from './adapters/a.adapter';",
      'tests/e2e/adapters/a.adapter.ts': "await page.getByRole('link', { name: 'Blog' })",
      'contract/blog.ts': "  key: 'blog',\n  route: 'BLOG',\n",
    };
    const edges = [
      { from: 'src/app/screens.tsx', to: 'src/features/dashboard/Home.tsx', lazy: true },
      { from: 'src/app/screens.tsx', to: 'src/features/stock/StockScreen.tsx', lazy: true },
      { from: 'src/app/screens.tsx', to: 'src/features/content/blog.form.tsx', lazy: true },
      { from: 'src/app/screens.tsx', to: 'src/components/Generic.tsx', lazy: true },
      { from: 'tests/e2e/ui-paths-x.e2e.test.ts', to: 'tests/e2e/adapters/a.adapter.ts' },
    ];
    const screens = screensOpened({
      edges,
      files: [...Object.keys(texts), ...edges.map((e) => e.to)],
      read: (f) => texts[f] ?? '',
      routes: ROUTES,
      routeTables: ['src/app/screens.tsx'],
      browserTests: ['tests/e2e/stock.e2e.test.ts', 'tests/e2e/ui-paths-x.e2e.test.ts'],
      landing: ['HOME'],
    });
    expect(screens).toEqual(
      new Map([
        ['src/features/stock/StockScreen.tsx', ['tests/e2e/stock.e2e.test.ts']],
        ['src/features/content/blog.form.tsx', ['tests/e2e/ui-paths-x.e2e.test.ts']],
      ]),
    );
  });
});
