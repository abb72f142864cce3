/**
 * The password reset in Chromium, as a person does it: from the sign-in screen, Forgot password, the code
 * read from the Outbox (the database: no SMTP server is saved), a wrong code first, then the right one, a new
 * password (a mismatch first), and sign-in with it. Each step's screen is saved in both themes.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MESSAGES } from '../../contract/platform/messages';
import { RESET_MESSAGES } from '../../contract/account/password-reset';
import { queryRows } from '../../server/db/transaction';
import { secretsOf } from '../../server/platform/secrets/secrets-of-app';
import { expectNoViolations } from '../support/accessibility';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser, TIMEOUT_SCALE } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 10 });

/** The code of the newest reset e-mail to `to`, from the Outbox (sent just after the answer: waits for it). */
async function codeMailedTo(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [row] = await queryRows<{ text: string }>(
      e2e.portal.db,
      sql`select text from outbox where "to" = ${to} and kind = 'password-reset' order by id desc limit 1`,
    );
    if (row) return /\b(\d{6})\b/.exec(secretsOf(e2e.portal.db).open(row.text))![1];
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no reset e-mail to ${to}`);
}

async function shoot(page: Page, name: string): Promise<void> {
  await expectNoViolations(page, name);
  await screenshot(page, `${name}-light`);
  // The theme is <body>'s class (src/components/theme.tsx): set as the toggle would, so the reset in progress stays.
  await page.evaluate(() => document.body.classList.add('bp6-dark'));
  await page.waitForTimeout(100);
  await expectNoViolations(page, `${name} (dark)`);
  await screenshot(page, `${name}-dark`);
  await page.evaluate(() => document.body.classList.remove('bp6-dark'));
}

it('resets a forgotten password with the e-mailed code and signs in with the new one', {
  timeout: 120_000 * TIMEOUT_SCALE,
}, async () => {
  const page = await e2e.newPage({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(`${e2e.portal.url}#/login`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(/#\/forgot-password/);
  await page.getByRole('heading', { name: 'Forgot Password' }).waitFor();
  await shoot(page, 'reset-forgot');
  await page.getByLabel('Username or email').fill('catalogue@demoshop.in');
  await page.keyboard.press('Enter');

  await page.waitForURL(/#\/verify-otp/);
  await page.getByRole('heading', { name: 'Verify OTP' }).waitFor();
  await page.getByRole('button', { name: /^Send a new code in \d+ s$/ }).waitFor(); // the once-a-minute wait, shown
  const code = await codeMailedTo('catalogue@demoshop.in');
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await page.getByLabel('6-digit code').fill(wrong);
  await page.keyboard.press('Enter');
  await page.getByText(RESET_MESSAGES.wrongCode(4)).waitFor();
  await shoot(page, 'reset-verify');
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.waitForURL(/#\/set-new-password/);
  await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
  await page.getByLabel('New password').fill('Catalogue@2027');
  await page.getByLabel('Confirm password').fill('Catalogue@2028');
  await page.keyboard.press('Enter');
  await page.getByText(MESSAGES.passwordMismatch).waitFor();
  await shoot(page, 'reset-new-password');
  await page.getByLabel('Confirm password').fill('Catalogue@2027');
  await page.getByRole('button', { name: 'Set password' }).click();

  await page.waitForURL(/#\/login/);
  await page.getByText(RESET_MESSAGES.passwordReset).waitFor();
  await shoot(page, 'reset-done');
  await signIn(page, 'catalogue', 'Catalogue@2027');
  await page.waitForURL((url) => !url.hash.startsWith('#/login'));
  expect(page.url()).not.toMatch(/#\/login/);
});
