/**
 * The audit trail in the portal (issue 11 §3): a record's drawer shows its history (who changed what,
 * when, each field before and after); the Master Admin's Audit Log lists every write, filters it and
 * exports CSV; staff see neither the menu entry nor the screen. Screenshots in both themes.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PORTAL_SETTINGS_MESSAGES } from '../../contract';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

let page: Page;
const e2e = portalAndBrowser({ orders: 20 });
beforeAll(async () => {
  page = await e2e.signedInPage();
});

const drawer = () => page.locator('.resource-drawer');

async function toggleTheme(dark: boolean) {
  await page.getByRole('button', { name: 'Toggle dark theme' }).click();
  await expect.poll(() => page.evaluate(() => document.body.classList.contains('bp6-dark'))).toBe(dark);
}

async function bothThemes(name: string) {
  await screenshot(page, `${name}-light`);
  await toggleTheme(true);
  await screenshot(page, `${name}-dark`);
  await toggleTheme(false);
}

/** Opens the first row's drawer and its History (by keyboard, as a person would); the history's region. */
async function openHistory() {
  await page.getByRole('button', { name: 'Edit' }).first().click();
  // The drawer takes focus into its overlay as it opens (its first field, or the overlay's focus trap just before
  // it): only then is Tab-and-Enter on History the person's next step.
  await expect
    .poll(() =>
      page.evaluate(() => Boolean(document.activeElement?.closest('.bp6-overlay')?.querySelector('.resource-drawer'))),
    )
    .toBe(true);
  const summary = drawer().getByText('History', { exact: true });
  const history = drawer().locator('.record-history');
  // The disclosure stays as the person left it: open it by keyboard unless it is open already.
  if (!(await history.evaluate((el) => (el as HTMLDetailsElement).open))) {
    await summary.focus();
    await summary.press('Enter');
  }
  await expect.poll(() => history.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(true);
  return history;
}

describe('the audit trail', () => {
  let before = '';
  const after = () => `${before} revised`;

  it("shows a record's history in its drawer: who, when, and the field before and after", async () => {
    await page.goto(`${e2e.portal.url}#/addTax`);
    await page.getByRole('heading', { name: 'Tax' }).waitFor();
    await page.getByRole('button', { name: 'Edit' }).first().click();
    const name = drawer().getByLabel('Name');
    before = await name.inputValue();
    await name.fill(after());
    await drawer().getByRole('button', { name: 'Save' }).click();
    await drawer().waitFor({ state: 'hidden' });
    const history = await openHistory();
    await expect.poll(() => drawer().getByLabel('Name').inputValue()).toBe(after());
    await history.getByText(`Name: ${before} → ${after()}`).waitFor();
    await expect
      .poll(() => history.locator('.record-history-entry').first().innerText())
      .toMatch(/Updated[\s\S]*Aditi Rao/);
    await screenshot(page, 'tax-history-light');
    // The drawer is modal: the theme is switched with it closed, then it is opened again.
    await drawer().getByRole('button', { name: 'Cancel' }).click();
    await toggleTheme(true);
    await (await openHistory()).getByText(`Name: ${before} → ${after()}`).waitFor();
    await screenshot(page, 'tax-history-dark');
    await drawer().getByRole('button', { name: 'Cancel' }).click();
    await toggleTheme(false);
  });

  it('lists every write on the Audit Log, filters it by entity, and exports the rows as CSV', async () => {
    await page.getByRole('link', { name: 'Audit Log' }).click();
    await page.getByRole('heading', { name: 'Audit Log' }).waitFor();
    await page.getByRole('button', { name: 'Filters' }).click();
    const panel = page.getByRole('group', { name: 'Filters' });
    await panel.getByLabel('Entity value').fill('tax');
    await panel.getByLabel('Entity operator').selectOption({ label: 'equals' });
    await page.getByText(/^1–1 of 1$/).waitFor();
    await page.keyboard.press('Escape');
    const table = page.getByRole('region', { name: 'Audit Log' });
    await table.getByText(`name: ${before} → ${after()}`).waitFor();
    await bothThemes('audit-log');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    const lines = (await readFile((await download.path())!, 'utf8')).trim().split(/\r?\n/);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.includes(',tax,'))).toBe(true);
    expect(lines.some((line) => line.includes('Aditi Rao') && line.includes(`name: ${before} → ${after()}`))).toBe(
      true,
    );
  });

  it("shows who saved the delivery partner in the settings' History", async () => {
    await page.goto(`${e2e.portal.url}#/portalSettings`);
    await page.getByRole('radio', { name: /Self shipping/ }).waitFor();
    await page
      .locator('form', { has: page.getByRole('radio', { name: /Self shipping/ }) })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
    await page.locator('.bp6-toast').getByText(PORTAL_SETTINGS_MESSAGES.partnerSaved).waitFor();
    const partnerCard = page
      .locator('.settings-card')
      .filter({ has: page.getByRole('radio', { name: /Self shipping/ }) });
    const summary = partnerCard.getByText('History', { exact: true });
    await summary.focus();
    await summary.press('Enter');
    await expect
      .poll(() => partnerCard.locator('.record-history-entry').first().innerText())
      .toMatch(/Updated[\s\S]*Aditi Rao/);
  });

  it('is not offered to staff: no menu entry, and the screen says there is no access', async () => {
    const staff = await e2e.signedInPage({ as: 'orders', hash: '/auditLog' });
    await staff.getByText('You do not have access to this page').waitFor();
    expect(await staff.getByRole('link', { name: 'Audit Log' }).count()).toBe(0);
    await staff.close();
  });
});
