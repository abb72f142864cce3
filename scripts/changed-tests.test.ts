/**
 * `npm run test:changed`'s selection (changed-tests.ts) on small graphs, and once on the project itself: touching one
 * machine runs its tests, its screen's browser files and its UI paths, not the whole suite.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { selectTests, standIns, type ModuleEdge, type Registry, type SelectionInput } from './changed-tests';
import { planChangedTests } from './changed-tests-plan';
import { ROOT } from './module-graph';

const edge = (from: string, to: string, lazy = false): ModuleEdge => (lazy ? { from, to, lazy } : { from, to });
const select = (input: Partial<SelectionInput> & Pick<SelectionInput, 'changed'>) =>
  selectTests({ edges: [], tests: [], ...input });
const chosen = (input: Partial<SelectionInput> & Pick<SelectionInput, 'changed'>) =>
  [...select(input).keys()].toSorted();

describe('tests whose imports reach a changed file', () => {
  const edges = [
    edge('a.test.ts', 'a.ts'),
    edge('a.ts', 'lib/b.ts'),
    edge('c.test.ts', 'c.ts'),
    edge('lib/b.ts', 'lib/d.ts'),
  ];
  const tests = ['a.test.ts', 'c.test.ts'];

  it('runs a test importing the file directly or through a chain, and no other', () => {
    expect(chosen({ edges, tests, changed: ['lib/d.ts'] })).toEqual(['a.test.ts']);
    expect(chosen({ edges, tests, changed: ['c.ts'] })).toEqual(['c.test.ts']);
  });

  it('says which changed file each test reaches, and how', () => {
    const selection = select({ edges, tests, changed: ['a.ts', 'lib/d.ts', 'c.test.ts'] });
    expect(selection.get('a.test.ts')).toEqual(['a.ts imports it', 'lib/d.ts via a.ts']);
    expect(selection.get('c.test.ts')).toEqual(['c.test.ts is the changed file']);
  });

  it('counts a file the graph does not hold as the graph files of its folder, or of the nearest folder above', () => {
    expect(chosen({ edges, tests, changed: ['lib/style.css'] })).toEqual(['a.test.ts']);
    expect(chosen({ edges, tests, changed: ['lib/deep/asset.png'] })).toEqual(['a.test.ts']);
    expect(standIns('lib/x.sql', new Set(['lib/b.ts', 'lib/d.ts', 'a.ts']))).toEqual(['lib/b.ts', 'lib/d.ts']);
    expect(chosen({ edges, tests, changed: ['notes.txt'] })).toEqual([]);
  });

  it('runs every test for a file everything depends on, none for one ignored, and follows an alias', () => {
    expect(chosen({ edges, tests, changed: ['package.json'], everything: ['package.json'] })).toEqual(tests);
    expect(chosen({ edges, tests, changed: ['lib/README.md'], ignore: (f) => f.endsWith('.md') })).toEqual([]);
    expect(chosen({ edges, tests, changed: ['index.html'], aliases: new Map([['index.html', ['c.ts']]]) })).toEqual([
      'c.test.ts',
    ]);
  });
});

describe('browser files, which reach the app through pages', () => {
  // main.tsx loads the shell statically; the route table loads screens lazily; a screen loads a chart lazily.
  const edges = [
    edge('src/main.tsx', 'src/app/screens.tsx'),
    edge('src/main.tsx', 'src/lib/format.ts'),
    edge('src/app/screens.tsx', 'src/features/stock/StockScreen.tsx', true),
    edge('src/app/screens.tsx', 'src/features/sales/SalesScreen.tsx', true),
    edge('src/app/screens.tsx', 'src/features/blog/BlogScreen.tsx', true),
    edge('src/features/stock/StockScreen.tsx', 'machines/stock.machine.ts'),
    edge('src/features/stock/StockScreen.tsx', 'src/lib/format.ts'),
    edge('src/features/sales/SalesScreen.tsx', 'src/features/sales/SalesChart.tsx', true),
    edge('src/features/sales/SalesChart.tsx', 'src/components/chart.tsx'),
    edge('machines/stock.machine.test.ts', 'machines/stock.machine.ts'),
  ];
  const browser = {
    tests: ['stock.e2e.ts', 'sales.e2e.ts', 'sweep.e2e.ts'],
    entry: 'src/main.tsx',
    routeTables: ['src/app/screens.tsx'],
    screens: new Map([
      ['src/features/stock/StockScreen.tsx', ['stock.e2e.ts', 'sweep.e2e.ts']],
      ['src/features/sales/SalesScreen.tsx', ['sales.e2e.ts', 'sweep.e2e.ts']],
    ]),
  };
  const tests = [...browser.tests, 'machines/stock.machine.test.ts'];

  it("runs a machine's unit test and the browser files opening the screen that uses it", () => {
    expect(chosen({ edges, tests, browser, changed: ['machines/stock.machine.ts'] })).toEqual([
      'machines/stock.machine.test.ts',
      'stock.e2e.ts',
      'sweep.e2e.ts',
    ]);
    expect(select({ edges, tests, browser, changed: ['machines/stock.machine.ts'] }).get('stock.e2e.ts')).toEqual([
      'machines/stock.machine.ts opens the screen src/features/stock/StockScreen.tsx',
    ]);
  });

  it('follows lazy imports inside a screen (a chart) up to the screen', () => {
    expect(chosen({ edges, tests, browser, changed: ['src/components/chart.tsx'] })).toEqual([
      'sales.e2e.ts',
      'sweep.e2e.ts',
    ]);
  });

  it('runs every browser file for a file the shell loads, even when screens use it too', () => {
    expect(chosen({ edges, tests, browser, changed: ['src/lib/format.ts'] })).toEqual(browser.tests.toSorted());
    expect(
      chosen({
        edges,
        tests,
        browser,
        changed: ['src/styles/app.css'],
        aliases: new Map([['src/styles/app.css', ['src/main.tsx']]]),
      }),
    ).toEqual(browser.tests.toSorted());
  });

  it('runs every browser file for a screen whose routes are unknown', () => {
    expect(chosen({ edges, tests, browser, changed: ['src/features/blog/BlogScreen.tsx'] })).toEqual(
      browser.tests.toSorted(),
    );
  });
});

describe('a registry reached through one of its entries', () => {
  // models.ts lists every model; ui-suite.ts walks them for the UI-path files, each of which uses some models.
  const edges = [
    edge('machines/models.ts', 'machines/stock.model.ts'),
    edge('machines/models.ts', 'machines/wallet.model.ts'),
    edge('machines/models.ts', 'contract/index.ts'),
    edge('machines/stock.model.ts', 'machines/stock.machine.ts'),
    edge('machines/wallet.model.ts', 'machines/wallet.machine.ts'),
    edge('machines/wallet.model.ts', 'contract/index.ts'),
    edge('tests/paths/ui-suite.ts', 'machines/models.ts'),
    edge('machines/paths.test.ts', 'machines/models.ts'),
    edge('ui-paths-dialogs.e2e.ts', 'tests/paths/ui-suite.ts'),
    edge('ui-paths-stock.e2e.ts', 'tests/paths/ui-suite.ts'),
    edge('ui-paths-other.e2e.ts', 'tests/paths/ui-suite.ts'),
  ];
  const tests = ['machines/paths.test.ts', 'ui-paths-dialogs.e2e.ts', 'ui-paths-stock.e2e.ts', 'ui-paths-other.e2e.ts'];
  const registry: Registry = {
    file: 'machines/models.ts',
    consumer: 'tests/paths/ui-suite.ts',
    entryKeys: new Map([
      ['machines/stock.model.ts', ['stock adjustment']],
      ['machines/wallet.model.ts', ['wallet adjustment']],
    ]),
    testKeys: new Map([
      ['ui-paths-dialogs.e2e.ts', ['confirm', 'wallet adjustment']],
      ['ui-paths-stock.e2e.ts', ['stock adjustment']],
    ]),
  };

  it("runs only the UI paths walking that entry's models (and a walker whose models are unknown)", () => {
    expect(chosen({ edges, tests, registry, changed: ['machines/wallet.machine.ts'] })).toEqual([
      'machines/paths.test.ts',
      'ui-paths-dialogs.e2e.ts',
      'ui-paths-other.e2e.ts',
    ]);
    expect(
      select({ edges, tests, registry, changed: ['machines/wallet.machine.ts'] }).get('ui-paths-dialogs.e2e.ts'),
    ).toEqual(["machines/wallet.machine.ts walks 'wallet adjustment' (machines/models.ts)"]);
  });

  it('runs every walker for the registry itself, or for a file reaching it through an entry of no known models', () => {
    expect(chosen({ edges, tests, registry, changed: ['machines/models.ts'] })).toEqual(tests.toSorted());
    expect(chosen({ edges, tests, registry, changed: ['contract/index.ts'] })).toEqual(tests.toSorted());
  });
});

/** A machine's file wherever its area folder is. */
const machine = (name: string) =>
  `machines/${readdirSync(`${ROOT}/machines`, { recursive: true })
    .map(String)
    .find((f) => f.endsWith(`/${name}`) || f === name)}`;

