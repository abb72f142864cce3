/**
 * What every browser test file starts with: a portal on its own seeded database (a clone of the run's
 * template), started before the file's first test and closed after its last, and Debian's Chromium: the worker's
 * browser (tests/support/browser.ts), in which the file's pages get contexts of their own, closed after its last test.
 *
 *   const e2e = portalAndBrowser({ orders: 40 });
 *   it('…', async () => {
 *     const page = await e2e.signedInPage({ as: 'orders', hash: '/manageOrder/all' });
 *     …
 *   });
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AppConfig } from '../../server/config';
import type { Engine } from '../../server/db/client';
import { demoAccounts } from '../../server/seed/accounts';
import { closeContexts, launchBrowser, screenshot, signIn, workersSharedBrowser } from './browser';
import { consoleWatch } from './console-watch';
import { startPortal, DEFAULT_PORTAL_ORDERS, type RunningPortal } from './portal';
import { TIMEOUT_SCALE } from '../../server/test-support/timeouts';

export interface E2eOptions {
  /** Demo orders in the portal's database (default DEFAULT_PORTAL_ORDERS, the run's template: no seeding). */
  orders?: number;
  /** Server configuration for this file's portal (e.g. short token lifetimes). */
  config?: Partial<AppConfig>;
  /** The portal's database engine (default DEFAULT_PORTAL_ENGINE: PostgreSQL when DATABASE_URL is set; 'postgres' needs it). */
  engine?: Engine;
  /** More Chromium flags (e.g. `--host-resolver-rules=…` to reach the portal under another name). */
  browserArgs?: readonly string[];
}

export interface PageOptions extends BrowserContextOptions {
  /** Playwright's default timeout for the page's actions and waits, in ms (default 15 s). */
  timeout?: number;
  /**
   * The browser says its user saves data (default true), so the portal skips its idle prefetch of every screen's code
   * after sign-in (app/usePrefetchScreens.ts): each page a test opens would otherwise load and run all of it.
   * code-split.e2e.test.ts checks the prefetch itself.
   */
  saveData?: boolean;
}

export interface SignedInPageOptions extends PageOptions {
  /** The demo account to sign in as (default the Master Admin). */
  as?: 'admin' | 'orders' | 'catalogue';
  /** Ticks Remember me on the sign-in screen. */
  remember?: boolean;
  /** Where to go once signed in (default: stay on the dashboard). */
  hash?: string;
}

export interface E2e {
  readonly portal: RunningPortal;
  readonly browser: Browser;
  /** A page in a fresh browser context (its own storage), 1440×900 unless the options say otherwise. */
  newPage(options?: PageOptions): Promise<Page>;
  /** A fresh page signed in through the sign-in screen, as a person would, then on its landing screen or at `hash`. */
  signedInPage(options?: SignedInPageOptions): Promise<Page>;
  /** Watches the console of a context the test opened itself (newPage's are watched already). */
  watch(context: BrowserContext): void;
  /** Allows, for the current test only, a console line it provokes on purpose (say why beside the call). */
  expectConsole(pattern: RegExp): void;
}

/** Every page's wait is multiplied by E2E_TIMEOUT_SCALE (server/test-support/timeouts.ts), as the API tests' are. */
export { TIMEOUT_SCALE };

/**
 * Every toast the page shows, recorded as it appears (its text, in order), so a test can ask whether one was shown
 * even after its 5 s are over: on a loaded run a success toast can come and go between two looks at the page.
 */
async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const shown: string[] = [];
    (window as unknown as { __shownToasts: string[] }).__shownToasts = shown;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement)
            for (const toast of node.matches('.bp6-toast') ? [node] : node.querySelectorAll('.bp6-toast'))
              shown.push(toast.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

/** Waits until the page has shown a toast containing `text` (still shown or already closed). */
export async function toastShown(page: Page, text: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => (window as unknown as { __shownToasts?: string[] }).__shownToasts?.some((t) => t.includes(wanted)),
    text,
  );
}

/**
 * The browser's data-saver hint, so the portal does not fetch every screen while idle (src/app/usePrefetchScreens.ts):
 * a test of one screen does not pay the CPU for all of them. Only a test of the prefetch itself leaves it off.
 */
export async function hintSaveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const info = (window as unknown as { NetworkInformation?: { prototype: object } }).NetworkInformation;
    if (info) Object.defineProperty(info.prototype, 'saveData', { get: () => true });
  });
}

