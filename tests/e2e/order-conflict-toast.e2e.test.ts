/**
 * Issue 18: a conflict's message stays until it is closed. An order changed by someone else meanwhile answers the
 * action with a 409; five orders processed after it, each with its success toast, do not push the warning away.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { MESSAGES, ORDER_MESSAGES } from '../../contract';
import { queryRows } from '../../server/db/transaction';
import { screenshot } from '../support/browser';
import { QUEUE_MODE_STORAGE_KEY } from '../../src/features/orders/queue-mode';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser();
const confirmation = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' });
const toasts = (page: Page) => page.locator('.app-toasts');

async function proceed(page: Page, order: { id: number; orderNo: string }): Promise<void> {
  await page.evaluate((id) => {
    location.hash = `#/manageOrder/all?order=${id}`;
  }, order.id);
  await page
    .getByRole('toolbar', { name: 'Order actions' })
    .getByRole('button', { name: /^Proceed to shipping/ })
    .click();
  await confirmation(page).getByRole('button', { name: 'OK', exact: true }).click();
  await confirmation(page).waitFor({ state: 'detached' });
}

it("keeps a conflict's message on screen through five more actions, until it is closed", async () => {
  const ready = await queryRows<{ id: number; orderNo: string }>(
    e2e.portal.db,
    sql`
    update orders set status = 'New Order', payment_status = 'success', courier_name = null, pickup_at = null, label_generated_at = null,
      version = version + 1 where id in (select id from orders order by id limit 6) returning id::int as id, order_no as "orderNo"`,
  );
  const [stale, ...next] = ready.toSorted((a, b) => a.id - b.id);
  const page = await e2e.signedInPage({ hash: '/manageOrder/all' });
  // One action at a time, each asked by its button: no chain of next steps (queue mode off).
  await page.evaluate((key) => window.localStorage.setItem(key, 'off'), QUEUE_MODE_STORAGE_KEY);
  await page.reload();
  await page.evaluate((id) => {
    location.hash = `#/manageOrder/all?order=${id}`;
  }, stale.id);
  await page
    .getByRole('toolbar', { name: 'Order actions' })
    .getByRole('button', { name: /^Proceed to shipping/ })
    .waitFor();
  // Someone else changes the order while it is open here.
  await e2e.portal.db.execute(sql`update orders set version = version + 1 where id = ${stale.id}`);
  await page
    .getByRole('toolbar', { name: 'Order actions' })
    .getByRole('button', { name: /^Proceed to shipping/ })
    .click();
  await confirmation(page).getByRole('button', { name: 'OK', exact: true }).click();
  const conflict = toasts(page).getByText(MESSAGES.staleVersion);
  await conflict.waitFor();

  for (const order of next) {
    await proceed(page, order);
    await toasts(page).getByText(ORDER_MESSAGES.actionDone('order.proceedToShipping', order.orderNo)).waitFor();
  }
  expect(await conflict.isVisible()).toBe(true);
  await screenshot(page, 'conflict-toast-kept');
  await toasts(page).locator('.bp6-toast').filter({ hasText: MESSAGES.staleVersion }).getByRole('button').click();
  await conflict.waitFor({ state: 'detached' });
});
