/**
 * The portal's code is split per screen: sign-in loads only the shell, and the shell and the whole build keep within
 * their budgets (issue 47); the signed-in shell, each area's code and the icons arrive after it, when first opened (or
 * earlier, fetched while idle after sign-in), with a loading state while it loads and a reload when it cannot be
 * fetched (a redeploy removed it, or the network dropped).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser, TIMEOUT_SCALE } from '../support/e2e';
import { spaDir } from '../support/portal';

let context: BrowserContext | undefined;

const e2e = portalAndBrowser();
beforeAll(async () => {});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

async function freshPage(): Promise<Page> {
  context = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 } });
  e2e.watch(context);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/**
 * The most JavaScript (kB, gzip) the browser may fetch to show the sign-in screen. Issue 47 asks for 150; the first
 * load stood at 329 kB before that split, at 205 kB after it, and at 140 kB once the sign-in showed without
 * the router and classic zod (React DOM 63, zod/mini 18, XState 13, TanStack Query 11, Blueprint 10, React 4, the
 * portal's own 18, the bundler's helpers 3): lower this as the first load shrinks, never raise it to let a change through.
 */
const SIGN_IN_BUDGET_KB = 145;

/**
 * The most JavaScript (kB, gzip, each file on its own as the browser fetches it) the build may ship in all. Issue 47
 * asks for 600; it stood at 928 kB before that issue, at 635 kB once the icons, the charts and the Markdown renderer
 * were cut down, and at 593 kB once the portal's pieces past sign-in came in some seventy chunks instead of about 150
 * (vite.config.ts): lower this as the build shrinks, never raise it to let a change through.
 */
const ALL_SCRIPTS_BUDGET_KB = 600;

/** The gzip size (level 9) in kB of a file the portal serves from the build. */
const gzipKb = (pathname: string) => gzipSync(readFileSync(path.join(spaDir(), pathname)), { level: 9 }).length / 1000;

/** The scripts the page asks for until the sign-in screen shows its button. */
async function signInScripts(page: Page): Promise<string[]> {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${e2e.portal.url}#/login`);
  await page.getByRole('button', { name: 'Sign in' }).waitFor();
  return scripts;
}

/** The chunk of a screen module, e.g. `OrdersScreen-abc123.js`. */
const chunkOf = (module: string) => new RegExp(`/assets/${module}-[\\w-]+\\.js$`);

/** Signs in as the Master Admin and waits for the dashboard. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto(`${e2e.portal.url}#/login`);
  await signIn(page, 'admin', 'Admin@12345', true);
  await page.waitForURL(/#\/dashboard/);
  await page.getByText('Orders by status').waitFor();
}

describe('code splitting', () => {
  it('loads only the shell for the sign-in screen, no screen code', async () => {
    const scripts = await signInScripts(await freshPage());
    // The entry (the shell), the libraries it needs, and the bundler's runtime: nothing else (no signed-in
    // layout, no icon paths, no screen).
    expect(scripts.some((s) => /\/assets\/index-/.test(s))).toBe(true);
    expect(scripts.filter((s) => !/\/assets\/(index|vendor|rolldown-runtime)-[\w-]+\.js$/.test(s))).toEqual([]);
  });

  it(`ships at most ${ALL_SCRIPTS_BUDGET_KB} kB of JavaScript (gzip) in all`, () => {
    const scripts = readdirSync(path.join(spaDir(), 'assets')).filter((f) => f.endsWith('.js'));
    const sizes = scripts.map((f) => [f, Math.round(gzipKb(`assets/${f}`) * 10) / 10] as const);
    const total = sizes.reduce((sum, [, kb]) => sum + kb, 0);
    const largest = sizes.toSorted(([, a], [, b]) => b - a).slice(0, 8);
    expect(total, `${scripts.length} scripts; the largest (kB gzip): ${JSON.stringify(largest)}`).toBeLessThanOrEqual(
      ALL_SCRIPTS_BUDGET_KB,
    );
  });

  it(`fetches at most ${SIGN_IN_BUDGET_KB} kB of JavaScript (gzip) to show the sign-in screen`, async () => {
    const scripts = await signInScripts(await freshPage());
    const sizes = Object.fromEntries(scripts.map((s) => [s, Math.round(gzipKb(s) * 10) / 10]));
    const total = Object.values(sizes).reduce((sum, kb) => sum + kb, 0);
    expect(total, `sign-in scripts (kB gzip): ${JSON.stringify(sizes)}`).toBeLessThanOrEqual(SIGN_IN_BUDGET_KB);
  });

  it('fetches the menu screens while idle after sign-in, before they are opened', async () => {
    const page = await freshPage();
    const ordersChunk = page.waitForRequest((request) => chunkOf('OrdersScreen').test(request.url()), {
      timeout: 20_000 * TIMEOUT_SCALE,
    });
    await signInAsAdmin(page);
    await ordersChunk;
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
  });

  it('shows a loading state in the content area while a screen loads, then the screen', async () => {
    const page = await freshPage();
    let release: (() => void) | undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Holds the payments code back (both the idle prefetch and the visit wait on the same fetch).
    await page.route(chunkOf('PaymentsScreen'), async (route: Route) => {
      await held;
      await route.continue();
    });
    await signInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Payments' }).click();
    const loading = page.locator('#main').getByRole('status');
    await loading.getByText('Loading...').waitFor();
    await expect(menu.isVisible()).resolves.toBe(true);
    // The spinner fades in after a short delay; capture it once shown.
    await page.waitForFunction(
      () => getComputedStyle(document.querySelector('#main .screen-loading')!).opacity === '1',
    );
    await screenshot(page, 'screen-loading');
    release?.();
    await page
      .getByRole('heading', { name: /Payment/ })
      .first()
      .waitFor();
    await loading.waitFor({ state: 'detached' });
  });

  it('offers a reload when a screen cannot be fetched, keeping the menu, and the reload opens it', async () => {
    const page = await freshPage();
    // As after a redeploy: the old build's chunk is no longer on the server.
    // The failed import is logged by the browser, by React Router and, for whoever debugs, by the screen's error page.
    e2e.expectConsole(
      /Failed to fetch dynamically imported module|React Router caught the following error during render/,
    );
    await page.route(chunkOf('SalesScreen'), (route: Route) => route.fulfill({ status: 404, body: 'Not found' }));
    await signInAsAdmin(page);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Sales' }).click();
    await page.getByText('This screen could not be loaded').waitFor();
    await expect(menu.isVisible()).resolves.toBe(true);
    await screenshot(page, 'screen-load-failed');
    await page.unroute(chunkOf('SalesScreen'));
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.waitForURL(/#\/manageSales/);
    await page.getByRole('heading', { name: 'Sales Management' }).waitFor();
  });

  it("serves React's production build, also when the browser tests' set-up built it", async () => {
    // Under vitest NODE_ENV is 'test'; a build made with it would carry React's development code.
    const html = await (await fetch(e2e.portal.url)).text();
    const vendor = /src="([^"]*\/assets\/vendor-[\w-]+\.js)"|href="([^"]*\/assets\/vendor-[\w-]+\.js)"/.exec(html);
    expect(vendor).not.toBeNull();
    const code = await (await fetch(new URL(vendor![1] ?? vendor![2], e2e.portal.url))).text();
    // React's development build carries its warnings, such as this one; the production build does not.
    expect(code.includes('react.transitional.element')).toBe(true);
    expect(code.includes('Invalid hook call')).toBe(false);
  });
});
