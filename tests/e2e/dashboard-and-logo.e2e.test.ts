/**
 * In light and dark theme: the company logo reads without a light box behind it (sign-in and top bar),
 * and the dashboard shows the sales-over-time chart with its accessible name and a table of the same
 * 30 days for screen readers (and no axe violation). Screenshots: artifacts/screenshots/sign-in-{theme}.png, dashboard-{theme}.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 200 });

async function open(theme: 'light' | 'dark'): Promise<Page> {
  const page = await e2e.newPage({ colorScheme: theme });
  await page.goto(`${e2e.portal.url}#/login`);
  return page;
}

/** The logo's image and name inside `scope`: what is drawn behind the image, and the name's text. */
const logo = (page: Page, scope: string) =>
  page.evaluate((selector) => {
    const root = document.querySelector(`${selector} .company-logo`)!;
    const img = root.querySelector('img');
    return {
      loaded: Boolean(img?.complete && img.naturalWidth > 0),
      behind: img ? getComputedStyle(img).backgroundColor : null,
      name: root.querySelector('.company-logo-name')?.textContent ?? null,
    };
  }, scope);

describe.each(['light', 'dark'] as const)('in %s theme', (theme) => {
  it('shows the logo on sign-in and in the top bar with the name as text and no box behind it', async () => {
    const page = await open(theme);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.waitForFunction(
      () => document.querySelector<HTMLImageElement>('.blank-brand .company-logo img')?.complete,
    );
    expect(await page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(theme === 'dark');
    await screenshot(page, `sign-in-${theme}`);
    expect(await logo(page, '.blank-brand')).toEqual({ loaded: true, behind: 'rgba(0, 0, 0, 0)', name: 'Demo Shop' });

    await signIn(page, 'admin', 'Admin@12345');
    await page.waitForURL(/#\/dashboard/);
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('.top-bar .company-logo img')?.complete);
    expect(await logo(page, '.top-bar')).toEqual({ loaded: true, behind: 'rgba(0, 0, 0, 0)', name: 'Demo Shop' });
  });

  it('draws the sales of the last 30 days on the dashboard, named and tabulated for screen readers', async () => {
    const page = await open(theme);
    await signIn(page, 'admin', 'Admin@12345');
    await page.waitForURL(/#\/dashboard/);
    const figure = page.getByRole('figure', { name: 'Sales over time, last 30 days' });
    await figure.waitFor();
    // The chart arrives in its own chunk; the area is drawn once it has, with a bar for each of the 30 days.
    await figure.locator('.chart-area').waitFor();
    expect(await figure.locator('.chart-bar').count()).toBe(30);
    const table = figure.getByRole('table', { name: 'Orders and revenue per day, last 30 days' });
    expect(await table.getByRole('row').count()).toBe(31);
    // The last row is today, and it agrees with the "Today's orders" card.
    const todayRow = table.getByRole('row').last();
    const todayCard = page.locator('.stat-card', { hasText: "Today's orders" }).locator('.stat-card-value');
    expect(await todayRow.getByRole('cell').first().textContent()).toBe(await todayCard.textContent());
    await page.waitForTimeout(300);
    await screenshot(page, `dashboard-${theme}`);
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('dashboard cards', () => {
  it('shows the orders staff no card that opens a screen they may not open (reviews, tickets, low stock)', async () => {
    const page = await e2e.signedInPage({ as: 'orders', hash: '/dashboard' });
    await page
      .locator('.stat-card', { hasText: "Today's orders" })
      .locator('.stat-card-value')
      .filter({ hasText: /\d/ })
      .waitFor();
    await page.getByRole('heading', { name: 'Orders by status' }).waitFor();
    for (const card of ['Reviews waiting', 'Open tickets'])
      expect(await page.locator('.stat-card', { hasText: card }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Low stock' }).count()).toBe(0);
    await page.context().close();

    const admin = await e2e.signedInPage({ hash: '/dashboard' });
    await admin.getByRole('heading', { name: 'Low stock' }).waitFor();
    for (const card of ['Reviews waiting', 'Open tickets'])
      await admin.locator('.stat-card', { hasText: card }).waitFor();
    await admin.context().close();
  });
});
