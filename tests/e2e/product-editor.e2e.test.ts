/**
 * The product editor in Chromium, as catalogue staff use it: a variable product from the "Apparel" attribute set
 * (2 sizes × 2 colours generated, priced in the grid), product and variant images through the media picker with
 * alt texts, published, then read back in edit; a Draft saved with only its name and numbers, Publish asking for the rest; leaving with unsaved input asks seed §4's question; a save on top
 * of someone else's newer save shows the conflict and Reload brings their version; axe in both themes and the
 * whole form reachable by Tab.
 */
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, SUCCESS, VALIDATION } from '../../contract';
import { PRODUCT_MESSAGES } from '../../contract/catalogue/product';
import { products } from '../../server/catalogue/schema';
import { makeMedia } from '../../server/catalogue/products/product-test-support';
import { productVariants } from '../../server/catalogue/products/schema';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });
const form = (page: Page) => page.locator('form.product-form');

/** Opens a select of the form kit by its label and picks the option with this text. */
async function pick(page: Page, label: string, option: string) {
  await form(page).getByRole('button', { name: label, exact: true }).click();
  await page.locator('.bp6-popover .bp6-menu').getByText(option, { exact: true }).click();
}

/** Adds the library's first image not chosen yet through the media picker opened by `open`. */
async function addImage(page: Page, open: () => Promise<void>) {
  await open();
  const picker = page.getByRole('dialog', { name: 'Choose image' });
  await picker.getByRole('option').first().click();
  await picker.getByRole('button', { name: 'Select' }).click();
  await picker.waitFor({ state: 'detached' });
}

