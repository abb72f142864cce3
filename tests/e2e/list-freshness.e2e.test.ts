/**
 * Issue 40 §2: a write refreshes every list and count it changes. Manage Product shows its count; a product added
 * in the editor (or copied from a row) and saved is counted and listed when Manage Product is opened again from
 * the menu, without Refresh; a stock move shows in the product list's stock column the same way (a declared cross-resource effect).
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS } from '../../contract';
import { STOCK_MESSAGES, STOCK_REASON_LABELS } from '../../contract/catalogue/stock';
import { queryRows } from '../../server/db/transaction';
import { encodeCriteria } from '../../src/components/data-table/url-codec';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });
const form = (page: Page) => page.locator('form.product-form');

async function productCount(): Promise<number> {
  const [{ n }] = await queryRows<{ n: number }>(e2e.portal.db, sql`select count(*)::int as n from products`);
  return n;
}

/** Opens Manage Product from the menu and waits until its pagination says `of total`. */
async function openProductsFromMenu(page: Page, total: number) {
  await menu(page).getByRole('link', { name: 'Manage Product', exact: true }).click();
  await page.getByRole('heading', { name: 'Products' }).waitFor();
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByText(new RegExp(` of ${total}$`))
    .waitFor();
}

async function saveProduct(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('.bp6-toast').getByText(SUCCESS.saved('product')).first().waitFor();
  await expect.poll(() => page.url()).toMatch(/#\/product\/edit\/\d+$/);
}

/** The total the pagination shows now (after its first page has loaded). */
async function shownTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByText(/ of \d+$/)
    .innerText();
  return Number(/ of (\d+)$/.exec(text)![1]);
}

describe('lists after a write made on another screen', () => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage({ hash: '/manageProduct', timeout: 20_000 });
    await openProductsFromMenu(page, await productCount());
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('counts and lists a product added in the editor, and its stock, when their screens are opened again from the menu', async () => {
    const total = await productCount();
    await openProductsFromMenu(page, total);
    await menu(page).getByRole('link', { name: 'Stock', exact: true }).click();
    await page.getByRole('heading', { name: 'Stock Management' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(/ of \d+$/)
      .waitFor();
    const inStock = await shownTotal(page);

    await menu(page).getByRole('link', { name: 'Add Product', exact: true }).click();
    await form(page).getByLabel('Product name').fill('Fresh list kurta');
    await form(page).getByLabel('HSN').fill('6109');
    await form(page).getByLabel('Brand').fill('Acme');
    await form(page).getByLabel('Categories').click();
    await page.locator('.bp6-popover .bp6-menu-item').first().click();
    await page.keyboard.press('Escape');
    await form(page).getByLabel('Price', { exact: true }).fill('499');
    await form(page).getByLabel('Opening stock', { exact: true }).fill('7');
    // The suggestion fills the SKU and, blank as it is, the identification number.
    await form(page).getByRole('button', { name: 'Suggest SKU' }).click();
    await expect.poll(() => form(page).getByLabel('Identification number').inputValue()).not.toBe('');
    await saveProduct(page);
    expect(await productCount()).toBe(total + 1);

    await openProductsFromMenu(page, total + 1);
    await page.getByText('Fresh list kurta', { exact: true }).waitFor();
    // A product write changes the stock lists too.
    await menu(page).getByRole('link', { name: 'Stock', exact: true }).click();
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(new RegExp(` of ${inStock + 1}$`))
      .waitFor();
  });

  it('counts and lists a copy of a row when Manage Product is opened again from the menu', async () => {
    const total = await productCount();
    await openProductsFromMenu(page, total);
    await page
      .getByRole('button', { name: /^Copy / })
      .first()
      .click();
    const name = form(page).getByLabel('Product name');
    await name.waitFor();
    await name.fill('Fresh list copy');
    await saveProduct(page);
    expect(await productCount()).toBe(total + 1);

    await openProductsFromMenu(page, total + 1);
    await page.getByText('Fresh list copy', { exact: true }).waitFor();
  });

  it('shows a stock move in the product list when Manage Product is opened again from the menu', async () => {
    await openProductsFromMenu(page, await productCount());
    const copyLabel = await page
      .getByRole('button', { name: /^Copy / })
      .first()
      .getAttribute('aria-label');
    const [first] = await queryRows<{ sku: string; stock: number; total: number }>(
      e2e.portal.db,
      sql`
      select v.sku, v.stock, p.stock_total as total from products p join product_variants v on v.product_id = p.id
      where p.name = ${copyLabel!.replace(/^Copy /, '')} order by p.id desc, v.id limit 1`,
    );
    const total = first.total.toLocaleString('en-IN');
    await page.locator('.bp6-table-cell-row-0').getByText(total, { exact: true }).first().waitFor();

    // Within the single-page app: the address alone changes, as a link in it would.
    await page.evaluate(
      (hash) => {
        window.location.hash = hash;
      },
      `/manageStock/${first.stock > 0 ? 'in-stock' : 'out-of-stock'}?q=${encodeCriteria([{ filterKey: 'sku', operation: 'eq', value: [first.sku] }])}`,
    );
    await page.getByRole('button', { name: `Adjust stock of ${first.sku}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Change' }).click();
    await page.getByRole('option', { name: 'Add (+)' }).click();
    await dialog.getByLabel('Quantity').fill('5');
    await dialog.getByRole('combobox', { name: 'Reason' }).click();
    await page.getByRole('option', { name: STOCK_REASON_LABELS.received }).click();
    await dialog.getByRole('button', { name: 'Adjust' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.locator('.bp6-toast', { hasText: STOCK_MESSAGES.adjusted }).waitFor();

    await openProductsFromMenu(page, await productCount());
    await page
      .locator('.bp6-table-cell-row-0')
      .getByText((first.total + 5).toLocaleString('en-IN'), { exact: true })
      .first()
      .waitFor();
  });
});
