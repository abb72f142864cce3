/**
 * Accessibility in Chromium: axe-core's WCAG 2.2 AA rules over every route of the contract's table
 * the Master Admin can open (the coming ones, sign-in and the open pages included) and over the main
 * overlays (a create drawer, a confirm dialog, the order detail, the filter panel), in light and dark
 * theme; then what axe cannot see: focus-ring and hover contrast, the skip link by keyboard, and the
 * data table's header (one tab stop per control, each with a visible focus).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routePath, type RouteDef, type RouteName } from '../../contract';
import { KEYBOARD_SCROLLED, axeViolations } from '../support/axe';
import { screenshot, signIn } from '../support/browser';
import { contrastOf } from '../support/contrast';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 40 });

/** Parameters for the routes that take them: a value each screen accepts. */
const PARAMS: Record<string, Record<string, string>> = {
  EDIT_PRODUCT: { action: 'edit', id: '1' },
  PLAN_CART: { planId: '1' },
};
const hashOf = (route: RouteDef) => `#${routePath(route.name as RouteName, { ...route.menu?.params, ...PARAMS[route.name] })}`;
/** Screens saved as screenshots in each theme (artifacts/screenshots), to be looked at. */
const SHOWN = new Set(['MANAGE_ORDER', 'PROMOCODE', 'MANAGE_PAYMENT']);
const openRoutes = (ROUTES as readonly RouteDef[]).filter((r) => !r.auth);
const mainRoutes = (ROUTES as readonly RouteDef[]).filter((r) => r.auth);

/** Waits until the screen has its heading and nothing is loading, with transitions already over. */
async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .bp6-skeleton, .screen-loading, .bp6-overlay-appear, .bp6-overlay-enter, .bp6-overlay-exit'));
  await page.waitForTimeout(100);
}

/** Fails with the violations, one line each, so the report says what to fix where. */
async function expectNoViolations(page: Page, where: string): Promise<void> {
  const lines = await axeViolations(page);
  expect(lines, `${where}:\n${lines.join('\n')}`).toEqual([]);
}

async function newPage(theme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  // A fresh profile has no stored theme, so the colour scheme picks it (src/components/theme.tsx).
  const page = await e2e.newPage({ colorScheme: theme, reducedMotion: 'reduce' });
  return { context: page.context(), page };
}

