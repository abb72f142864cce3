/**
 * PROFILE in Chromium: the name and phone save without a password (the top bar shows the name at once); a new e-mail brings up the current-password field,
 * a wrong password is refused in the catalogue's words, the right one saves; axe in light and dark.
 */
import { describe, it } from 'vitest';
import { MESSAGES, PROFILE_MESSAGES } from '../../contract';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

describe('profile', () => {
  it.each(['light', 'dark'] as const)(
    'saves the phone, and a new e-mail only with the current password (%s)',
    async (theme) => {
      const page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce', hash: '/profile' });
      const form = page.getByRole('form', { name: 'Profile' });
      const name = theme === 'light' ? 'Aditi Rao' : 'Aditi R. Rao';
      await form.getByLabel('Phone').fill(theme === 'light' ? '+91 90000 11111' : '+91 90000 22222');
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByRole('button', { name: 'Save profile' }).click();
      await page.locator('.bp6-toast').getByText(PROFILE_MESSAGES.updated).first().waitFor();
      // The top bar shows the saved name at once, without a reload.
      await page.getByRole('button', { name: `${name}, user menu` }).waitFor();
      await page.locator('.bp6-toast').getByRole('button').first().click();

      await form.getByLabel('Email').fill(`aditi.${theme}@demoshop.in`);
      const password = form.getByLabel('Current password');
      await password.waitFor();
      await form.getByText(PROFILE_MESSAGES.passwordForEmail).waitFor();
      await password.fill('Wrong@12345');
      await form.getByRole('button', { name: 'Save profile' }).click();
      await form.getByText(MESSAGES.currentPasswordWrong).waitFor();
      await settle(page);
      await screenshot(page, `profile-email-${theme}`);
      await expectNoViolations(page, `profile with a wrong password (${theme})`);
      await password.fill('Admin@12345');
      await form.getByRole('button', { name: 'Save profile' }).click();
      await page.locator('.bp6-toast').getByText(PROFILE_MESSAGES.updated).first().waitFor();
      // Saved: the e-mail is the profile's own now, so no password is asked for.
      await form.getByLabel('Current password').waitFor({ state: 'detached' });
      await page.context().close();
    },
  );
});