const passwordOf = (username: string) => demoAccounts().find((account) => account.username === username)!.password;

function started<T>(value: T | undefined): T {
  if (!value)
    throw new Error('portalAndBrowser: the portal and browser start in beforeAll; use them inside hooks and tests');
  return value;
}

/** Registers this file's beforeAll/afterAll that start and close its portal and browser. */
export function portalAndBrowser({
  orders = DEFAULT_PORTAL_ORDERS,
  config = {},
  browserArgs = [],
  engine,
}: E2eOptions = {}): E2e {
  let portal: RunningPortal | undefined;
  let browser: Browser | undefined;
  /** Console errors, warnings and uncaught errors of the pages this file opened: an unexpected one fails its test. */
  const consoles = consoleWatch();
  beforeAll(async () => {
    // A file with flags of its own gets a browser of its own; the others share their worker's (each with its own contexts).
    [portal, browser] = await Promise.all([
      startPortal(config, { orders, engine }),
      browserArgs.length ? launchBrowser(browserArgs) : workersSharedBrowser(),
    ]);
  });
  // A failure says what the pages showed: each open page's address and text go to the log, its picture to
  // the screenshots (`failed-<test>-<n>.png`), so a failure on a loaded CI machine can be read afterwards.
  afterEach(async ({ task }) => {
    const unexpected = consoles.takeUnexpected();
    if (unexpected.length && task.result?.state !== 'fail')
      throw new Error(`The console said what the test did not expect:\n${unexpected.join('\n')}`);
    if (unexpected.length) console.error(`[${task.name}] the console said:\n${unexpected.join('\n')}`);
    if (task.result?.state !== 'fail' || !browser) return;
    const pages = browser.contexts().flatMap((context) => context.pages());
    for (const [n, page] of pages.entries()) {
      const shown = (await page.locator('main').count()) ? page.locator('main').first() : page.locator('body');
      const dialogs = await page
        .getByRole('dialog')
        .allInnerTexts()
        .catch(() => []);
      const text = [await shown.innerText({ timeout: 2_000 }).catch(() => '(no text)'), ...dialogs].join(' | dialog: ');
      const shot = await screenshot(page, `failed-${task.name.replace(/\W+/g, '-').slice(0, 60)}-${n}`).catch(
        () => '(no picture)',
      );
      console.error(`[${task.name}] page ${n}: ${page.url()}\n${text.replace(/\s+/g, ' ').slice(0, 1_500)}\n${shot}`);
    }
  });
  afterAll(async () => {
    // Every context in the browser is this file's: a worker runs one file at a time, and each closes its own here.
    if (browserArgs.length) await browser?.close();
    else await closeContexts(browser);
    await portal?.close();
    // What the pages logged after the last test (e.g. while their contexts closed) fails the file.
    const unexpected = consoles.takeUnexpected();
    if (unexpected.length) throw new Error(`The console said what no test expected:\n${unexpected.join('\n')}`);
  });
  const e2e: E2e = {
    watch: consoles.watch,
    expectConsole: consoles.expectConsole,
    get portal() {
      return started(portal);
    },
    get browser() {
      return started(browser);
    },
    async newPage({ timeout = 15_000, saveData = true, ...context } = {}) {
      // Reduced motion, as the system setting asks it (the portal honours it: styles/motion.css, components/overlays.tsx):
      // a step does not wait out a dialog's 300 ms or a spinner's frames; reduced-motion.e2e.test.ts checks both ways.
      const browserContext = await e2e.browser.newContext({
        viewport: { width: 1440, height: 900 },
        reducedMotion: 'reduce',
        ...context,
      });
      if (saveData) await hintSaveData(browserContext);
      await recordToasts(browserContext);
      consoles.watch(browserContext);
      const page = await browserContext.newPage();
      page.setDefaultTimeout(timeout * TIMEOUT_SCALE);
      return page;
    },
    async signedInPage({ as = 'admin', remember = false, hash, ...options } = {}) {
      const page = await e2e.newPage(options);
      // Opened signed out, a screen sends the visitor to sign in and back to it afterwards (app/guards.tsx), so the
      // page never draws the landing screen on the way.
      await page.goto(`${e2e.portal.url}#${hash ?? '/login'}`);
      await signIn(page, as, passwordOf(as), remember);
      // The screen asked for, else the landing screen: the dashboard, or the first screen the account may open.
      await page.waitForURL((url) => url.hash !== '' && !url.hash.startsWith('#/login'));
      return page;
    },
  };
  return e2e;
}
