/**
 * The promo codes and the order list at 1440 px, in light and dark theme: every column header reads
 * in full (no ellipsis) and the Status, Placed and Date columns are inside the visible table.
 * Screenshots go to artifacts/screenshots (promo-codes-1440-light.png, orders-1440-dark.png, …).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 60 });

async function open(hash: string, colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await e2e.signedInPage({ colorScheme });
  if (colorScheme === 'dark' && !(await page.evaluate(() => document.body.classList.contains('bp6-dark')))) {
    await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  }
  await page.goto(`${e2e.portal.url}#${hash}`);
  return page;
}

/** Each visible column header: its text, whether it is cut (ellipsis), and whether it ends inside the table's view. */
const headers = (page: Page) =>
  page.evaluate(() => {
    const table = document.querySelector('.bp6-table-container')!.getBoundingClientRect();
    return [...document.querySelectorAll('.bp6-table-quadrant-main .bp6-table-column-name-text')]
      .map((el) => {
        const box = el.getBoundingClientRect();
        const text = (el.textContent ?? '').trim();
        return {
          text,
          cut: el.scrollWidth > el.clientWidth + 1,
          inside: box.right <= table.right + 1 && box.width > 0,
        };
      })
      .filter((h) => h.text);
  });

describe.each(['light', 'dark'] as const)('at 1440 px in %s theme', (theme) => {
  it('shows every promo code column header in full, Status included', async () => {
    const page = await open('/promocode', theme);
    await page.getByRole('heading', { name: 'Promocode' }).waitFor();
    await page.locator('.bp6-table-container').waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, `promo-codes-1440-${theme}`);
    const all = await headers(page);
    expect(all.filter((h) => h.cut)).toEqual([]);
    expect(all.find((h) => h.text === 'Status')).toMatchObject({ inside: true });
  });

  it('shows every order list column header in full, Placed included', async () => {
    const page = await open('/manageOrder/all', theme);
    await page.getByRole('heading', { name: 'Order Management' }).waitFor();
    await page.locator('.bp6-table-container').first().waitFor();
    await page.waitForTimeout(500);
    await screenshot(page, `orders-1440-${theme}`);
    const all = await headers(page);
    expect(all.filter((h) => h.cut)).toEqual([]);
    expect(all.find((h) => h.text === 'Placed')).toMatchObject({ inside: true });
  });
});
