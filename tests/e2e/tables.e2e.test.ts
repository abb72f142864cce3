/**
 * The dense table and the resource screens in Chromium, as an analyst and a content manager use them:
 * sort, filter, page, select all matching, hide a column, reload into the same view, export CSV,
 * and a promo code created (after one invalid submission), edited and deleted.
 */
import { readFile } from 'node:fs/promises';
import { count, ilike } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SUCCESS, VALIDATION } from '../../contract';
import { customers } from '../../server/customers/schema';
import { promoCodes } from '../../server/content/promo-code.resource';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

let page: Page;
let mumbai = 0;

const footer = () => page.getByRole('navigation', { name: 'Pagination' });
const drawer = () => page.locator('.resource-drawer');
/** A column's header button; the table draws headers in two overlapping quadrants, the top one (last) takes clicks. */
const header = (label: string) =>
  page.getByRole('button', { name: label, exact: true }).filter({ visible: true }).last();

const e2e = portalAndBrowser();
beforeAll(async () => {
  [{ n: mumbai }] = await e2e.portal.db.select({ n: count() }).from(customers).where(ilike(customers.city, '%mumbai%'));
  page = await e2e.signedInPage({ acceptDownloads: true, timeout: 10_000 });
});

describe('the customer table', () => {
  it('sorts by a header click: ascending, then descending', async () => {
    await page.goto(`${e2e.portal.url}#/manageCustomer`);
    await footer()
      .getByText(/of 500/)
      .waitFor();
    await header('Name').click();
    await page.waitForURL(/sort=name(%3A|:)asc/);
    const [first] = await e2e.portal.db
      .select({ name: customers.name })
      .from(customers)
      .orderBy(customers.name, customers.id)
      .limit(1);
    await page.getByText(first.name, { exact: true }).first().waitFor();
    await header('Name').click();
    await page.waitForURL(/sort=name(%3A|:)desc/);
  });

  it('filters a column through the filter panel', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByLabel('City value').fill('mumbai');
    await panel.getByLabel('City operator').selectOption({ label: 'contains' });
    await footer()
      .getByText(new RegExp(`of ${mumbai}$`))
      .waitFor();
    await page.keyboard.press('Escape');
    expect(page.url()).toMatch(/[?&]q=/);
  });

  it('pages forward and back', async () => {
    await footer().getByRole('button', { name: 'Next page' }).click();
    await footer()
      .getByText(new RegExp(`^11–${Math.min(20, mumbai)} of ${mumbai}$`))
      .waitFor();
    await footer().getByRole('button', { name: 'First page' }).click();
    await footer()
      .getByText(new RegExp(`^1–10 of ${mumbai}$`))
      .waitFor();
  });

  it('selects every row matching the filter, not just the page', async () => {
    await page.getByRole('checkbox', { name: 'Select all rows on this page' }).first().check({ force: true });
    await page.getByRole('button', { name: `Select all ${mumbai} matching` }).click();
    await page.getByText(`All ${mumbai} matching rows selected`).waitFor();
    await page.getByRole('button', { name: 'Clear selection' }).click();
  });

  it('hides a column and finds the same view after a reload', async () => {
    expect(page.url()).toMatch(/sort=name(%3A|:)desc/);
    // The layout is saved 600 ms after the last change: wait for that save, not for a guess at its time.
    const saved = page.waitForResponse(
      (r) => r.url().includes('/table-layout/') && r.request().method() === 'PUT' && r.ok(),
    );
    await page.getByRole('button', { name: 'Columns' }).click();
    await page.getByRole('menu', { name: 'Columns' }).getByText('Email', { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => header('Email').count()).toBe(0);
    await saved;
    await page.reload();
    await footer()
      .getByText(new RegExp(`^1–10 of ${mumbai}$`))
      .waitFor();
    expect(page.url()).toMatch(/sort=name(%3A|:)desc/);
    await header('Name').waitFor();
    expect(await header('Email').count()).toBe(0);
    await screenshot(page, 'customers-filtered');
  });

  it('exports exactly the filtered rows as CSV', async () => {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines.length).toBe(mumbai + 1);
    expect(lines.slice(1).every((l) => /mumbai/i.test(l))).toBe(true);
  });
});

describe('promo codes', () => {
  it('refuses an invalid promo code, then saves it once corrected', async () => {
    await page.goto(`${e2e.portal.url}#/promocode`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer().getByLabel('Code').fill('QA-2026');
    await drawer().getByRole('button', { name: 'Save' }).click();
    await drawer().getByText(VALIDATION.required).first().waitFor();
    expect(await e2e.portal.db.select().from(promoCodes).where(ilike(promoCodes.name, 'QA-2026'))).toHaveLength(0);

    await drawer().getByLabel('Valid from – to from').fill('01-12-2026');
    await drawer().getByLabel('Valid from – to to').fill('31-12-2026');
    await drawer().getByLabel('Discount', { exact: true }).fill('15');
    await drawer().getByRole('button', { name: 'Save' }).click();
    await page.getByText(SUCCESS.saved('promo code')).waitFor();
    const [saved] = await e2e.portal.db.select().from(promoCodes).where(ilike(promoCodes.name, 'QA-2026'));
    expect(saved).toMatchObject({ discount: '15.00', startDate: '2026-12-01', endDate: '2026-12-31' });
  });

  it('shows a duplicate code on its field', async () => {
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await drawer().getByLabel('Code').fill('QA-2026');
    await drawer().getByLabel('Valid from – to from').fill('01-12-2026');
    await drawer().getByLabel('Valid from – to to').fill('31-12-2026');
    await drawer().getByLabel('Discount', { exact: true }).fill('5');
    await drawer().getByRole('button', { name: 'Save' }).click();
    await drawer().getByText('name already exists').waitFor();
    // Keys count the moment the confirmation opens (focus may still be on the drawer's Cancel):
    // Escape keeps the drawer, Enter leaves it, each once.
    const confirmation = page.getByRole('dialog', { name: 'Confirmation' });
    await drawer().getByRole('button', { name: 'Cancel' }).click();
    await confirmation.getByText(MESSAGES.unsavedLeave).waitFor();
    await page.keyboard.press('Escape');
    await confirmation.waitFor({ state: 'detached' });
    await drawer().getByLabel('Code').waitFor();
    await drawer().getByRole('button', { name: 'Cancel' }).click();
    await confirmation.getByText(MESSAGES.unsavedLeave).waitFor();
    await page.keyboard.press('Enter');
    await drawer().waitFor({ state: 'detached' });
    await expect.poll(() => confirmation.count()).toBe(0);
  });

  it('edits and then deletes it, each confirmed', async () => {
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByLabel('Code value').fill('QA-2026');
    await panel.getByLabel('Code operator').selectOption({ label: 'equals' });
    await footer().getByText(/of 1$/).waitFor();
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Edit' }).first().click();
    await drawer().getByLabel('Discount', { exact: true }).fill('20');
    await drawer().getByRole('button', { name: 'Save' }).click();
    await page.getByText(SUCCESS.updated('promo code')).waitFor();

    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(SUCCESS.deleted('promo code')).waitFor();
    await footer().getByText(/of 0$/).or(page.getByText('No records found')).first().waitFor();
    expect(await e2e.portal.db.select().from(promoCodes).where(ilike(promoCodes.name, 'QA-2026'))).toHaveLength(0);
  });
});
