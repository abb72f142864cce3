/**
 * FAQs in the order staff set (issue 11 §2): a row dragged by its handle onto another, a row moved with
 * the keyboard (Move up by Tab and Enter, the handle with the arrow keys), and the order the same after a
 * reload. Screenshots of the screen in both themes.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS } from '../../contract';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

let page: Page;
const e2e = portalAndBrowser({ orders: 20 });
beforeAll(async () => {
  page = await e2e.signedInPage();
});

/** The questions as the table shows them, top to bottom (the Question column's cells). */
async function questions(): Promise<string[]> {
  const table = page.getByRole('region', { name: 'FAQ' });
  await table.locator('.dt-order-controls').first().waitFor();
  return table.locator('.bp6-table-cell').filter({ hasText: /\?$/ }).allInnerTexts();
}
const handle = (index: number) => page.locator('.dt-drag-handle').nth(index);

async function openFaqs() {
  await page.goto(`${e2e.portal.url}#/manageFaqs`);
  await page.getByRole('heading', { name: 'FAQ' }).waitFor();
}

/** Waits until the table shows `expected` first (a move refetches the page). */
async function expectOrder(expected: string[]) {
  await expect.poll(async () => (await questions()).slice(0, expected.length)).toEqual(expected);
}

describe('the FAQ order', () => {
  it('follows a row dragged by its handle onto another row, and survives a reload', async () => {
    await openFaqs();
    const [first, second, third] = await questions();
    await handle(2).dragTo(handle(0));
    await expectOrder([third, first, second]);
    await page.reload();
    await page.getByRole('heading', { name: 'FAQ' }).waitFor();
    await expectOrder([third, first, second]);
  });

  it('moves a row with the keyboard: Move up by Tab and Enter, the handle by the arrow keys', async () => {
    await openFaqs();
    const [first, second, third] = await questions();
    await page.locator('[data-move-dir="up"]').nth(1).focus();
    await page.keyboard.press('Enter');
    await expectOrder([second, first, third]);
    // Focus follows the moved row's button, so a second Enter moves it again (here: already first, so it stays).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-move-dir'))).toBe('up');
    await handle(1).focus();
    await page.keyboard.press('ArrowDown');
    await expectOrder([second, third, first]);
    await page.reload();
    await page.getByRole('heading', { name: 'FAQ' }).waitFor();
    await expectOrder([second, third, first]);
  });

  it('adds a FAQ through the drawer with the seed text, last in the order', async () => {
    await openFaqs();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const drawer = page.locator('.resource-drawer');
    await drawer.getByLabel('Question').fill('Can I pay part with the wallet?');
    await drawer.getByLabel('Answer').fill('Yes: the wallet pays first and you pay the rest.');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast', { hasText: SUCCESS.saved('FAQ') }).waitFor();
    await screenshot(page, 'faqs-light');
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
    await expect.poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(true);
    await screenshot(page, 'faqs-dark');
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  });

  it('lists popular searches in their order with their links, movable the same way', async () => {
    await page.goto(`${e2e.portal.url}#/popularSearch`);
    await page.getByRole('heading', { name: 'Popular Search' }).waitFor();
    const table = page.getByRole('region', { name: 'Popular Search' });
    await table.getByText('silk sarees', { exact: true }).waitFor();
    await table.getByText('/category/sarees?fabric=silk').waitFor();
    await page.locator('[data-move-dir="down"]').first().click();
    // Both rows are measured on every poll: the move lands after the click, and 'silk sarees' moves with it.
    const topOf = (text: string) =>
      table
        .locator('.bp6-table-cell')
        .filter({ hasText: new RegExp(`^${text}$`) })
        .first()
        .evaluate((cell) => cell.getBoundingClientRect().top);
    await expect.poll(async () => (await topOf('kurta sets')) < (await topOf('silk sarees'))).toBe(true);
    await screenshot(page, 'popular-search-light');
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
    await screenshot(page, 'popular-search-dark');
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  });
});
