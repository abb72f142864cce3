/**
 * Issue 18: order processing at the speed of typing, in Chromium. In queue mode Space asks the open order's next
 * step and each confirmation is followed by the next one, so a New Order ships in six keys and the next order opens
 * by itself; keys typed ahead (40 ms apart, not waiting for the screen) are all applied, in order, to the right
 * order; two people pressing Space at the same moment get different orders; `j` after an order left its tab opens the
 * one after it; Enter on a focused table row opens that row.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ORDER_MESSAGES } from '../../contract';
import { queryRows } from '../../server/db/transaction';
import { portalAndBrowser, TIMEOUT_SCALE } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 60 });

const panel = (page: Page) => page.getByRole('complementary', { name: 'Order detail' });
const asked = (page: Page) => page.getByRole('dialog', { name: 'Confirmation' }).locator('.confirm-message');
const openOrderNo = (page: Page) => panel(page).getByRole('heading', { level: 2 }).textContent();
const statusOf = async (id: number) =>
  (await queryRows<{ status: string }>(e2e.portal.db, sql`select status from orders where id = ${id}`))[0].status;

/** Makes `count` orders fresh New Orders (paid, nothing shipped yet) and the only ones in that tab; their ids and numbers. */
async function newOrders(count: number): Promise<{ id: number; orderNo: string }[]> {
  await e2e.portal.db.execute(
    sql`update orders set status = 'Processing', version = version + 1 where status = 'New Order'`,
  );
  return queryRows<{ id: number; orderNo: string }>(
    e2e.portal.db,
    sql`update orders set status = 'New Order', payment_status = 'success',
      courier_name = null, pickup_at = null, label_generated_at = null, awb_no = null, version = version + 1
    where id in (select id from orders where status in ('Pending', 'Delivered') order by id limit ${count})
    returning id::int as id, order_no as "orderNo"`,
  );
}

/** The New Order tab with its first row under the cursor, focus on the screen (not a field). */
async function newOrderTab(as: 'orders' | 'admin' = 'orders'): Promise<Page> {
  const page = await e2e.signedInPage({ as, hash: '/manageOrder/new-order', acceptDownloads: true });
  await page.locator('.orders-list .bp6-table-body-cells .bp6-table-cell-row-0').first().waitFor();
  await page.getByRole('heading', { level: 1 }).focus();
  return page;
}

/** The tab's rows in the order shown (the table sorts newest first). */
const rowsShown = async (page: Page) =>
  page.locator('.orders-list .bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-row-0').count();

