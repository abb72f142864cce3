/**
 * WEBHOOKS in Chromium, as the Master Admin works it: add an endpoint pointing at a real receiver started by the test
 * (its URL typed, an event ticked by keyboard), read its signing secret off the page (shown once), send the test event
 * and see the receiver get it signed with that secret, see its delivery and its attempt, and redeliver it. Axe finds
 * nothing in the dialog, the secret, the list and the open delivery, in light and dark.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEBHOOK_MESSAGES } from '../../contract';
import { type Receiver, startReceiver, verifySignature } from '../../server/webhooks/test-receiver';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser, toastShown } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20, config: { webhooksAllowLoopback: true, webhookPollMs: 50 } });
let receiver: Receiver;
beforeAll(async () => {
  receiver = await startReceiver();
});
afterAll(async () => receiver?.close());

describe('WEBHOOKS', () => {
  for (const theme of ['light', 'dark'] as const)
    it(`adds an endpoint, sends it the test event, shows the delivery and redelivers it (${theme})`, async () => {
      const page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce', hash: '/webhooks' });
      await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
      const url = `${receiver.url}/${theme}`;

      await page.getByRole('button', { name: 'Add endpoint' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
      const field = dialog.getByLabel('URL');
      await field.waitFor();
      // By keyboard: the URL has the focus; select what is there and type over it, then tick an event with Space.
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(url);
      await dialog.getByRole('checkbox', { name: 'stock.changed' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => dialog.getByRole('checkbox', { name: 'stock.changed' }).isChecked()).toBe(true);
      await settle(page);
      await expectNoViolations(page, `Add endpoint dialog (${theme})`);
      await dialog.getByRole('button', { name: 'Add endpoint' }).press('Enter');

      const shown = page.getByRole('dialog', { name: 'Endpoint added' });
      await shown.getByText(WEBHOOK_MESSAGES.created).waitFor();
      const secret = await shown.getByLabel(`Signing secret of ${url}`).inputValue();
      expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
      await settle(page);
      await expectNoViolations(page, `Endpoint secret (${theme})`);
      await shown.getByRole('button', { name: 'Done' }).click();
      await shown.waitFor({ state: 'detached' });
      expect(await page.content()).not.toContain(secret);

      const row = page.getByRole('row').filter({ hasText: url });
      await row.getByText('On', { exact: true }).waitFor();
      const before = receiver.received.length;
      await row.getByRole('button', { name: `Send test event to ${url}` }).click();
      await toastShown(page, `Test event to ${url}: 200`);
      const [ping] = (await receiver.waitFor(before + 1)).slice(before);
      expect(ping.event.type).toBe('ping');
      expect(verifySignature(receiver.signatureOf(ping), ping.body, secret)).toBe(true);

      const deliveries = page.getByRole('region', { name: `Deliveries to ${url}` });
      const delivery = deliveries.getByRole('row').filter({ hasText: ping.event.id });
      await delivery.getByText('Delivered').waitFor();
      await delivery.getByRole('button', { name: `Show attempts of ping ${ping.event.id}` }).click();
      await deliveries.getByRole('list', { name: 'Attempts' }).getByText('Attempt 1').waitFor();
      await settle(page);
      await screenshot(page, `webhooks-${theme}`);
      await expectNoViolations(page, `Webhooks with a delivery open (${theme})`);

      await delivery.getByRole('button', { name: `Redeliver ping ${ping.event.id}` }).click();
      await toastShown(page, WEBHOOK_MESSAGES.redelivered);
      await deliveries.getByRole('list', { name: 'Attempts' }).getByText('Attempt 2').waitFor();
      const again = (await receiver.waitFor(before + 2)).slice(before);
      expect(again.map((r) => r.event.id)).toEqual([ping.event.id, ping.event.id]);
    });
});
