/**
 * E-mail in Chromium, as a Master Admin sets it up: point the e-mail credentials at a real SMTP server running
 * in the test process, save after the confirmation, send a test e-mail and see it arrive, then find it in the
 * Outbox and read it in the drawer. Axe finds nothing on either screen in light and dark; screenshots of both.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MESSAGES } from '../../contract';
import { startTestSmtpServer, type TestSmtpServer } from '../../server/mail/test-smtp-server';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });
const ADMIN_EMAIL = 'admin@demoshop.in';
const SMTP_PASSWORD = 'Relay-Secret-2026-WXYZ';
let smtp: TestSmtpServer;

beforeAll(async () => {
  smtp = await startTestSmtpServer({ username: 'relay', password: SMTP_PASSWORD });
});
afterAll(() => smtp?.close());

async function fillCredentials(page: Page): Promise<void> {
  await page.getByLabel('SMTP host').fill('127.0.0.1');
  await page.getByLabel('Port').fill(String(smtp.port));
  await page.getByRole('combobox', { name: 'Security' }).click();
  await page.getByRole('option', { name: /None/ }).click();
  await page.getByLabel('Username').fill('relay');
  await page.getByLabel('Password', { exact: true }).fill(SMTP_PASSWORD);
  await page.getByLabel('From name').fill('Demo Shop');
  await page.getByLabel('From address').fill('orders@demoshop.in');
}

describe('e-mail credentials and the Outbox', () => {
  it('saves the credentials, sends a test e-mail that arrives, and shows it in the Outbox', async () => {
    const page = await e2e.signedInPage({ colorScheme: 'light', reducedMotion: 'reduce', hash: '/outbox' });
    await page.getByText('No e-mails yet').waitFor();
    await settle(page);
    await expectNoViolations(page, 'empty Outbox (light)');
    await page.goto(`${e2e.portal.url}#/portalSettings`);
    await page.getByText(MAIL_MESSAGES.notConfigured).waitFor();
    await fillCredentials(page);
    const form = page.locator('form.email-credentials-form');
    await form.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    await dialog.getByText(MAIL_MESSAGES.confirmSave).waitFor();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await page.locator('.bp6-toast').getByText(MAIL_MESSAGES.saved).waitFor();
    // Dismissed, so no half-faded toast is under the accessibility checks below.
    await page.locator('.bp6-toast').getByRole('button').click();
    await page.locator('.bp6-toast').waitFor({ state: 'detached' });
    await dialog.waitFor({ state: 'detached' });
    // The password is gone from the page: only its last four remain, as a hint.
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await page.getByText('A password ending in WXYZ is saved.', { exact: false }).waitFor();
    expect(await page.content()).not.toContain(SMTP_PASSWORD);

    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await page.getByRole('status').getByText(MAIL_MESSAGES.testSent(ADMIN_EMAIL)).waitFor();
    expect(smtp.received.at(-1)).toMatchObject({ from: 'orders@demoshop.in', to: [ADMIN_EMAIL], user: 'relay' });
    await settle(page);
    await screenshot(page, 'mail-settings-light');
    await expectNoViolations(page, 'portal settings with e-mail credentials (light)');

    await page.goto(`${e2e.portal.url}#/outbox`);
    const subject = page.getByRole('button', { name: MAIL_MESSAGES.testSubject }).first();
    await subject.waitFor();
    await page.getByRole('cell', { name: 'Sent' }).first().waitFor();
    await settle(page);
    await screenshot(page, 'mail-outbox-light');
    await expectNoViolations(page, 'Outbox (light)');
    await subject.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: MAIL_MESSAGES.testSubject });
    await drawer.getByText(MAIL_MESSAGES.testText('127.0.0.1')).waitFor();
    await drawer.getByText(ADMIN_EMAIL).waitFor();
    await settle(page);
    await screenshot(page, 'mail-outbox-drawer-light');
    await expectNoViolations(page, 'Outbox message drawer (light)');
    await page.context().close();
  });

  it('passes the accessibility check in the dark theme and shows a refused test e-mail in words', async () => {
    const page = await e2e.signedInPage({ colorScheme: 'dark', reducedMotion: 'reduce', hash: '/portalSettings' });
    await smtp.close();
    await page.getByRole('button', { name: 'Send a test e-mail' }).click();
    await page
      .getByRole('alert')
      .getByText(/The test e-mail could not be sent: .*refused the connection/)
      .waitFor();
    await settle(page);
    await screenshot(page, 'mail-settings-failed-dark');
    await expectNoViolations(page, 'portal settings with a failed test e-mail (dark)');
    await page.goto(`${e2e.portal.url}#/outbox`);
    await page
      .getByRole('cell', { name: /Failed/ })
      .first()
      .waitFor();
    await settle(page);
    await screenshot(page, 'mail-outbox-dark');
    await expectNoViolations(page, 'Outbox (dark)');
    await page.getByRole('button', { name: MAIL_MESSAGES.testSubject }).first().click();
    const drawer = page.getByRole('dialog', { name: MAIL_MESSAGES.testSubject });
    await drawer.getByText(ADMIN_EMAIL).waitFor();
    await settle(page);
    await screenshot(page, 'mail-outbox-drawer-dark');
    await expectNoViolations(page, 'Outbox message drawer (dark)');
    await page.context().close();
  });
});
