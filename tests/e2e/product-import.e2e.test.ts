/**
 * Product import (issue 13 §5): from the product list to the import screen, a CSV with one bad row (shown
 * with its error, never ticked) and one product unticked by hand, applied with the progress finishing, and
 * the catalogue changed accordingly; the review screen passes axe in light and dark.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES } from '../../contract/catalogue/product-import';
import { queryRows } from '../../server/db/transaction';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser, TIMEOUT_SCALE } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

type Existing = {
  id: number;
  identification_number: string;
  hsn: string;
  brand: string;
  sku: string;
  price: string;
  category: string;
};

async function csvFile(tag: string) {
  const [p] = await queryRows<Existing>(
    e2e.portal.db,
    sql`select p.id, p.identification_number, p.hsn, p.brand, v.sku, v.price,
      (select parent.name || ' > ' || c.name from product_categories pc join categories c on c.id = pc.category_id
        join categories parent on parent.id = c.parent_id where pc.product_id = p.id and pc.position = 0) as category
    from products p join product_variants v on v.product_id = p.id where p.kind = 'simple' and p.tax_id is null order by p.id limit 1`,
  );
  const csv = [
    'identificationNumber,name,hsn,brand,categories,sku,price,stock',
    `${p.identification_number},Renamed by import ${tag},${p.hsn},${p.brand},${p.category},${p.sku},${p.price},0`,
    `E2E-${tag}-NEW,Imported Kurta ${tag},6211,Vastra,Men > Men Kurtas,E2E-${tag}-NEW-A,999,5`,
    `E2E-${tag}-SKIP,Left out ${tag},6211,Vastra,Men > Men Kurtas,E2E-${tag}-SKIP-A,499,5`,
    `E2E-${tag}-BAD,Broken ${tag},6211,Vastra,No Such Category,E2E-${tag}-BAD-A,abc,5`,
  ].join('\n');
  return { existing: p, file: { name: `import-${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) } };
}

async function chooseCsv(page: Page, tag: string) {
  const { existing, file } = await csvFile(tag);
  await page.getByLabel('CSV file to import').setInputFiles(file);
  await page.getByRole('table', { name: 'Change set' }).getByText(`E2E-${tag}-BAD`).waitFor();
  return existing;
}

const row = (page: Page, text: string) =>
  page.getByRole('table', { name: 'Change set' }).getByRole('row').filter({ hasText: text });

describe('importing products', () => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage();
  });

  it('reviews a CSV with one bad row, unticks a product, applies, and sees the products changed', async () => {
    await page.goto(`${e2e.portal.url}#/manageProduct`);
    await page.getByRole('button', { name: 'Import / export' }).click();
    await page.getByRole('heading', { name: 'Import Products' }).waitFor();
    const existing = await chooseCsv(page, 'A');
    await expect.poll(() => new URL(page.url()).hash).toMatch(/^#\/manageProduct\/import\/[0-9a-f-]{36}$/);

    const bad = row(page, 'E2E-A-BAD');
    await bad.getByText(IMPORT_MESSAGES.unknownCategory('No Such Category')).waitFor();
    expect(await bad.getByRole('checkbox').isChecked()).toBe(false);
    expect(await bad.getByRole('checkbox').isDisabled()).toBe(true);
    await row(page, existing.identification_number).getByText('Renamed by import A').waitFor();

    // A click saves the tick first (PUT …/items); the box follows the answer, so wait for it rather than expect it at once.
    const skip = row(page, 'E2E-A-SKIP').getByRole('checkbox');
    await skip.click();
    await expect.poll(() => skip.isChecked(), { timeout: 15_000 * TIMEOUT_SCALE }).toBe(false);
    await page.getByRole('button', { name: 'Apply 2 products' }).waitFor();
    await page.getByRole('button', { name: 'Apply 2 products' }).click();
    await page
      .getByRole('alertdialog', { name: 'Apply the import' })
      .getByRole('button', { name: 'Apply', exact: true })
      .click();
    await page.getByText('Applied: 4 of 4').waitFor();
    await row(page, 'E2E-A-NEW').getByText('Applied').waitFor();
    await row(page, 'E2E-A-SKIP').getByText('Skipped').waitFor();

    const names = await queryRows<{ identification_number: string; name: string }>(
      e2e.portal.db,
      sql`select identification_number, name from products where identification_number in ('E2E-A-NEW', 'E2E-A-SKIP', ${existing.identification_number})`,
    );
    expect(Object.fromEntries(names.map((n) => [n.identification_number, n.name]))).toEqual({
      'E2E-A-NEW': 'Imported Kurta A',
      [existing.identification_number]: 'Renamed by import A',
    });
    await page.getByRole('button', { name: 'Roll back' }).waitFor();
  });
});

describe.each(['light', 'dark'] as const)('the import screen in the %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce', hash: '/manageProduct/import/new' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('passes axe with a change set under review', async () => {
    await page.getByRole('heading', { name: 'Import Products' }).waitFor();
    await chooseCsv(page, theme === 'light' ? 'L' : 'D');
    await settle(page);
    await expectNoViolations(page, `Import Products (${theme})`);
    await screenshot(page, `product-import-${theme}`);
    // The apply question is an alert named for screen readers.
    await page.getByRole('button', { name: /^Apply \d+ products?$/ }).click();
    const apply = page.getByRole('alertdialog', { name: 'Apply the import' });
    await apply.waitFor();
    await settle(page);
    await expectNoViolations(page, `the apply question (${theme})`);
    await apply.getByRole('button', { name: 'Cancel' }).click();
    await apply.waitFor({ state: 'detached' });
  });
});
