/**
 * API KEYS in Chromium, as the Master Admin works it by keyboard: create a key for the storefront, read its secret off
 * the page (shown once), see the storefront API answer to it, revoke it and see the next call refused. Axe finds nothing
 * in the dialog, the secret and the list, in light and dark.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { API_KEY_MESSAGES } from '../../contract';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser, toastShown } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

const storeCall = (secret: string) =>
  fetch(`${e2e.portal.url}${STORE_API_BASE.slice(1)}${STORE_API.categories}`, {
    headers: { authorization: `Bearer ${secret}` },
  });

async function createKey(page: Page, name: string, theme: string): Promise<string> {
  await page.getByRole('button', { name: 'Create API key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create API key' });
  await dialog.getByLabel('Name').waitFor();
  // By keyboard: the name has the focus; Tab reaches the scopes, Space ticks one.
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect.poll(() => dialog.getByRole('checkbox', { name: 'Orders' }).isChecked()).toBe(true);
  await settle(page);
  await expectNoViolations(page, `Create API key dialog (${theme})`);
  await dialog.getByRole('button', { name: 'Create key' }).press('Enter');
  const shown = page.getByRole('dialog', { name: 'API key created' });
  await shown.getByText(API_KEY_MESSAGES.created).waitFor();
  const secret = await shown.getByLabel(`Secret of “${name}”`).inputValue();
  await settle(page);
  await screenshot(page, `api-keys-secret-${theme}`);
  await expectNoViolations(page, `API key secret (${theme})`);
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'detached' });
  return secret;
}

describe('API KEYS', () => {
  for (const theme of ['light', 'dark'] as const)
    it(`makes a key whose secret the storefront API takes, and revokes it (${theme})`, async () => {
      const page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce', hash: '/apiKeys' });
      await page.getByRole('heading', { name: 'API Keys', exact: true }).waitFor();
      const name = `Web shop ${theme}`;
      const secret = await createKey(page, name, theme);
      expect(secret).toMatch(/^shop_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/);
      // Shown once: gone from the page once the dialog closed.
      expect(await page.content()).not.toContain(secret);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Live').waitFor();
      await row.getByText('Orders').waitFor();
      expect((await storeCall(secret)).status).toBe(200);

      await settle(page);
      await screenshot(page, `api-keys-list-${theme}`);
      await expectNoViolations(page, `API keys list (${theme})`);
      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke API key' });
      await confirm.getByRole('button', { name: 'Revoke' }).click();
      await toastShown(page, API_KEY_MESSAGES.revoked);
      await row.getByText('Revoked').waitFor();
      expect(await row.getByRole('button', { name: `Revoke ${name}` }).count()).toBe(0);
      expect((await storeCall(secret)).status).toBe(401);
    });
});
