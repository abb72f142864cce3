/**
 * Feature sections and sliders (issue 15 §2) in Chromium, as a content manager builds the home page: a row of
 * category tiles refused with three categories in the seed's words and saved with four; a section of products
 * found by name and put in order; a banner linked to a product found by name. Each form passes axe in light and
 * dark; the lists show what is on the shop now.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_MESSAGES } from '../../contract/media/media';
import { makeMedia } from '../../server/catalogue/products/product-test-support';
import { queryRows } from '../../server/db/transaction';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });
const drawer = (page: Page) => page.locator('.resource-drawer');
/** A plain PNG of the given size. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 88, g: 28, b: 135 } } })
    .png()
    .toBuffer();

async function choose(page: Page, label: string, option: string) {
  await drawer(page).getByRole('button', { name: label, exact: true }).click();
  await page.locator('.bp6-popover .bp6-menu').getByText(option, { exact: true }).click();
}

describe("the home page's feature sections and sliders", () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`asks a row of tiles for four categories, then saves it; picks products in order (${theme} theme)`, async () => {
      const page = await e2e.signedInPage({
        as: 'catalogue',
        hash: '/manageFeatureSection',
        colorScheme: theme,
        reducedMotion: 'reduce',
      });
      await page.locator('.bp6-table-cell', { hasText: /^Shop by category$/ }).waitFor();
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await drawer(page).getByLabel('Name').fill(`Tiles ${theme}`);
      await choose(page, 'Shows', 'Categories');
      const categories = drawer(page).getByLabel('Categories');
      for (let i = 0; i < 3; i++) {
        await categories.click();
        await page.locator('.bp6-popover').getByRole('option', { selected: false }).first().click();
      }
      await page.keyboard.press('Escape');
      await drawer(page).getByRole('button', { name: 'Save' }).click();
      await drawer(page).getByText('at least 4 categories should be selected').waitFor();
      await settle(page);
      await expectNoViolations(page, `the feature section form (${theme})`);
      await categories.click();
      await page.locator('.bp6-popover').getByRole('option', { selected: false }).first().click();
      await page.keyboard.press('Escape');
      await drawer(page).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(
          async () =>
            (
              await queryRows<{ n: number }>(
                e2e.portal.db,
                sql`select count(*)::int as n from feature_section_categories c join feature_sections s on s.id = c.section_id where s.name = ${`Tiles ${theme}`}`,
              )
            )[0].n,
        )
        .toBe(4);
      await drawer(page).waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Add', exact: true }).click();
      await drawer(page).getByLabel('Name').fill(`Picks ${theme}`);
      await choose(page, 'Shows', 'Hand-picked products');
      const search = drawer(page).getByLabel('Find a product to add');
      const names: string[] = [];
      for (const text of ['Kurta', 'Saree']) {
        await search.fill(text);
        const option = drawer(page)
          .getByRole('menuitem')
          .filter({ hasNot: page.locator('.bp6-disabled') })
          .first();
        names.push((await option.locator('.bp6-text-overflow-ellipsis').innerText()).trim());
        await option.click();
      }
      await drawer(page)
        .getByRole('button', { name: `Move ${names[1]} up` })
        .click();
      await settle(page);
      await expectNoViolations(page, `hand-picked products (${theme})`);
      await screenshot(page, `feature-section-form-${theme}`);
      await drawer(page).getByRole('button', { name: 'Save' }).click();
      await expect
        .poll(async () =>
          (
            await queryRows<{ name: string }>(
              e2e.portal.db,
              sql`select p.name from feature_section_products sp
        join feature_sections s on s.id = sp.section_id join products p on p.id = sp.product_id where s.name = ${`Picks ${theme}`} order by sp.position`,
            )
          ).map((r) => r.name),
        )
        .toEqual([names[1], names[0]]);
    });
  }

  it('links a banner to a product found by name, and shows it on the shop now', async () => {
    // Library images to pick (rows only: the thumbnails fall back to a placeholder).
    await makeMedia(e2e.portal.db, 2);
    const page = await e2e.signedInPage({
      as: 'catalogue',
      hash: '/manageSlider',
      colorScheme: 'light',
      reducedMotion: 'reduce',
    });
    const row = page.locator('.bp6-table-cell', { hasText: /^New arrivals$/ });
    await row.waitFor();
    await row.dblclick();
    await drawer(page).getByLabel('Title').waitFor();
    await drawer(page).getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose the banner picture' });
    // The banner slot asks against its own ratio: a 1200x400 banner is kept at once, a product picture asks (3.00, 1200x400).
    await picker.locator('input[type=file]').setInputFiles([
      { name: 'banner.png', mimeType: 'image/png', buffer: await png(1200, 400) },
      { name: 'tall.png', mimeType: 'image/png', buffer: await png(532, 798) },
    ]);
    const ratio = page.getByRole('alertdialog');
    await ratio.getByText(MEDIA_MESSAGES.ratioQuestion('0.67', '3.00', '1200x400')).waitFor();
    await ratio.getByText('tall.png').waitFor();
    await ratio.getByRole('button', { name: 'No', exact: true }).click();
    await picker.getByLabel('Ready to upload').getByText('banner.png').waitFor();
    await picker.getByRole('button', { name: 'Clear', exact: true }).click();
    await picker.getByRole('option').first().click();
    await picker.getByRole('button', { name: 'Select' }).click();
    await picker.waitFor({ state: 'detached' });
    await choose(page, 'Links to', 'Product');
    await drawer(page).getByLabel('Find the product to link to').fill('Kurta');
    const option = drawer(page).getByRole('menuitem').first();
    const name = (await option.locator('.bp6-text-overflow-ellipsis').innerText()).trim();
    await option.click();
    // The chosen product, shown in bold (the closing menu may still list it for a moment: not that one).
    await drawer(page).getByRole('strong').filter({ hasText: name }).waitFor();
    await settle(page);
    await expectNoViolations(page, 'the slider form (light)');
    await screenshot(page, 'slider-form-light');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast', { hasText: 'slider updated successfully' }).waitFor();
    const [saved] = await queryRows<{ type: string; product: string; picture: boolean }>(
      e2e.portal.db,
      sql`select s.link_type as type, p.name as product,
      s.image_media_id is not null as picture from sliders s join products p on p.id = s.link_product_id where s.title = 'New arrivals'`,
    );
    expect(saved).toEqual({ type: 'Product', product: name, picture: true });

    const dark = await e2e.signedInPage({
      as: 'catalogue',
      hash: '/manageSlider',
      colorScheme: 'dark',
      reducedMotion: 'reduce',
    });
    await dark.locator('.bp6-table-cell', { hasText: /^New arrivals$/ }).waitFor();
    await settle(dark);
    await expectNoViolations(dark, 'the slider list (dark)');
    await screenshot(dark, 'sliders-dark');
  });
});
