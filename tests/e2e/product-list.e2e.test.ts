/**
 * Products (issue 13 §2): the list filtered by completeness through the filter panel, two ticked Draft products
 * published in bulk after the confirmation, a row opened into the editor; the screen passes axe in light and dark.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLETENESS_CHECKS, COMPLETENESS_LABELS } from '../../contract/catalogue/product';
import { productBulkDone, productBulkQuestion } from '../../contract/catalogue/product-list';
import { queryRows } from '../../server/db/transaction';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

async function openProducts(page: Page) {
  await page.goto(`${e2e.portal.url}#/manageProduct`);
  await page.getByRole('heading', { name: 'Products' }).waitFor();
  await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).waitFor();
}

/** The status shown in the table's row `i` (from 0). */
const statusOf = (page: Page, i: number) =>
  page
    .locator(`.bp6-table-cell-row-${i}`)
    .filter({ hasText: /^(Draft|Active|Inactive)$/ })
    .first()
    .innerText();

describe('the product list', () => {
  let page: Page;
  let lowCount: number;
  beforeAll(async () => {
    // The out-of-stock products score lowest; make them drafts waiting to be published.
    await e2e.portal.db.execute(sql`update products set status = 'Draft' where completeness < 50`);
    [{ n: lowCount }] = await queryRows<{ n: number }>(
      e2e.portal.db,
      sql`select count(*)::int as n from products where completeness < 50`,
    );
    page = await e2e.signedInPage();
  });

  it('filters by completeness, and publishes two ticked drafts in bulk after the confirmation', async () => {
    expect(lowCount).toBeGreaterThan(2);
    await openProducts(page);
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByLabel('Completeness value').fill('50');
    await panel.getByLabel('Completeness operator').selectOption({ label: '<' });
    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByText(new RegExp(`of ${lowCount}$`))
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(async () => [await statusOf(page, 0), await statusOf(page, 1)]).toEqual(['Draft', 'Draft']);
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Select row 2', exact: true }).check();
    await page.locator('.dt-selection-bar').getByRole('button', { name: 'Publish', exact: true }).click();
    const dialog = page.locator('.bp6-dialog');
    await dialog.getByText(productBulkQuestion('publish', 2)).waitFor();
    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.locator('.bp6-toast', { hasText: productBulkDone('publish', { changed: 2, refused: [] }) }).waitFor();
    await expect.poll(async () => [await statusOf(page, 0), await statusOf(page, 1)]).toEqual(['Active', 'Active']);
    expect(await page.locator('.dt-selection-bar').count()).toBe(0);
  });

  // Issue 40 item 15: the Missing column, its filter's choices and its chip showed the stored key 'altTexts'.
  it("names what a product is missing in words: the filter's choices, its chip and the cells", async () => {
    // A product whose pictures lack alt texts (the demo's have none, or have them).
    await e2e.portal.db.execute(sql`update products set missing = array_append(missing, 'altTexts')
      where id = (select min(id) from products) and not ('altTexts' = any(missing))`);
    await openProducts(page);
    await page.getByRole('button', { name: /^Filters/ }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByLabel('Missing operator').selectOption('eq');
    await panel.getByLabel('Missing values').click();
    const menu = page.locator('.bp6-popover .bp6-menu');
    expect(await menu.getByRole('option').allInnerTexts()).toEqual(
      COMPLETENESS_CHECKS.map((check) => COMPLETENESS_LABELS[check]),
    );
    await menu.getByRole('option', { name: COMPLETENESS_LABELS.altTexts }).click();
    await panel.locator('.bp6-tag', { hasText: COMPLETENESS_LABELS.altTexts }).waitFor();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    const chip = page.locator('.filter-bar__tags .bp6-tag');
    await expect.poll(() => chip.innerText()).toBe(`Missing equals ${COMPLETENESS_LABELS.altTexts}`);
    // The Missing column is the last: the table draws the columns in view.
    await page
      .locator('.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container')
      .evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect
      .poll(() => page.locator('.bp6-table-cell', { hasText: COMPLETENESS_LABELS.altTexts }).count())
      .toBeGreaterThan(0);
    expect(await page.locator('.bp6-table-cell', { hasText: /altTexts/ }).count()).toBe(0);
    await screenshot(page, 'product-list-missing-light');
  });

  it('opens a row in the product editor', async () => {
    await openProducts(page);
    await page.locator('.bp6-table-cell-row-0').nth(2).dblclick();
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/product\/edit\/\d+/);
  });
});

describe.each(['light', 'dark'] as const)('the Products screen in the %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('passes axe, with a selection and its delete confirmation open', async () => {
    await openProducts(page);
    await settle(page);
    await expectNoViolations(page, `Products (${theme})`);
    await page.getByRole('checkbox', { name: 'Select row 1', exact: true }).check();
    await screenshot(page, `product-list-${theme}`);
    await page.locator('.dt-selection-bar').getByRole('button', { name: 'Delete', exact: true }).click();
    await page.locator('.bp6-dialog').getByText(productBulkQuestion('delete', 1)).waitFor();
    await settle(page);
    await expectNoViolations(page, `Products delete confirmation (${theme})`);
    await page.keyboard.press('Escape');
  });
});
