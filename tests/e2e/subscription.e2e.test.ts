/**
 * The subscription in Chromium, as the shop owner meets it: the trial's days left in the top bar, MY_SUBSCRIPTION,
 * the plan list, the plan cart with GST, a card the Test-mode gateway declines and one it takes, the invoice PDF;
 * then an expired subscription: the read-only banner on every screen, write buttons gone, and a write the API
 * refuses with its reason. Axe finds nothing on these screens in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBSCRIPTION_MESSAGES } from '../../contract';
import { SUBSCRIPTION_API, TEST_CARDS } from '../../contract/subscription/subscription';
import { signInAs } from '../../server/test-support/requests';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

describe('subscription', () => {
  it('subscribes to a plan through the cart: a declined card, then a paid one, an active subscription and its invoice PDF', async () => {
    const page = await e2e.signedInPage({ colorScheme: 'light', reducedMotion: 'reduce', hash: '/my-subscription' });
    await page.locator('.top-bar').getByText(SUBSCRIPTION_MESSAGES.trialDaysLeft(30)).waitFor();
    const status = page.getByLabel('Subscription status');
    await status.getByText('Free trial').first().waitFor();
    await page.getByText('No invoices yet', { exact: false }).waitFor();
    await settle(page);
    await expectNoViolations(page, 'My Subscription on a trial (light)');

    await page.getByRole('button', { name: 'Choose a plan' }).click();
    await page.getByRole('heading', { name: 'Growth' }).waitFor();
    await page.getByRole('button', { name: 'Yearly' }).click();
    await settle(page);
    await screenshot(page, 'subscription-plans-light');
    await expectNoViolations(page, 'plan list (light)');
    await page.getByRole('button', { name: 'Choose Growth' }).click();

    const cart = page.getByRole('form', { name: 'Plan cart' });
    await cart.getByRole('radio', { name: 'Yearly' }).waitFor();
    expect(await cart.getByRole('radio', { name: 'Yearly' }).isChecked()).toBe(true);
    const amount = page.getByRole('table', { name: 'Amount' });
    await amount.getByText('GST 18%').waitFor();
    expect(await amount.innerText()).toMatch(/24,990\.00[\s\S]*4,498\.20[\s\S]*29,488\.20/);
    await cart.getByText(/^The paid period starts when your free trial ends, on /).waitFor();
    await settle(page);
    await expectNoViolations(page, 'plan cart (light)');

    await cart.getByLabel('Card number').fill(TEST_CARDS.declined);
    await cart.getByRole('button', { name: /^Pay/ }).click();
    await cart.getByRole('alert').getByText(SUBSCRIPTION_MESSAGES.paymentDeclined).waitFor();
    await cart.getByLabel('Card number').fill(TEST_CARDS.success);
    await cart.getByRole('button', { name: /^Pay/ }).click();

    await page.locator('.bp6-toast').getByText(SUBSCRIPTION_MESSAGES.subscribed('Growth')).waitFor();
    await page.waitForURL(/#\/my-subscription/);
    await status.getByText('Active').waitFor();
    await status.getByText('Growth').waitFor();
    // Paid: the top bar no longer counts down a trial.
    await page
      .locator('.top-bar')
      .getByText(/Free trial/)
      .waitFor({ state: 'detached' });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /^Download invoice / }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    const { readFile } = await import('node:fs/promises');
    expect((await readFile((await file.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await page.locator('.bp6-toast').getByRole('button').click();
    await page.locator('.bp6-toast').waitFor({ state: 'detached' });
    await settle(page);
    await screenshot(page, 'my-subscription-active-light');
    await expectNoViolations(page, 'My Subscription, active with an invoice (light)');
    await page.context().close();
  });

  describe('when the subscription has expired', () => {
    beforeAll(async () => {
      const admin = await signInAs(e2e.portal.app, 'admin', 'Admin@12345');
      const answer = await e2e.portal.app.inject({
        method: 'PUT',
        url: `/api${SUBSCRIPTION_API.state}`,
        payload: { state: 'expired' },
        headers: { authorization: `Bearer ${admin.token}` },
      });
      expect(answer.json().output.status).toBe('expired');
    });
    afterAll(async () => {
      const admin = await signInAs(e2e.portal.app, 'admin', 'Admin@12345');
      await e2e.portal.app.inject({
        method: 'PUT',
        url: `/api${SUBSCRIPTION_API.state}`,
        payload: { state: 'active' },
        headers: { authorization: `Bearer ${admin.token}` },
      });
    });

    it('shows the read-only banner on every screen, hides write buttons, and a refused write says why', async () => {
      // Catalogue staff land on their first screen, not the dashboard, so they sign in here.
      const page = await e2e.newPage({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await page.goto(`${e2e.portal.url}#/login`);
      await signIn(page, 'catalogue', 'Catalogue@12345');
      await page.waitForURL((url) => !url.hash.startsWith('#/login'));
      await page.goto(`${e2e.portal.url}#/addTax`);
      const banner = page.getByRole('status').filter({ hasText: SUBSCRIPTION_MESSAGES.expiredBannerStaff });
      await banner.waitFor();
      await page.locator('.top-bar').getByText('Subscription expired').waitFor();
      await page.getByRole('button', { name: 'Filters' }).waitFor();
      // Catalogue staff may add taxes, but not while the portal is read-only.
      expect(await page.getByRole('button', { name: 'Add', exact: true }).count()).toBe(0);
      await settle(page);
      await screenshot(page, 'subscription-expired-tax-dark');
      await expectNoViolations(page, 'Tax while expired (dark)');

      await page.goto(`${e2e.portal.url}#/profile`);
      await banner.waitFor();
      await page.getByLabel('Phone').fill('+91 98765 43210');
      await page.getByRole('button', { name: 'Save profile' }).click();
      await page
        .getByRole('form', { name: 'Profile' })
        .getByRole('alert')
        .getByText(SUBSCRIPTION_MESSAGES.expiredReadOnly)
        .waitFor();
      await settle(page);
      await expectNoViolations(page, 'a refused profile save while expired (dark)');
      await page.context().close();
    });

    it('offers the Master Admin the way to renew, on a screen that stays usable', async () => {
      const page = await e2e.signedInPage({ colorScheme: 'dark', reducedMotion: 'reduce', hash: '/dashboard' });
      const banner = page.getByRole('status').filter({ hasText: SUBSCRIPTION_MESSAGES.expiredBanner });
      await banner.getByRole('link', { name: 'Renew the subscription' }).click();
      await page.getByRole('button', { name: 'Choose Starter' }).waitFor();
      await settle(page);
      await expectNoViolations(page, 'plan list while expired (dark)');
      await page.getByRole('button', { name: 'Choose Starter' }).click();
      await page.getByRole('form', { name: 'Plan cart' }).waitFor();
      await settle(page);
      await expectNoViolations(page, 'plan cart (dark)');
      await page.context().close();
    });
  });
});