for (const theme of ['light', 'dark'] as const) {
  describe(`${theme} theme`, () => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(theme));
      await page.goto(`${e2e.portal.url}#/login`);
      // The first load of the SPA can be slow on a busy machine.
      await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
      expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(theme === 'dark');
    });
    afterAll(async () => {
      await context?.close();
    });

    it.each(openRoutes.map((r) => [r.title, r] as const))('signed out: %s has no violations', async (_title, route) => {
      await page.goto(`${e2e.portal.url}${hashOf(route)}`);
      await settle(page);
      await expectNoViolations(page, route.name);
    });

    it('signs in as the Master Admin', async () => {
      await page.goto(`${e2e.portal.url}#/login`);
      await signIn(page, 'admin', 'Admin@12345');
      await page.waitForURL(/#\/dashboard/);
    });

    it.each(mainRoutes.map((r) => [r.title, r] as const))('%s has no violations', async (_title, route) => {
      await page.goto(`${e2e.portal.url}${hashOf(route)}`);
      await page.waitForURL((url) => url.hash.startsWith(hashOf(route)));
      await settle(page);
      if (SHOWN.has(route.name)) await screenshot(page, `a11y-${route.path.replace(/\W+/g, '-')}-${theme}`);
      await expectNoViolations(page, route.name);
    });

    it('the filter panel with a date range has no violations', async () => {
      await page.goto(`${e2e.portal.url}#/manageOrder/all`);
      await settle(page);
      await page.getByRole('button', { name: 'Filters' }).click();
      await page.getByRole('group', { name: 'Filters' }).waitFor();
      await settle(page);
      await expectNoViolations(page, 'filter panel');
      await page.keyboard.press('Escape');
    });

    it('the order detail, an action confirmation and the shortcut sheet have no violations', async () => {
      await page.goto(`${e2e.portal.url}#/manageOrder/all?order=1`);
      const detail = page.getByRole('complementary', { name: 'Order detail' });
      await detail.locator('.order-version').waitFor();
      await settle(page);
      await expectNoViolations(page, 'order detail');
      const action = detail.locator('.order-actions button:not([disabled])').first();
      if (await action.count()) {
        await action.click();
        await page.getByRole('dialog').first().waitFor();
        await settle(page);
        await expectNoViolations(page, 'order action dialog');
        await page.keyboard.press('Escape');
        await page.getByRole('dialog').waitFor({ state: 'detached' });
      }
      await page.getByRole('button', { name: 'Shortcuts' }).click();
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor();
      await settle(page);
      await expectNoViolations(page, 'shortcut sheet');
      await page.keyboard.press('Escape');
    });

    it('the create drawer and the delete confirmation have no violations', async () => {
      await page.goto(`${e2e.portal.url}#/promocode`);
      await settle(page);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await page.locator('.resource-drawer form').waitFor();
      await settle(page);
      await screenshot(page, `a11y-promocode-drawer-${theme}`);
      await expectNoViolations(page, 'create drawer');
      await page.locator('.resource-drawer').getByRole('button', { name: 'Cancel' }).click();
      await page.locator('.resource-drawer').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: 'Delete' }).first().click();
      await page.getByRole('dialog', { name: 'Confirmation' }).waitFor();
      await settle(page);
      await expectNoViolations(page, 'delete confirmation');
      await page.getByRole('button', { name: 'Cancel' }).click();
    });

    it('the table menus and the user menu have no violations', async () => {
      await page.goto(`${e2e.portal.url}#/manageOrder/all`);
      await settle(page);
      await page.getByRole('button', { name: 'Columns' }).click();
      await page.getByRole('menu', { name: 'Columns' }).waitFor();
      await settle(page);
      await expectNoViolations(page, 'columns menu');
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: 'User menu' }).click();
      await page.getByRole('menu').first().waitFor();
      await settle(page);
      await expectNoViolations(page, 'user menu');
      await page.keyboard.press('Escape');
    });

    it('draws focus rings at 3:1 or more and keeps the primary button readable on hover', async () => {
      // A page of its own: focus and the keyboard mode must not depend on what the overlays before it left behind.
      const own = await newPage(theme);
      const { page: fresh } = own;
      await fresh.goto(`${e2e.portal.url}#/login`);
      await signIn(fresh, 'admin', 'Admin@12345');
      await fresh.waitForURL(/#\/dashboard/);
      await fresh.goto(`${e2e.portal.url}#/promocode`);
      await settle(fresh);
      const add = fresh.getByRole('button', { name: 'Add', exact: true });
      const menuLink = fresh.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Promocode' });
      // A key press first: Blueprint's FocusStyleManager shows focus rings only once the keyboard is used.
      await fresh.keyboard.press('Tab');
      await fresh.waitForFunction(() => !document.documentElement.classList.contains('bp6-focus-disabled'));
      for (const control of [add, menuLink, fresh.getByRole('button', { name: 'Toggle dark theme' })]) {
        await control.focus();
        const ring = await control.evaluate((el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineColor}`);
        expect(ring, `${control}`).toMatch(/^solid /);
        expect((await contrastOf(control)).outline, `${control}: ${ring}`).toBeGreaterThanOrEqual(3);
      }
      expect((await contrastOf(add)).text).toBeGreaterThanOrEqual(4.5);
      await add.hover();
      await fresh.waitForTimeout(300);
      expect((await contrastOf(add)).text).toBeGreaterThanOrEqual(4.5);
      await own.context.close();
    });
  });
}

describe('by keyboard', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage('light'));
    await page.goto(`${e2e.portal.url}#/login`);
    await signIn(page, 'admin', 'Admin@12345', true);
    await page.waitForURL(/#\/dashboard/);
  });
  afterAll(async () => {
    await context?.close();
  });

  it('shows "Skip to main content" on the first Tab, and Enter moves focus into the main region', async () => {
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await page.reload();
    await settle(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.x >= 0 && box.height > 10).toBe(true);
    await screenshot(page, 'skip-link-light');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#main')))).toBe(true);
  });

  it('scrolls the data table by keyboard from its container (why axe leaves its scroll region out)', async () => {
    // A short window, so the page of orders overflows the grid.
    await page.setViewportSize({ width: 1440, height: 420 });
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await settle(page);
    await page.locator('.data-table .bp6-table-body-cells .bp6-table-cell-row-2').first().waitFor();
    const scroller = page.locator(KEYBOARD_SCROLLED);
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('bp6-table-container'))).toBe(true);
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowDown');
    await expect.poll(() => scroller.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('names each drawer by its title as a modal dialog, and keeps Tab inside it', async () => {
    /** Tabs through the open dialog: focus never leaves it (Blueprint's overlay keeps it there). */
    const tabsStayIn = async (dialog: ReturnType<Page['getByRole']>) => {
      for (let i = 0; i < 12; i++) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((el) => el.contains(document.activeElement)), `Tab ${i + 1}`).toBe(true);
      }
    };
    await page.goto(`${e2e.portal.url}#/promocode`);
    await settle(page);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const add = page.getByRole('dialog', { name: 'Add promo code' });
    await add.getByRole('textbox').first().waitFor();
    expect(await add.getAttribute('aria-modal')).toBe('true');
    await tabsStayIn(add);
    await add.getByRole('button', { name: 'Cancel' }).click();
    await add.waitFor({ state: 'detached' });

    await page.goto(`${e2e.portal.url}#/manageReturn/all`);
    await settle(page);
    const open = page.getByRole('button', { name: /^Open return \d+$/ }).first();
    const id = (await open.getAttribute('aria-label'))!.replace('Open return ', '');
    await open.click();
    const drawer = page.getByRole('dialog', { name: new RegExp(`^(Return|Exchange) ${id}$`) });
    await drawer.getByRole('toolbar', { name: 'Actions' }).waitFor();
    await settle(page);
    await expectNoViolations(page, 'return drawer');
    await tabsStayIn(drawer);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });

    await page.goto(`${e2e.portal.url}#/manageOrder/all?order=1`);
    await page.getByRole('complementary', { name: /^Order detail ORD/ }).locator('.order-version').waitFor();
  });

  it('reaches each column header control of the orders table once, each with a visible focus', async () => {
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await settle(page);
    await page.locator('.data-table .bp6-table-body-cells .bp6-table-cell-row-2').first().waitFor();
    const expected = await page.evaluate(() => [
      'Select all rows on this page',
      ...new Set([...document.querySelectorAll('.data-table .bp6-table-column-headers .dt-sort')].map((b) => b.textContent?.trim() ?? '')),
    ]);
    await page.getByRole('button', { name: 'Export CSV' }).focus();
    const stops: string[] = [];
    const hidden: string[] = [];
    for (let i = 0; i < 200; i++) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(headerStop);
      if (stop.done) break;
      if (stop.name === undefined) continue;
      stops.push(stop.name);
      if (!stop.visible) hidden.push(`${stop.name}: ${JSON.stringify(stop.why)}`);
    }
    expect(stops.toSorted()).toEqual(expected.toSorted());
    expect(hidden).toEqual([]);
  });
});