describe('order processing by keyboard (issue 18)', () => {
  it('ships a New Order in six keys in queue mode, each step confirmed, then opens the next order by itself', async () => {
    const orders = await newOrders(3);
    const page = await newOrderTab();
    expect(await rowsShown(page)).toBeGreaterThan(0);
    const dialog = page.getByRole('dialog', { name: 'Confirmation' });
    // Space held down until the confirmation has opened and focused its OK: releasing it must not press OK.
    await page.keyboard.down(' ');
    await dialog.getByRole('button', { name: 'OK' }).waitFor();
    await expect
      .poll(() => dialog.getByRole('button', { name: 'OK' }).evaluate((b) => b === document.activeElement))
      .toBe(true);
    await page.keyboard.up(' ');
    const first = (await openOrderNo(page))!;
    await page.waitForTimeout(300);
    await dialog.getByText(ORDER_MESSAGES.confirmAction('order.proceedToShipping', first)).waitFor();
    await expect(dialog.getByRole('button', { name: 'OK' }).isEnabled()).resolves.toBe(true);
    const steps = ['proceedToShipping', 'assignCourier', 'schedulePickup', 'generateLabel', 'markShipped'] as const;
    for (const step of steps) {
      // Each step is asked on its own, naming the order: the full confirmation is kept.
      await dialog.getByText(ORDER_MESSAGES.confirmAction(`order.${step}`, first)).waitFor();
      await page.keyboard.press('Enter');
    }
    const shipped = orders.find((o) => o.orderNo === first)!;
    await expect.poll(() => statusOf(shipped.id), { timeout: 10_000 * TIMEOUT_SCALE }).toBe('Shipped');
    // The next order of the tab opened by itself, and its first step waits for a key.
    const others = orders.map((o) => o.orderNo).filter((no) => no !== first);
    // Its heading names it once it has been read ("Order 12" until then).
    await expect.poll(async () => others.includes((await openOrderNo(page))!)).toBe(true);
    // No confirmation asked of it yet (the last one's fade-out aside).
    await expect.poll(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  it('applies keys typed 40 ms apart without waiting for the screen: every order shipped, none lost, none on another order', async () => {
    const orders = await newOrders(3);
    const page = await newOrderTab();
    const keys = orders.flatMap(() => [' ', 'Enter', 'Enter', 'Enter', 'Enter', 'Enter']);
    for (const key of keys) await page.keyboard.press(key, { delay: 0 }).then(() => page.waitForTimeout(40));
    for (const order of orders)
      await expect.poll(() => statusOf(order.id), { timeout: 30_000 * TIMEOUT_SCALE }).toBe('Shipped');
    await expect.poll(() => page.locator('.typed-keys').textContent()).toBe('');
    // Nothing was refused: no "not applied" warning.
    await expect(page.getByText(/typed keys? (was|were) not applied/).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('never gives two people the same order in queue mode, even when both press Space at the same moment', async () => {
    await newOrders(3);
    const [rohan, aditi] = await Promise.all([newOrderTab('orders'), newOrderTab('admin')]);
    let conflicts = 0;
    for (const page of [rohan, aditi])
      page.on('response', (response) => {
        if (response.status() === 409) conflicts++;
      });
    await Promise.all([rohan.keyboard.press(' '), aditi.keyboard.press(' ')]);
    await Promise.all([asked(rohan).waitFor(), asked(aditi).waitFor()]);
    const [a, b] = [await openOrderNo(rohan), await openOrderNo(aditi)];
    expect(a).not.toBe(b);
    // Each is asked about the order in its own panel, and both go on at once without meeting.
    expect(await asked(rohan).textContent()).toBe(ORDER_MESSAGES.confirmAction('order.proceedToShipping', a!));
    expect(await asked(aditi).textContent()).toBe(ORDER_MESSAGES.confirmAction('order.proceedToShipping', b!));
    await Promise.all([rohan.keyboard.press('Enter'), aditi.keyboard.press('Enter')]);
    for (const [page, orderNo] of [
      [rohan, a],
      [aditi, b],
    ] as const) {
      await asked(page).getByText(ORDER_MESSAGES.confirmAction('order.assignCourier', orderNo!)).waitFor();
    }
    expect(conflicts).toBe(0);
    await Promise.all([rohan.context().close(), aditi.context().close()]);
  });

  it('reaches the list by its skip link, opens the order after the one that left the tab with j, and the focused row with Enter', async () => {
    await newOrders(4);
    const page = await newOrderTab();
    await page.getByLabel('Queue mode').uncheck();
    await page.getByRole('heading', { level: 1 }).focus();
    const cell = (row: number) =>
      page
        .locator(`.orders-list .bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-row-${row}`)
        .filter({ hasText: /^ORD\d+$/ });
    const second = (await cell(1).textContent())!;
    // From the heading, the first Tab reaches the skip link to the list; Enter there, then Enter opens the cursor's order.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(ORDER_MESSAGES.skipToList);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('order-list');
    await page.keyboard.press('Enter');
    const first = (await openOrderNo(page))!;
    // The open order leaves the tab (proceeds to shipping); j opens the one that was after it, not the one after that.
    await page.keyboard.press('p');
    await page.getByRole('dialog', { name: 'Confirmation' }).waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.orders-list').getByText(first, { exact: true }).count()).toBe(0);
    await page.keyboard.press('j');
    await expect.poll(() => openOrderNo(page)).toBe(second.trim());
    // Enter on a focused cell opens that row.
    await cell(1).click();
    await page.keyboard.press('ArrowDown');
    const third = (await cell(2).textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect.poll(() => openOrderNo(page)).toBe(third);
    await page.context().close();
  });
});
