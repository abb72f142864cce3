/**
 * MANAGE_STOCK in Chromium: a variant's stock set to zero through the Adjust dialog with a reason (confirmed)
 * moves it from In Stock to Out of Stock — both tab counts change — and its History lists the new row; the
 * screen, the dialog and the drawer pass axe in light and dark.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MESSAGES } from '../../contract/catalogue/stock';
import { queryRows } from '../../server/db/transaction';
import { encodeCriteria } from '../../src/components/data-table/url-codec';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 40 });
let variant: { id: number; sku: string; stock: number };

beforeAll(async () => {
  [variant] = await queryRows<typeof variant>(
    e2e.portal.db,
    sql`select id, sku, stock from product_variants where stock > 0 order by id desc limit 1`,
  );
});

const onlySku = (sku: string) => `?q=${encodeCriteria([{ filterKey: 'sku', operation: 'eq', value: [sku] }])}`;
/** The count a tab shows, e.g. "In Stock 184" → 184. */
const tabCount = async (page: Page, label: string) =>
  Number((await page.getByRole('tab', { name: new RegExp(`^${label}`) }).innerText()).replace(/\D/g, ''));

async function openStock(page: Page, tab: 'in-stock' | 'out-of-stock', search = '') {
  await page.goto(`${e2e.portal.url}#/manageStock/${tab}${search}`);
  await page.getByRole('heading', { name: 'Stock Management' }).waitFor();
  await page.getByRole('tab', { name: /^In Stock\s*\d/ }).waitFor();
}

describe('adjusting stock', () => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage();
  });

  it('sets a variant to zero with a reason and sees it move from In Stock to Out of Stock, and its history', async () => {
    await openStock(page, 'in-stock', onlySku(variant.sku));
    const inStock = await tabCount(page, 'In Stock');
    const outOfStock = await tabCount(page, 'Out of Stock');
    await page.getByRole('button', { name: `Adjust stock of ${variant.sku}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Change' }).click();
    await page.getByRole('option', { name: 'Set to' }).click();
    await dialog.getByLabel('Quantity').fill('0');
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: 'Damaged' }).click();
    await dialog.getByLabel('Note').fill('Water damage in the store room');
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog.getByText(`Change the stock from ${variant.stock.toLocaleString('en-IN')} to 0 (Damaged)?`).waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.bp6-toast', { hasText: STOCK_MESSAGES.adjusted }).waitFor();
    await expect.poll(() => tabCount(page, 'In Stock')).toBe(inStock - 1);
    expect(await tabCount(page, 'Out of Stock')).toBe(outOfStock + 1);
    await page.getByRole('button', { name: `Adjust stock of ${variant.sku}` }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: /^Out of Stock/ }).click();
    await page.waitForURL(/out-of-stock/);
    await page.getByRole('button', { name: `Stock history of ${variant.sku}` }).click();
    const drawer = page.getByRole('dialog', { name: /^Stock history/ });
    const newest = drawer.getByRole('table', { name: 'Stock ledger' }).locator('tbody tr').first();
    await expect.poll(() => newest.innerText()).toMatch(/Damaged\s+−[\d,]+\s+0\s+Water damage in the store room/);
    const [row] = await queryRows<{ stock: number; sum: number }>(
      e2e.portal.db,
      sql`select v.stock, (select sum(delta)::int from stock_ledger where variant_id = v.id) as sum from product_variants v where v.id = ${variant.id}`,
    );
    expect(row).toEqual({ stock: 0, sum: 0 });
  });
});

describe.each(['light', 'dark'] as const)('the stock screen in the %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('passes axe: the tabs and table, the Adjust dialog and the History drawer', async () => {
    await openStock(page, 'in-stock');
    await page
      .getByRole('button', { name: /^Adjust stock of/ })
      .first()
      .waitFor();
    await settle(page);
    await expectNoViolations(page, `Stock (${theme})`);
    await screenshot(page, `stock-${theme}`);
    await page
      .getByRole('button', { name: /^Adjust stock of/ })
      .first()
      .click();
    await page.getByRole('dialog').getByLabel('Quantity').waitFor();
    await settle(page);
    await expectNoViolations(page, `Stock adjust dialog (${theme})`);
    await screenshot(page, `stock-adjust-${theme}`);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page
      .getByRole('button', { name: /^Stock history of/ })
      .first()
      .click();
    await page.getByRole('table', { name: 'Stock ledger' }).waitFor();
    await settle(page);
    await expectNoViolations(page, `Stock history (${theme})`);
    await screenshot(page, `stock-history-${theme}`);
  });
});
