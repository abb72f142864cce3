/**
 * Flash sales (issue 15 §1) in Chromium, as a catalogue manager schedules one: a sale for tomorrow on one
 * product at 40% off, typed in the shop's time zone; the product list's "Price now" stays until the window
 * opens — the test moves the shop's clock past the start, it does not sleep — and then shows the sale price.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { itemPrice } from '../../contract/content/flash-sale-prices';
import { queryRows } from '../../server/db/transaction';
import { moveShopClock, resetShopClock, shopDayRange } from '../../server/platform/shop-time';
import { expectNoViolations, newPage, settle, showDaysAroundTheMonth } from '../support/accessibility';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });
const HOUR = 3_600_000;

/** `dd-mm-yyyy HH:mm` of an instant in the shop's time zone (+05:30), as the form takes it. */
const typedInShopZone = (at: Date) => {
  const shop = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${shop.slice(8, 10)}-${shop.slice(5, 7)}-${shop.slice(0, 4)} ${shop.slice(11, 16)}`;
};
const rupees = (n: number) => `₹${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('a flash sale', () => {
  let page: Page;
  let product: { id: number; name: string; sku: string; price: number };
  const start = new Date(shopDayRange().end.getTime() + 10 * HOUR); // tomorrow 10:00 in the shop
  const end = new Date(start.getTime() + 8 * HOUR);
  beforeAll(async () => {
    // A one-variant product with no special price and no sale: its price now is its price.
    [product] = await queryRows<typeof product>(
      e2e.portal.db,
      sql`
      select p.id, p.name, v.sku, v.price::float8 as price from products p join product_variants v on v.product_id = p.id
      where p.variant_count = 1 and v.special_price is null and v.price > 500 and p.status = 'Active'
        and not exists (select 1 from flash_sale_items fi where fi.product_id = p.id)
        and (select count(*) from products q where q.name = p.name) = 1
      order by p.id limit 1`,
    );
    page = await e2e.signedInPage({ as: 'catalogue', hash: '/flashsale' });
  });
  afterAll(() => resetShopClock());

  const priceNowCell = () => page.locator('.bp6-table-cell-row-0').filter({ hasText: /^₹/ }).first();
  async function openProductInList() {
    await page.goto(`${e2e.portal.url}#/manageProduct`);
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByLabel('Name value').fill(product.name);
    await panel.getByLabel('Name operator').selectOption({ label: 'equals' });
    await page.getByRole('navigation', { name: 'Pagination' }).getByText(/of 1$/).waitFor();
    await page.keyboard.press('Escape');
  }

  it("is scheduled for tomorrow on one product at 40% off, in the shop's time zone", async () => {
    await page.getByRole('heading', { name: 'Flash Sale' }).waitFor();
    await page.getByText('Weekend flash sale').first().waitFor();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const drawer = page.locator('.resource-drawer');
    await drawer.getByLabel('Name').fill('Tomorrow only');
    await drawer.getByLabel('Starts (IST)').fill(typedInShopZone(start));
    await drawer.getByLabel('Ends (IST)').fill(typedInShopZone(end));
    await drawer.getByLabel('Ends (IST)').press('Tab');
    await drawer.getByLabel('Find a product or SKU to add').fill(product.sku);
    await drawer.getByRole('menuitem', { name: new RegExp(product.sku) }).click();
    await drawer.getByLabel(`Discount %, ${product.sku}`).fill('40');
    const salePrice = itemPrice({ salePrice: null, discountPercent: 40 }, product.price);
    await expect.poll(() => drawer.getByLabel(`In the sale, ${product.sku}`).innerText()).toBe(rupees(salePrice));
    await settle(page);
    await screenshot(page, 'flash-sale-form');
    await expectNoViolations(page, 'the flash sale form');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast', { hasText: 'flash sale saved successfully' }).waitFor();
    // The list shows the new sale (the drawer closing once crashed the screen on the saved form's values).
    await page.locator('.bp6-table-cell', { hasText: /^Tomorrow only$/ }).waitFor();
    const [saved] = await queryRows<{ starts: string; ends: string }>(
      e2e.portal.db,
      sql`select starts_at::text as starts, ends_at::text as ends from flash_sales where name = 'Tomorrow only'`,
    );
    expect([new Date(saved.starts).getTime(), new Date(saved.ends).getTime()]).toEqual([
      start.getTime(),
      end.getTime(),
    ]);
    await screenshot(page, 'flash-sales');
  });

  it("changes the product list's price now once its window opens, and back once it closes", async () => {
    await openProductInList();
    await expect.poll(() => priceNowCell().innerText()).toBe(rupees(product.price));
    moveShopClock(new Date(start.getTime() + 60_000));
    await page.reload();
    await expect
      .poll(() => priceNowCell().innerText())
      .toBe(rupees(itemPrice({ salePrice: null, discountPercent: 40 }, product.price)));
    // The product editor prices it by the same function: the sale's price while it runs.
    await page.goto(`${e2e.portal.url}#/product/edit/${product.id}`);
    const sales = page.locator('.product-flash-sales');
    await sales.getByText('Tomorrow only').waitFor();
    await sales.scrollIntoViewIfNeeded();
    expect(await sales.locator('.bp6-heading').innerText()).toBe(
      `Price now ${rupees(itemPrice({ salePrice: null, discountPercent: 40 }, product.price))}`,
    );
    await settle(page);
    await screenshot(page, 'product-editor-flash-sale');
    await expectNoViolations(page, 'the product editor with a flash sale');
    moveShopClock(end);
    await openProductInList();
    await page.reload();
    await expect.poll(() => priceNowCell().innerText()).toBe(rupees(product.price));
  });

  it('is edited by keyboard in the dark theme: the date picker and the variant search pass axe', async () => {
    const { context, page: dark } = await newPage(e2e, 'dark');
    try {
      await dark.goto(`${e2e.portal.url}#/login`);
      await signIn(dark, 'catalogue', 'Catalogue@12345');
      await dark.waitForURL((url) => !url.hash.startsWith('#/login'));
      await dark.goto(`${e2e.portal.url}#/flashsale`);
      await dark.locator('.bp6-table-cell', { hasText: /^Tomorrow only$/ }).dblclick();
      const drawer = dark.locator('.resource-drawer');
      await drawer.getByLabel(`Discount %, ${product.sku}`).waitFor();
      // A second variant, by keyboard alone: type, Tab to the first match, Enter.
      const [other] = await queryRows<{ sku: string }>(
        e2e.portal.db,
        sql`
        select v.sku from product_variants v where v.price > 500 and not exists (select 1 from flash_sale_items fi where fi.variant_id = v.id)
        order by v.id desc limit 1`,
      );
      await drawer.getByLabel('Find a product or SKU to add').fill(other.sku);
      await drawer.getByRole('menuitem', { name: new RegExp(other.sku) }).waitFor();
      await dark.keyboard.press('Tab');
      await dark.keyboard.press('Enter');
      await drawer.getByLabel(`Discount %, ${other.sku}`).focus();
      await dark.keyboard.type('25');
      await drawer.getByLabel(`Sale by, ${other.sku}`).selectOption({ label: 'Sale price' });
      await expect.poll(() => drawer.getByLabel(`Sale price, ${other.sku}`).inputValue()).not.toBe('');
      // A whole product at once: every one of its variants joins the sale.
      const [multi] = await queryRows<{ name: string; n: number }>(
        e2e.portal.db,
        sql`
        select p.name, count(*)::int as n from products p join product_variants v on v.product_id = p.id
        where (select count(*) from products q where q.name = p.name) = 1 group by p.id having count(*) > 1 order by p.id limit 1`,
      );
      await drawer.getByLabel('Find a product or SKU to add').fill(multi.name);
      await drawer.getByRole('menuitem', { name: `All variants of ${multi.name}` }).click();
      await expect.poll(() => drawer.locator('.sale-items-table tbody tr').count()).toBe(2 + multi.n);
      await settle(dark);
      await screenshot(dark, 'flash-sale-form-dark');
      await expectNoViolations(dark, 'the flash sale form, dark');
      await drawer.getByLabel('Starts (IST)').click();
      await showDaysAroundTheMonth(dark);
      await settle(dark);
      await screenshot(dark, 'flash-sale-date-picker-dark');
      await expectNoViolations(dark, 'the flash sale date picker, dark');
    } finally {
      await context.close();
    }
  });

  it('has a date picker that passes axe in the light theme too', async () => {
    const { context, page: light } = await newPage(e2e, 'light');
    try {
      await light.goto(`${e2e.portal.url}#/login`);
      await signIn(light, 'catalogue', 'Catalogue@12345');
      await light.waitForURL((url) => !url.hash.startsWith('#/login'));
      await light.goto(`${e2e.portal.url}#/flashsale`);
      await light.locator('.bp6-table-cell', { hasText: /^Tomorrow only$/ }).dblclick();
      await light.locator('.resource-drawer').getByLabel('Starts (IST)').click();
      await showDaysAroundTheMonth(light);
      await settle(light);
      await expectNoViolations(light, 'the flash sale date picker, light');
    } finally {
      await context.close();
    }
  });
});