describe('product editor', () => {
  it('creates a variable product from an attribute set with images through the picker, publishes it, and reads it back in edit', async () => {
    // Library images to pick (rows only: the thumbnails fall back to a placeholder).
    await makeMedia(e2e.portal.db, 3);
    const page = await e2e.signedInPage({ hash: '/addProduct', timeout: 20_000 });
    await form(page).getByLabel('Product name').fill('Festive kurta');
    await form(page).getByLabel('HSN').fill('6109');
    await form(page).getByLabel('Brand').fill('Acme');
    await form(page).getByLabel('Categories').click();
    await page.locator('.bp6-popover .bp6-menu-item').first().click();
    await page.keyboard.press('Escape');
    await pick(page, 'Product kind', 'Variable product (variants)');
    await pick(page, 'Attribute set', 'Apparel');
    for (const value of ['S', 'M', 'Black', 'White'])
      await form(page).getByRole('checkbox', { name: value, exact: true }).check();
    await form(page).getByRole('button', { name: 'Generate variants (4)' }).click();
    await form(page).getByLabel('Price of S / Black', { exact: true }).waitFor();
    for (const variant of ['S / Black', 'S / White', 'M / Black', 'M / White']) {
      await form(page).getByLabel(`Price of ${variant}`, { exact: true }).fill('899');
      await form(page).getByLabel(`Opening stock of ${variant}`).fill('7');
    }
    await form(page).getByLabel('Special price of M / White').fill('999');
    await form(page).getByLabel('Special price of S / Black').fill('719');
    await form(page)
      .getByRole('row', { name: /^S \/ Black/ })
      .getByText('20%')
      .waitFor();
    // The identification number came with the SKU stem; each SKU is the stem plus the values.
    const identification = await form(page).getByLabel('Identification number').inputValue();
    expect(identification).not.toBe('');
    expect(await form(page).getByLabel('SKU of M / White').inputValue()).toMatch(/-M-WHITE$/);

    await addImage(page, () => form(page).getByRole('button', { name: 'Add image' }).click());
    await form(page).getByLabel('Alt text of the main image').fill('Festive kurta, front');
    await addImage(page, () => form(page).getByRole('button', { name: 'Add image' }).click());
    await form(page).getByLabel('Alt text of image 2').fill('Festive kurta, back');
    await form(page).getByRole('button', { name: 'Move image 2 up' }).click();
    expect(await form(page).getByLabel('Alt text of the main image').inputValue()).toBe('Festive kurta, back');
    await form(page).getByRole('button', { name: '0 images of S / Black' }).click();
    const variantImages = page.getByRole('dialog', { name: 'Images of S / Black' });
    await addImage(page, () => variantImages.getByRole('button', { name: 'Add image' }).click());
    await variantImages.getByLabel('Alt text of the main image').fill('Black kurta');
    await variantImages.getByRole('button', { name: 'Done' }).click();

    // The special price above the price is refused in the seed's words, on its cell.
    await page.getByRole('button', { name: 'Publish' }).click();
    await form(page)
      .getByRole('row', { name: /^M \/ White/ })
      .getByText('special price cannot be greater than the price')
      .waitFor();
    await screenshot(page, 'product-editor-error-light');
    await form(page).getByLabel('Special price of M / White').fill('');
    await page.getByRole('button', { name: 'Publish' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.statusUpdated('product')).waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/product\/edit\/\d+$/);

    const [saved] = await e2e.portal.db
      .select()
      .from(products)
      .where(eq(products.identificationNumber, identification));
    expect(saved.status).toBe('Active');
    const variants = await e2e.portal.db.select().from(productVariants).where(eq(productVariants.productId, saved.id));
    expect(variants.map((v) => v.stock).toSorted()).toEqual([7, 7, 7, 7]);
    // Read back: existing variants show their stock read-only, the images keep their order and alt texts.
    await form(page).getByRole('link', { name: 'Stock of S / Black: 7, manage stock' }).waitFor();
    expect(await form(page).getByLabel('Alt text of the main image').inputValue()).toBe('Festive kurta, back');
    expect(await form(page).getByLabel('Product name').inputValue()).toBe('Festive kurta');
    await page.getByText('Active', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product-editor-variable-light');
    await page.context().close();
  });

  it('saves a Draft with only a name and its numbers, and Publish asks for HSN, Brand and a category (issue 40 item 11)', async () => {
    const page = await e2e.signedInPage({ hash: '/addProduct', timeout: 20_000 });
    await form(page).getByLabel('Product name').fill('Draft kurta');
    // Suggest SKU fills the SKU and the identification number; a price is what the variant sells at.
    await form(page).locator('button:has(.bp6-icon-lightbulb)').click();
    await expect.poll(() => form(page).getByLabel('SKU', { exact: true }).inputValue()).not.toBe('');
    await form(page).getByLabel('Price', { exact: true }).fill('499');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.saved('product')).waitFor();
    await expect.poll(() => page.url()).toMatch(/#\/product\/edit\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    await page.getByRole('button', { name: 'Publish' }).click();
    await form(page).getByText(VALIDATION.required).first().waitFor();
    await form(page).getByText(PRODUCT_MESSAGES.categoriesRequired).waitFor();
    // The first field to complete has the focus.
    await expect
      .poll(() =>
        form(page)
          .getByLabel('HSN', { exact: true })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    const [row] = await e2e.portal.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ status: 'Draft', hsn: '', brand: '' });
    await page.context().close();
  });

  it('asks before leaving with unsaved input: Cancel stays, OK leaves', async () => {
    const page = await e2e.signedInPage({ hash: '/product/edit/1', timeout: 20_000 });
    const name = form(page).getByLabel('Product name');
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Renamed, not saved');
    await name.blur();
    const category = page.getByRole('navigation').getByRole('link', { name: 'Category', exact: true });
    await category.click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await dialog.getByText(MESSAGES.unsavedLeave).waitFor();
    await screenshot(page, 'product-editor-leave-light');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect(await name.inputValue()).toBe('Renamed, not saved');
    expect(page.url()).toMatch(/#\/product\/edit\/1$/);
    await category.click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    // A hash route change fires no load event: read the address.
    await expect.poll(() => page.url()).toMatch(/#\/category$/);
    await page.context().close();
  });

  // Issue 40 item 17: a clean editor held no move yet react-router warned on every address typed; a raw `#/…` link from
  // the list left a history entry the router did not make, so Back from unsaved input could not be held where it was.
  it('opened from the list, leaves by a typed address without a word in the console, and holds Back with unsaved input', async () => {
    const page = await e2e.signedInPage({ hash: '/manageProduct', timeout: 20_000 });
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click();
    const name = form(page).getByLabel('Product name');
    await expect.poll(() => name.inputValue()).not.toBe('');
    const editor = page.url();
    await page.goto(`${e2e.portal.url}#/category`);
    await page.getByRole('heading', { name: 'Category', exact: true }).waitFor();
    await page.goBack();
    await expect.poll(() => name.inputValue()).not.toBe('');
    await name.fill('Renamed, not saved');
    await name.blur();
    await page.goBack();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await dialog.getByText(MESSAGES.unsavedLeave).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => page.url()).toBe(editor);
    expect(await name.inputValue()).toBe('Renamed, not saved');
    await page.context().close();
  });

  it('a save on top of a newer version shows the conflict, and Reload brings that version', async () => {
    const page = await e2e.signedInPage({ hash: '/product/edit/2', timeout: 20_000 });
    const name = form(page).getByLabel('Product name');
    await expect.poll(() => name.inputValue()).not.toBe('');
    // Someone else saves meanwhile.
    await e2e.portal.db
      .update(products)
      .set({ name: 'Their name', version: sql`${products.version} + 1` })
      .where(eq(products.id, 2));
    await name.fill('My name');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = page.getByRole('alert').filter({ hasText: MESSAGES.staleVersion });
    await conflict.waitFor();
    await screenshot(page, 'product-editor-conflict-light');
    await conflict.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => name.inputValue()).toBe('Their name');
    await name.fill('My name');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // A change to a product is 'updated' (seed §8); a new one is 'saved'.
    await page.locator('.bp6-toast').getByText(SUCCESS.updated('product')).waitFor();
    const [row] = await e2e.portal.db.select().from(products).where(eq(products.id, 2));
    expect(row.name).toBe('My name');
    await page.context().close();
  });

  it('passes axe in the dark theme and reaches every control of the form by Tab', async () => {
    const page = await e2e.signedInPage({ hash: '/product/copy/3', timeout: 20_000, colorScheme: 'dark' });
    await expect.poll(() => form(page).getByLabel('Product name').inputValue()).not.toBe('');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'product-editor-copy-dark');
    // Every enabled control of the form, then Tab from the first until each was focused once.
    const total = await form(page).evaluate((f) => {
      const controls = [...f.querySelectorAll<HTMLElement>('input, button, textarea, select, a[href]')].filter(
        (el) => !(el as HTMLInputElement).disabled && el.tabIndex >= 0,
      );
      controls.forEach((el, i) => el.setAttribute('data-tab-check', String(i)));
      return controls.length;
    });
    expect(total).toBeGreaterThan(40);
    await form(page).getByLabel('Product name').focus();
    const seen = new Set<string>();
    for (let i = 0; i < total * 2 && seen.size < total; i++) {
      const mark = await page.evaluate(() => document.activeElement?.getAttribute('data-tab-check') ?? null);
      if (mark !== null) seen.add(mark);
      await page.keyboard.press('Tab');
    }
    expect(seen.size).toBe(total);
    await page.context().close();
  });
});
