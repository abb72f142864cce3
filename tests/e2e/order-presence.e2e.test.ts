/**
 * Issue 18, presence: Aditi (Master Admin) opens an order in her panel; Rohan's portal (order staff), already
 * on the order list, shows "Being processed by Aditi Rao" on that row, live, and in the panel header once he
 * opens it (and Aditi's shows him); his action on it asks first. Aditi closing it clears both, live. Axe finds
 * nothing on either screen, nor in the confirmation, in the light and the dark theme.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract';
import { queryRows } from '../../server/db/transaction';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser();
const panel = (page: Page) => page.locator('.order-panel');
const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
const rowMarker = (page: Page, name: string) =>
  page.locator(`.orders-list .order-presence-marker[title="${ORDER_MESSAGES.processedBy(name)}"]`);
/** The order list (newest first, so the order is on its first page), with the order open or not. */
const listOf = (id: number, open: boolean) => `/manageOrder/all${open ? `?order=${id}` : ''}`;

describe('order presence', () => {
  for (const [n, theme] of (['light', 'dark'] as const).entries()) {
    it(`shows live who is processing an order, and asks before acting on it (${theme} theme)`, async () => {
      const [order] = await queryRows<{ id: number; orderNo: string }>(
        e2e.portal.db,
        sql`
        update orders set status = 'New Order', payment_status = 'success', courier_name = null, pickup_at = null, label_generated_at = null,
          version = version + 1 where id = (select id from orders order by id desc offset ${n} limit 1) returning id::int as id, order_no as "orderNo"`,
      );
      const rohan = await e2e.signedInPage({
        as: 'orders',
        colorScheme: theme,
        reducedMotion: 'reduce',
        hash: listOf(order.id, false),
      });
      await rohan.getByText(order.orderNo, { exact: true }).first().waitFor();
      await rohan.getByText('Live', { exact: true }).waitFor();

      const aditi = await e2e.signedInPage({
        as: 'admin',
        colorScheme: theme,
        reducedMotion: 'reduce',
        hash: listOf(order.id, true),
      });
      try {
        await panel(aditi).getByRole('heading', { name: order.orderNo }).waitFor();
        await rowMarker(rohan, 'Aditi Rao').waitFor({ state: 'attached' });
        // Her own presence is not shown to her.
        expect(await aditi.getByText(ORDER_MESSAGES.processedBy('Aditi Rao')).count()).toBe(0);
        await settle(rohan);
        await expectNoViolations(rohan, `the order list with a row being processed (${theme})`);

        await rohan.evaluate(
          (hash) => {
            location.hash = hash;
          },
          `#${listOf(order.id, true)}`,
        );
        await panel(rohan).getByText(ORDER_MESSAGES.processedBy('Aditi Rao')).waitFor();
        await panel(aditi).getByText(ORDER_MESSAGES.processedBy('Rohan Mehta')).waitFor();
        await settle(rohan);
        await expectNoViolations(rohan, `the order panel being processed by someone else (${theme})`);
        await screenshot(rohan, `order-presence-${theme}`);

        await panel(rohan)
          .getByRole('toolbar', { name: 'Order actions' })
          .getByRole('button', { name: /^Proceed to shipping/ })
          .click();
        await confirmation(rohan).getByText(ORDER_MESSAGES.processedByOther('Aditi Rao')).waitFor();
        await confirmation(rohan)
          .getByText(ORDER_MESSAGES.confirmAction('order.proceedToShipping', order.orderNo))
          .waitFor();
        await settle(rohan);
        await expectNoViolations(rohan, `the confirmation of an action on an order being processed (${theme})`);
        await screenshot(rohan, `order-presence-confirm-${theme}`);
        await confirmation(rohan).getByRole('button', { name: 'Cancel' }).click();
        await confirmation(rohan).waitFor({ state: 'detached' });

        // Aditi closes it: Rohan's portal stops saying so, without a reload.
        await panel(aditi).getByRole('button', { name: 'Close order' }).click();
        await panel(rohan).getByText(ORDER_MESSAGES.processedBy('Aditi Rao')).waitFor({ state: 'detached' });
        await rowMarker(rohan, 'Aditi Rao').waitFor({ state: 'detached' });
      } finally {
        // No portal stays open to keep its heartbeat going into the next theme.
        await Promise.all([rohan.context().close(), aditi.context().close()]);
      }
    });
  }
});
