/**
 * Portal settings in Chromium, as an admin uses them: open the screen, find Self shipping chosen, save it
 * after the confirmation, see the success toast and the setting's version move on; a stale version offers a
 * reload. Light and dark screenshots.
 */
import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MESSAGES, PORTAL_SETTINGS_MESSAGES } from '../../contract';
import { shopSettings } from '../../server/settings/schema';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

async function signedInPage(colorScheme: 'light' | 'dark'): Promise<Page> {
  return e2e.signedInPage({ colorScheme, timeout: 10_000, hash: '/portalSettings' });
}

const storedVersion = async () =>
  (
    await e2e.portal.db
      .select({ version: shopSettings.version })
      .from(shopSettings)
      .where(eq(shopSettings.key, 'deliveryPartner'))
  )[0].version;

const e2e = portalAndBrowser({ orders: 20 });
/** The delivery partner's form: other sections of the screen have a Save of their own. */
const partnerForm = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('radio', { name: /Self shipping/ }) });

describe('portal settings: delivery partner', () => {
  it('shows Self shipping chosen and saves it after the confirmation', async () => {
    const page = await signedInPage('light');
    const selfShipping = page.getByRole('radio', { name: /Self shipping/ });
    await selfShipping.waitFor();
    expect(await selfShipping.isChecked()).toBe(true);
    await page.getByRole('heading', { name: 'Company details' }).waitFor();
    await screenshot(page, 'portal-settings-light');

    const before = await storedVersion();
    await partnerForm(page).getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await dialog.getByText(PORTAL_SETTINGS_MESSAGES.confirmPartner('Self shipping')).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.bp6-toast').getByText(PORTAL_SETTINGS_MESSAGES.partnerSaved).waitFor();
    expect(await storedVersion()).toBe(before + 1);
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'portal-settings-saved-light');
    await page.context().close();
  });

  it('offers a reload when someone else saved meanwhile, then saves', async () => {
    const page = await signedInPage('light');
    await page.getByRole('radio', { name: /Self shipping/ }).waitFor();
    await e2e.portal.db
      .update(shopSettings)
      .set({ version: sql`${shopSettings.version} + 1` })
      .where(eq(shopSettings.key, 'deliveryPartner'));
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await partnerForm(page).getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.getByRole('alert').getByText(MESSAGES.staleVersion).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await screenshot(page, 'portal-settings-stale-light');
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('alert').waitFor({ state: 'detached' });
    await partnerForm(page).getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.bp6-toast').getByText(PORTAL_SETTINGS_MESSAGES.partnerSaved).waitFor();
    await page.context().close();
  });

  it('looks right in the dark theme too', async () => {
    const dark = await signedInPage('dark');
    await dark.getByRole('radio', { name: /Self shipping/ }).waitFor();
    await screenshot(dark, 'portal-settings-dark');
    await dark.context().close();
  });
});
