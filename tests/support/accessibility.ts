/**
 * The accessibility browser tests' shared part: which routes to open, how to wait for a settled screen,
 * how to fail with axe-core's findings, and the two sweeps, each over both themes:
 * - the screens (describeScreenSweep): every route signed out and as the Master Admin, each screen opened once and
 *   checked in one theme, then in the other after the top bar's theme toggle, as a person switching themes would;
 * - the overlays (describeOverlaySweep): the filter panel, the order detail and its dialogs, every drawer the demo data
 *   opens, the menus, the no-access screen, focus rings and hover contrast, in one theme and then the other.
 * A file each (tests/e2e/accessibility-screens and -overlays), so the two run side by side.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, routePath, type RouteDef, type RouteName } from '../../contract';
import { axeViolations } from './axe';
import { screenshot, signIn } from './browser';
import { contrastOf } from './contrast';
import type { E2e } from './e2e';

/** Parameters for the routes that take them: a value each screen accepts. */
const PARAMS: Record<string, Record<string, string>> = {
  EDIT_PRODUCT: { action: 'edit', id: '1' },
  PLAN_CART: { planId: '1' },
  PRODUCT_IMPORT: { id: 'new' },
};
const hashOf = (route: RouteDef) =>
  `#${routePath(route.name as RouteName, { ...route.menu?.params, ...PARAMS[route.name] })}`;
/** Screens saved as screenshots in each theme (artifacts/screenshots), to be looked at. */
const SHOWN = new Set(['MANAGE_ORDER', 'PROMOCODE', 'MANAGE_PAYMENT']);
const openRoutes = (ROUTES as readonly RouteDef[]).filter((r) => !r.auth);
const mainRoutes = (ROUTES as readonly RouteDef[]).filter((r) => r.auth);

/** Waits until the screen has its heading and nothing is loading, with transitions already over. */
export async function settle(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await page.waitForFunction(
    () =>
      !document.querySelector(
        '[aria-busy="true"], .bp6-skeleton, .screen-loading, .bp6-overlay-appear, .bp6-overlay-enter, .bp6-overlay-exit',
      ),
  );
  await page.waitForTimeout(100);
}

/**
 * Turns the open date picker to a month that shows days of the months before and after it, whatever today is (a month
 * starting on a Sunday shows none before it): they are drawn dimmer, and must still be readable.
 */
export async function showDaysAroundTheMonth(page: Page): Promise<void> {
  const picker = page.getByRole('dialog', { name: 'date picker' });
  await picker.waitFor();
  const before = () => picker.locator('.rdp-row').first().locator('.rdp-day_outside').count();
  for (let i = 0; i < 2 && !(await before()); i++)
    await picker.getByRole('button', { name: 'Go to next month' }).click();
  await expect.poll(before).toBeGreaterThan(0);
}

/** Fails with the violations, one line each, so the report says what to fix where. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const lines = await axeViolations(page);
  expect(lines, `${where}:\n${lines.join('\n')}`).toEqual([]);
}

/** A signed-out page in the theme, with motion reduced. */
export async function newPage(e2e: E2e, theme: 'light' | 'dark'): Promise<{ context: BrowserContext; page: Page }> {
  // A fresh profile has no stored theme, so the colour scheme picks it (src/components/theme.tsx).
  const page = await e2e.newPage({ colorScheme: theme, reducedMotion: 'reduce' });
  return { context: page.context(), page };
}

const THEMES = ['light', 'dark'] as const;
type Theme = (typeof THEMES)[number];
const other = (theme: Theme): Theme => (theme === 'light' ? 'dark' : 'light');
const themeOf = (page: Page): Promise<Theme> =>
  page.evaluate(() => (document.body.classList.contains('bp6-dark') ? 'dark' : 'light'));

/** Switches a signed-in page to the other theme with the top bar's toggle, as a person would, and waits for it to settle. */
async function toggleTheme(page: Page): Promise<Theme> {
  const next = other(await themeOf(page));
  await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  await page.waitForFunction((dark) => document.body.classList.contains('bp6-dark') === dark, next === 'dark');
  await settle(page);
  return next;
}