describe('on this project', () => {
  it("touching one machine runs its tests, its screens' browser files and its UI paths, not the whole suite", async () => {
    const [stock, wallet] = [machine('stock-adjustment.machine.ts'), machine('wallet-adjustment.machine.ts')];
    // One plan for both (the compiler reads the whole project); each reason names its changed file.
    const { selection, projects } = await planChangedTests([stock, wallet]);
    const by = (changed: string) =>
      [...selection].filter(([, why]) => why.some((w) => w.startsWith(`${changed} `))).map(([test]) => test);
    expect(by(stock)).toContain(machine('stock-adjustment.machine.test.ts'));
    expect(by(stock)).toContain('tests/e2e/stock.e2e.test.ts');
    expect(by(stock).filter((f) => f.includes('ui-paths-'))).toEqual([]);
    const browserFiles = [...projects].filter(([, project]) => project === 'e2e');
    expect(by(stock).filter((f) => projects.get(f) === 'e2e').length).toBeLessThan(browserFiles.length / 4);
    expect(by(wallet).filter((f) => f.includes('ui-paths-'))).toEqual(['tests/e2e/ui-paths-dialogs.e2e.test.ts']);
    expect(by(wallet)).toContain('tests/e2e/wallets.e2e.test.ts');
  }, 120_000); // a few seconds on an idle machine, more on a loaded one
});
