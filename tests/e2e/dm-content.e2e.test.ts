/**
 * DM content in Chromium, as a marketer writes a template: choose SMS, type a body and watch the preview
 * render it with sample values and count its SMS parts, insert a placeholder from the menu at the caret, be
 * refused an unknown placeholder by name, then save it; an email shows its subject in the preview. Light
 * and dark screenshots, axe in both.
 */
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DM_CONTENT_MESSAGES, SUCCESS } from '../../contract';
import { dmContents } from '../../server/content/dm-content.resource';
import { axeViolations } from '../support/axe';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

async function openDrawer(colorScheme: 'light' | 'dark'): Promise<Page> {
  const page = await e2e.signedInPage({ colorScheme, timeout: 10_000 });
  await page.goto(`${e2e.portal.url}#/dmContent`);
  await page.getByRole('heading', { name: 'DM Content' }).waitFor();
  await page.locator('.data-table').getByText('Order shipped SMS').waitFor();
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  return page;
}
const drawer = (page: Page) => page.locator('.resource-drawer');
const preview = (page: Page) => page.getByTestId('dm-preview');
const body = (page: Page) => drawer(page).getByLabel('Body');

const e2e = portalAndBrowser({ orders: 10 });

describe('DM content', () => {
  it('previews an SMS as it is typed, inserts a placeholder at the caret, refuses an unknown one, then saves', async () => {
    const page = await openDrawer('light');
    await drawer(page).getByLabel('Name').fill('Weekend sale SMS');
    await drawer(page).getByRole('combobox', { name: 'Channel' }).click();
    await page.getByRole('option', { name: 'SMS' }).click();
    await expect.poll(() => drawer(page).getByLabel('Subject').count()).toBe(0);

    await body(page).click();
    await page.keyboard.type('Hi {{firstName}}, {{promoDiscount}} off with {{promoCode}} this weekend.');
    await preview(page).getByText('Hi Priya, 25% off with DIWALI25 this weekend.').waitFor();
    await drawer(page)
      .getByText(/Sent as 1 SMS part of up to 160 characters/)
      .waitFor();

    // Put the caret before "this" and insert the storefront link from the menu.
    await page.keyboard.press('End');
    for (let i = 0; i < 'this weekend.'.length; i++) await page.keyboard.press('ArrowLeft');
    await drawer(page).getByRole('button', { name: 'Insert placeholder' }).click();
    await page.getByRole('menuitem', { name: /\{\{shopUrl\}\}/ }).click();
    expect(await body(page).inputValue()).toBe(
      'Hi {{firstName}}, {{promoDiscount}} off with {{promoCode}} {{shopUrl}}this weekend.',
    );
    await page.keyboard.type(' ');
    await preview(page).getByText('Hi Priya, 25% off with DIWALI25 https://demoshop.in this weekend.').waitFor();

    await page.keyboard.press('End');
    await page.keyboard.type(' Reply STOP to {{optOut}}. '.padEnd(120, '-'));
    await drawer(page)
      .getByText(/Sent as 2 SMS parts of up to 153 characters/)
      .waitFor();
    await screenshot(page, 'dm-content-preview-light');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await drawer(page).getByRole('alert').getByText(DM_CONTENT_MESSAGES.unknownPlaceholder('{{optOut}}')).waitFor();
    expect(await e2e.portal.db.select().from(dmContents).where(eq(dmContents.name, 'Weekend sale SMS'))).toEqual([]);

    await body(page).fill('Hi {{firstName}}, {{promoDiscount}} off with {{promoCode}}: {{shopUrl}}');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.saved('DM content')).waitFor();
    const [saved] = await e2e.portal.db.select().from(dmContents).where(eq(dmContents.name, 'Weekend sale SMS'));
    expect(saved).toMatchObject({
      channel: 'SMS',
      subject: '',
      body: 'Hi {{firstName}}, {{promoDiscount}} off with {{promoCode}}: {{shopUrl}}',
    });
    await page.context().close();
  });

  it("shows an email's subject in the preview, in the dark theme", async () => {
    const page = await openDrawer('dark');
    await drawer(page).getByLabel('Name').fill('Wallet reminder email');
    await drawer(page).getByLabel('Subject').fill('{{firstName}}, your {{shopName}} wallet has {{walletBalance}}');
    await body(page).fill('Dear {{customerName}},\n\nSpend it on your next order at {{shopUrl}}.');
    await preview(page).getByText('Priya, your Demo Shop wallet has Rs. 250.00').waitFor();
    await preview(page)
      .getByText(/Dear Priya Sharma,\s+Spend it on your next order at https:\/\/demoshop\.in\./)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'dm-content-preview-dark');
    await drawer(page).getByRole('button', { name: 'Save' }).click();
    await page.locator('.bp6-toast').getByText(SUCCESS.saved('DM content')).waitFor();
    await page.context().close();
  });
});