/** Every route signed out (a page per theme) and as the Master Admin: each screen opened once, checked in both themes. */
export function describeScreenSweep(e2e: E2e): void {
  describe('every screen in both themes', () => {
    const pages = new Map<Theme, Page>();
    let page: Page;
    beforeAll(async () => {
      for (const theme of THEMES) {
        const { page: opened } = await newPage(e2e, theme);
        await opened.goto(`${e2e.portal.url}#/login`);
        // The first load of the SPA can be slow on a busy machine.
        await opened.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
        expect(await themeOf(opened)).toBe(theme);
        pages.set(theme, opened);
      }
      page = pages.get('light')!;
    });
    afterAll(async () => {
      for (const opened of pages.values()) await opened.context().close();
    });

    it.each(openRoutes.map((r) => [r.title, r] as const))(
      'signed out: %s has no violations in either theme',
      async (_title, route) => {
        for (const theme of THEMES) {
          const opened = pages.get(theme)!;
          await opened.goto(`${e2e.portal.url}${hashOf(route)}`);
          await settle(opened);
          await expectNoViolations(opened, `${route.name} (${theme})`);
        }
      },
    );

    it('signs in as the Master Admin', async () => {
      await page.goto(`${e2e.portal.url}#/login`);
      await signIn(page, 'admin', 'Admin@12345');
      await page.waitForURL(/#\/dashboard/);
    });

    it.each(mainRoutes.map((r) => [r.title, r] as const))(
      '%s has no violations in either theme',
      async (_title, route) => {
        await page.goto(`${e2e.portal.url}${hashOf(route)}`);
        await page.waitForURL((url) => url.hash.startsWith(hashOf(route)));
        await settle(page);
        // The page keeps the theme the last screen ended in: each screen is checked in that one, then in the other.
        const check = async (theme: Theme) => {
          if (SHOWN.has(route.name)) await screenshot(page, `a11y-${route.path.replace(/\W+/g, '-')}-${theme}`);
          await expectNoViolations(page, `${route.name} (${theme})`);
        };
        await check(await themeOf(page));
        await check(await toggleTheme(page));
      },
    );
  });
}

/** What shows in a drawer once it is open, as the drawer's tests wait for it. */
const inDrawer = (page: Page) => page.getByRole('dialog');

/** The main overlays, the no-access screen, focus rings and hover contrast: in one theme, then in the other. */
export function describeOverlaySweep(e2e: E2e): void {
  describe.each(THEMES)('%s theme', (theme) => {
    let context: BrowserContext;
    let page: Page;
    beforeAll(async () => {
      ({ context, page } = await newPage(e2e, theme));
      await page.goto(`${e2e.portal.url}#/login`);
      await signIn(page, 'admin', 'Admin@12345');
      await page.waitForURL(/#\/dashboard/);
      expect(await themeOf(page)).toBe(theme);
    });
    afterAll(async () => {
      await context?.close();
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

    it.each([
      // [where, address, the control that opens it, what shows once it is open]
      ['promo code edit drawer', '#/promocode', 'Edit', (p: Page) => inDrawer(p).locator('form')],
      [
        'return drawer',
        '#/manageReturn/all',
        /^Open return /,
        (p: Page) => inDrawer(p).getByRole('toolbar', { name: 'Actions' }),
      ],
      [
        'exchange drawer',
        '#/manageExchange/all',
        /^Open exchange /,
        (p: Page) => inDrawer(p).getByRole('toolbar', { name: 'Actions' }),
      ],
      [
        'support ticket drawer',
        '#/support-ticket',
        /^Open ticket \d+$/,
        (p: Page) => inDrawer(p).getByRole('list', { name: 'Conversation' }),
      ],
      [
        'stock history drawer',
        '#/manageStock/in-stock',
        /^Stock history of /,
        (p: Page) => inDrawer(p).getByRole('table', { name: 'Stock ledger' }),
      ],
      ['category drawer', '#/category', 'Edit Men', (p: Page) => inDrawer(p).locator('form')],
      ['portal user drawer', '#/portalUsers', 'Edit Priya Nair', (p: Page) => inDrawer(p).locator('form')],
    ] as const)('the %s has no violations', async (where, hash, opener, shown) => {
      // The Multimedia and Outbox drawers need an upload or a sent e-mail first: media-library and mail-settings check them in both themes.
      await page.goto(`${e2e.portal.url}${hash}`);
      await settle(page);
      await page
        .getByRole('button', { name: opener, exact: typeof opener === 'string' })
        .first()
        .click();
      await shown(page).first().waitFor();
      await settle(page);
      await expectNoViolations(page, where);
      // Closed by its own button: a form drawer does not close on Escape.
      await inDrawer(page)
        .getByRole('button', { name: /^(Cancel|Close)$/ })
        .first()
        .click();
      await inDrawer(page).waitFor({ state: 'detached' });
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

    it('the no-access screen a staff user meets has no violations', async () => {
      // The catalogue user may not open orders: the screen is the message alone, with its own h1.
      const staff = await e2e.signedInPage({
        as: 'catalogue',
        hash: '/manageOrder/all',
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      await staff.getByRole('heading', { level: 1, name: 'You do not have access to this page' }).waitFor();
      await settle(staff);
      await expectNoViolations(staff, 'no access');
      await staff.context().close();
    });

    it('draws focus rings at 3:1 or more and keeps the primary button readable on hover', async () => {
      // A page of its own: focus and the keyboard mode must not depend on what the overlays before it left behind.
      const own = await newPage(e2e, theme);
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
        const ring = await control.evaluate(
          (el) => `${getComputedStyle(el).outlineStyle} ${getComputedStyle(el).outlineColor}`,
        );
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
