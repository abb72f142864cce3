/**
 * The order screen's keys after the mouse has had its turn: an order opened by Enter, then another opened by a click,
 * leaves the keys working on the order the click opened (issue 41: the keyboard's flow kept an order "opening" until
 * the next key, and that key then waited for ever behind an order that was no longer coming).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 60 });

const panel = (page: Page) => page.getByRole('complementary', { name: 'Order detail' });
const openOrderNo = async (page: Page) => (await panel(page).getByRole('heading', { level: 2 }).textContent())?.trim();
const cell = (page: Page, row: number) =>
  page
    .locator(`.orders-list .bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-row-${row}`)
    .filter({ hasText: /^ORD\d+$/ });

describe('order keys after a click', () => {
  it('moves on with j from the order a click opened, after Enter had opened another', async () => {
    const page = await e2e.signedInPage({ as: 'orders', hash: '/manageOrder/all' });
    await cell(page, 2).waitFor();
    const [second, third] = [(await cell(page, 1).textContent())!.trim(), (await cell(page, 2).textContent())!.trim()];
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => openOrderNo(page)).toMatch(/^ORD\d+$/);
    await cell(page, 1).click();
    await expect.poll(() => openOrderNo(page)).toBe(second);
    await page.getByRole('heading', { level: 1 }).focus();
    await page.keyboard.press('j');
    await expect.poll(() => openOrderNo(page)).toBe(third);
    await expect.poll(() => page.locator('.typed-keys').textContent()).toBe('');
    await page.context().close();
  });
});
