/**
 * Issue 40 §2: a write refreshes every list and count it changes. Manage Product shows its count; a product added
 * in the editor (or copied from a row) and saved is counted and listed when Manage Product is opened again from
 * the menu, without Refresh; a stock move shows in the product list's stock column the same way.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUCCESS } from '../../contract';
import { queryRows } from '../../server/db/transaction';
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
  await page.getByRole('navigation', { name: 'Pagination' }).getByText(new RegExp(`of ${total}$`)).waitFor();
}

async function saveProduct(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.locator('.bp6-toast').getByText(SUCCESS.saved('product')).first().waitFor();
  await expect.poll(() => page.url()).toMatch(/#\/product\/edit\/\d+$/);
}

describe('lists after a write made on another screen', () => {
  let page: Page;
  let total: number;
  beforeAll(async () => {
    total = await productCount();
    page = await e2e.signedInPage({ hash: '/manageProduct', timeout: 20_000 });
    await page.getByRole('navigation', { name: 'Pagination' }).getByText(new RegExp(`of ${total}$`)).waitFor();
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('counts and lists a product added in the editor when Manage Product is opened again from the menu', async () => {
    await menu(page).getByRole('link', { name: 'Add Product', exact: true }).click();
    await form(page).getByLabel('Product name').fill('Fresh list kurta');
    await form(page).getByLabel('HSN').fill('6109');
    await form(page).getByLabel('Brand').fill('Acme');
    await form(page).getByLabel('Categories').click();
    await page.locator('.bp6-popover .bp6-menu-item').first().click();
    await page.keyboard.press('Escape');
    await form(page).getByLabel('Price', { exact: true }).fill('499');
    // The suggestion fills the SKU and, blank as it is, the identification number.
    await form(page).getByRole('button', { name: 'Suggest SKU' }).click();
    await expect.poll(() => form(page).getByLabel('Identification number').inputValue()).not.toBe('');
    await saveProduct(page);
    expect(await productCount()).toBe(total + 1);

    await openProductsFromMenu(page, total + 1);
    await page.getByText('Fresh list kurta', { exact: true }).waitFor();
  });

  it('counts and lists a copy of a row when Manage Product is opened again from the menu', async () => {
    await page.getByRole('button', { name: 'Copy Fresh list kurta', exact: true }).click();
    const name = form(page).getByLabel('Product name');
    await name.waitFor();
    await name.fill('Fresh list kurta, copied');
    await saveProduct(page);
    expect(await productCount()).toBe(total + 2);

    await openProductsFromMenu(page, total + 2);
    await page.getByText('Fresh list kurta, copied', { exact: true }).waitFor();
  });
});