/** Runs in the page: where focus is after a Tab, and whether a focused header control is seen with its ring. */
function headerStop(): { done: boolean; name?: string; visible?: boolean; why?: Record<string, boolean> } {
  const el = document.activeElement as HTMLElement;
  if (!el.closest('.data-table') || el.closest('.dt-footer')) return { done: true };
  const cell = el.closest('.bp6-table-column-headers .bp6-table-header');
  if (!cell) return { done: false };
  const name = el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '';
  const r = el.getBoundingClientRect();
  const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  // A checkbox's ring is drawn on its indicator; Blueprint's input itself is invisible.
  const ringOn = el.matches('input') ? (el.parentElement?.querySelector('.bp6-control-indicator') as HTMLElement) : el;
  const style = getComputedStyle(ringOn);
  const grow = parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
  const [ring, box] = [ringOn.getBoundingClientRect(), cell.getBoundingClientRect()];
  const why = {
    // Not under another quadrant's copy of the header (the column's own menu target may overlap a narrow name).
    onTop: hit?.closest('.bp6-table-header') === cell,
    ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
    unclipped: ring.left - grow >= box.left - 0.5 && ring.right + grow <= box.right + 0.5 && ring.top - grow >= box.top - 0.5 && ring.bottom + grow <= box.bottom + 0.5,
  };
  return { done: false, name, visible: why.onTop && why.ring && why.unclipped, why };
}
