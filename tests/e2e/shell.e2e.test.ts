/**
 * The portal end to end in Chromium: sign in, the dashboard from the database, menu navigation,
 * remember-me across a reload, logout, the guard, permissions, unknown paths, light and dark theme.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { count } from 'drizzle-orm';
import { orders } from '../../server/orders/schema';
import { describe, expect, it } from 'vitest';
import { screenshot, signIn } from '../support/browser';
import { hintSaveData, portalAndBrowser, TIMEOUT_SCALE } from '../support/e2e';

let context: BrowserContext;
let page: Page;

const e2e = portalAndBrowser();

async function freshPage(): Promise<Page> {
  await context?.close();
  context = await e2e.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
  await hintSaveData(context);
  e2e.watch(context);
  page = await context.newPage();
  page.setDefaultTimeout(10_000 * TIMEOUT_SCALE);
  return page;
}

describe('signed out', () => {
  it('sends a protected route to the sign-in screen (guard)', async () => {
    await freshPage();
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await page.waitForURL(/#\/login/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
  });

  it('sends / and unknown paths to the sign-in screen', async () => {
    await page.goto(`${e2e.portal.url}#/no-such-screen`);
    await page.waitForURL(/#\/login/);
    await page.goto(`${e2e.portal.url}#/`);
    await page.waitForURL(/#\/login/);
  });

  it('shows the seed message for a wrong password and stays on sign-in', async () => {
    await signIn(page, 'admin', 'wrong-password');
    await page.getByText('Incorrect username and password.').waitFor();
    expect(page.url()).toMatch(/#\/login/);
  });

  it('opens the policy pages without signing in', async () => {
    await page.goto(`${e2e.portal.url}#/p/privacy-policy`);
    await page.getByRole('heading', { name: 'Privacy Policy' }).waitFor();
  });
});

describe('the Master Admin', () => {
  it('signs in with remember me and lands on the dashboard with numbers from the database', async () => {
    await freshPage();
    await page.goto(e2e.portal.url);
    await page.waitForURL(/#\/login/);
    await signIn(page, 'admin', 'Admin@12345', true);
    await page.waitForURL(/#\/dashboard/);
    const [{ total }] = await e2e.portal.db.select({ total: count() }).from(orders);
    await page.getByText(total.toLocaleString('en-IN'), { exact: true }).first().waitFor();
    expect(await page.title()).toContain('Demo Shop');
  });

  it('shows the dashboard in light and dark theme', async () => {
    await page.getByText('Orders by status').waitFor();
    await screenshot(page, 'dashboard-light');
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
    await expect(page.evaluate(() => document.body.classList.contains('bp6-dark'))).resolves.toBe(true);
    await screenshot(page, 'dashboard-dark');
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  });

  it('navigates by the side menu', async () => {
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Orders', exact: true }).click();
    await page.waitForURL(/#\/manageOrder\/all/);
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    // Arriving by the menu puts focus on the screen's heading (issue 18), so Enter opens the order under the
    // cursor instead of pressing the menu link again.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Order Management');
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(/of \d+/)
      .waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/[?&]order=\d+/);
    await page.keyboard.press('Escape');
    await menu.getByRole('link', { name: 'Promocode' }).click();
    await page.waitForURL(/#\/promocode/);
    await page.getByRole('heading', { name: 'Promocode' }).waitFor();
  });

  it('stays signed in on the same screen after a reload (remember me)', async () => {
    await page.reload();
    await page.waitForURL(/#\/promocode/);
    await page.getByRole('heading', { name: 'Promocode' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('userDetails'))).toContain('refreshtoken');
  });

  it('logs out from the user menu, and the guard keeps the screens closed', async () => {
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/#\/login/);
    await page.goto(`${e2e.portal.url}#/dashboard`);
    await page.waitForURL(/#\/login/);
    await page.reload();
    await page.waitForURL(/#\/login/);
  });
});

describe('a staff user with limited access', () => {
  it('sees only the permitted menu entries and a no-access screen elsewhere', async () => {
    await freshPage();
    await page.goto(`${e2e.portal.url}#/login`);
    await signIn(page, 'catalogue', 'Catalogue@12345');
    await page.waitForURL((url) => !url.hash.startsWith('#/login'));
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Manage Product' }).waitFor();
    expect(await menu.getByRole('link', { name: 'Orders', exact: true }).count()).toBe(0);
    expect(await menu.getByRole('link', { name: 'Dashboard' }).count()).toBe(0);
    await page.goto(`${e2e.portal.url}#/manageOrder/all`);
    await page.getByText('You do not have access to this page').waitFor();
  });

  it('is not signed in after a reload without remember me in a new tab', async () => {
    const other = await context.newPage();
    await other.goto(`${e2e.portal.url}#/manageProduct`);
    await other.waitForURL(/#\/login/);
    await other.close();
  });
});

describe('a confirmation', () => {
  it('is cancelled when its screen is left before it is answered, and nothing it asked about changes', async () => {
    const tax = await e2e.signedInPage({ hash: '/profile' });
    await tax.goto(`${e2e.portal.url}#/addTax`);
    const toggle = tax.getByRole('button', { name: /^(Deactivate|Activate)$/ }).first();
    const asked = await toggle.innerText();
    await toggle.click();
    const dialog = tax.getByRole('dialog', { name: 'Confirmation' });
    await dialog.waitFor();
    // Back to the screen before: the question goes with the screen that asked it.
    await tax.goBack();
    await tax.waitForURL((url) => !url.hash.startsWith('#/addTax'));
    await dialog.waitFor({ state: 'detached' });
    await tax.goForward();
    await expect
      .poll(() =>
        tax
          .getByRole('button', { name: /^(Deactivate|Activate)$/ })
          .first()
          .innerText(),
      )
      .toBe(asked);
    await tax.context().close();
  });
});
