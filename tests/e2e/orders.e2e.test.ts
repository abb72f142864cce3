/**
 * Order processing in Chromium, as order staff work: the keyboard cursor row, one order from New Order to Shipped by keyboard
 * alone (the label PDF downloaded on the way, and again from the detail), a bulk action over everything matching a tab with one
 * order the server refuses, and tab counts that move in a second portal without a reload.
 */
import { readFile } from 'node:fs/promises';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, AUTH_API, MESSAGES, ORDER_ACTION_REASONS, ORDER_API, ORDER_MESSAGES } from '../../contract';
import { ORDER_ACTION_SEGMENT, type OrderActionEvent } from '../../contract/orders/order-processing';
import { orders } from '../../server/orders/schema';
import { QUEUE_MODE_STORAGE_KEY } from '../../src/features/orders/queue-mode';
import { closeContexts, screenshot, signIn, workersSharedBrowser } from '../support/browser';
import { checkedConsoles } from '../support/console-watch';
import { hintSaveData, TIMEOUT_SCALE } from '../support/e2e';
import { startPortal, type RunningPortal } from '../support/portal';

let browser: Browser;
const consoles = checkedConsoles();
beforeAll(async () => {
  browser = await workersSharedBrowser();
});
afterAll(async () => {
  await closeContexts(browser);
});

async function signedInPage(
  portal: RunningPortal,
  hash: string,
  colorScheme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1440, height: 900 },
    acceptDownloads: true,
    colorScheme,
    reducedMotion: 'reduce',
  });
  // One key per action, each confirmed: queue mode (its chain and the next order opening) is order-keyboard.e2e's.
  // Not on the new page's about:blank, whose storage is refused (a SecurityError thrown on the page).
  await context.addInitScript(
    (key) => location.protocol.startsWith('http') && window.localStorage.setItem(key, 'off'),
    QUEUE_MODE_STORAGE_KEY,
  );
  await hintSaveData(context);
  consoles.watch(context);
  const page = await context.newPage();
  page.setDefaultTimeout(15_000 * TIMEOUT_SCALE);
  await page.goto(`${portal.url}#/login`);
  await signIn(page, 'orders', 'Orders@12345');
  await page.waitForURL(/#\/dashboard/);
  await page.goto(`${portal.url}#${hash}`);
  await page.getByRole('tab', { name: /^All/ }).waitFor();
  return page;
}

/** Another operator acting through the API (arranging what the test needs). */
async function operator(portal: RunningPortal) {
  const login = await portal.app.inject({
    method: 'POST',
    url: `${API_BASE}${AUTH_API.login}`,
    payload: { username: 'admin', password: 'Admin@12345' },
  });
  const token = (login.json() as { output: { token: string } }).output.token;
  return async (action: OrderActionEvent, id: number) => {
    const [row] = await portal.db.select({ version: orders.version }).from(orders).where(eq(orders.id, id));
    const res = await portal.app.inject({
      method: 'PUT',
      url: `${API_BASE}${ORDER_API.action(ORDER_ACTION_SEGMENT[action], id)}`,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': `e2e-${action}-${id}-${row.version}` },
      payload: { version: row.version },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
  };
}

const idsIn = async (portal: RunningPortal, status: string) =>
  (await portal.db.select({ id: orders.id }).from(orders).where(eq(orders.status, status)).orderBy(asc(orders.id))).map(
    (r) => r.id,
  );

/** Pending orders that may be accepted: paid, or cash on delivery (the lifecycle holds the others). */
const acceptableIds = async (portal: RunningPortal) =>
  (
    await portal.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(eq(orders.status, 'Pending'), or(eq(orders.paymentMethod, 'COD'), eq(orders.paymentStatus, 'success'))),
      )
      .orderBy(asc(orders.id))
  ).map((r) => r.id);

/** A New Order order exists (a Pending one is accepted when the seed has none). */
async function aNewOrder(portal: RunningPortal): Promise<number> {
  const [id] = await idsIn(portal, 'New Order');
  if (id) return id;
  const [pending] = await acceptableIds(portal);
  await (await operator(portal))('order.accept', pending);
  return pending;
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Order detail' });
const versionOf = async (page: Page) => Number((await panel(page).locator('.order-version').textContent())?.slice(1));
/** A tab's count, as its tag shows it (NaN while the counts load). */
/** A tab's count, once the counts have been read (its tag is drawn then). */
const tabCount = async (page: Page, label: string) =>
  Number(
    (
      await page
        .getByRole('tab', { name: new RegExp(`^${label}\\b`) })
        .locator('.bp6-tag')
        .first()
        .textContent()
    )?.replace(/\D/g, ''),
  );

/** How a data cell of a row in the order list looks: its background and its top and bottom lines. */
const rowLook = (page: Page, row: number) =>
  page
    .locator(
      `.orders-list .bp6-table-quadrant-main .bp6-table-body-cells .bp6-table-cell-row-${row}:not(.bp6-table-cell-interactive)`,
    )
    .first()
    .evaluate((cell) => `${getComputedStyle(cell).backgroundColor} / ${getComputedStyle(cell).boxShadow}`);

/** Presses an action's key, confirms with Enter, and waits for the order's next version. */
async function actByKey(page: Page, key: string) {
  const before = await versionOf(page);
  await page.keyboard.press(key);
  await page.getByRole('dialog', { name: 'Confirmation' }).waitFor();
  await page.keyboard.press('Enter');
  // A label is drawn and stored before the answer: allow a loaded machine more than the default second.
  await expect.poll(() => versionOf(page), { timeout: 10_000 * TIMEOUT_SCALE }).toBeGreaterThan(before);
}

describe('order processing', () => {
  it('takes an order from New Order to Shipped by keyboard alone, downloading the label PDF', async () => {
    const portal = await startPortal({}, { orders: 60 });
    try {
      const id = await aNewOrder(portal);
      const [{ orderNo }] = await portal.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
      const page = await signedInPage(
        portal,
        `/manageOrder/new-order?q=${Buffer.from(JSON.stringify([['id', 'eq', [id]]])).toString('base64url')}`,
      );
      await page.getByText(orderNo, { exact: true }).first().waitFor();
      await page.locator('body').focus();
      await page.keyboard.press('?');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Mark as shipped').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).waitFor({ state: 'detached' });
      await page.keyboard.press('Enter');
      await panel(page).getByRole('heading', { name: orderNo }).waitFor();
      await screenshot(page, 'orders-detail-light');

      await actByKey(page, 'p');
      await panel(page).locator('.order-status-tag', { hasText: 'Processing' }).waitFor();
      await actByKey(page, 'c');
      await actByKey(page, 's');
      const download = page.waitForEvent('download');
      await actByKey(page, 'l');
      const file = await download;
      expect(file.suggestedFilename()).toBe(`label-${orderNo}.pdf`);
      expect((await readFile(await file.path())).subarray(0, 4).toString()).toBe('%PDF');
      // The label generated above can be downloaded again from the detail.
      const again = page.waitForEvent('download');
      await panel(page).getByRole('button', { name: 'Download label' }).click();
      const copy = await again;
      expect(copy.suggestedFilename()).toBe(`label-${orderNo}.pdf`);
      expect((await readFile(await copy.path())).subarray(0, 4).toString()).toBe('%PDF');
      await actByKey(page, 'h');
      await panel(page).locator('.order-status-tag', { hasText: 'Shipped' }).waitFor();
      await panel(page).getByText('Processing → Shipped').waitFor();
      // The toast says what happened in a sentence.
      await page.getByText(ORDER_MESSAGES.actionDone('order.markShipped', orderNo)).first().waitFor();
      const [row] = await portal.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      expect(row.status).toBe('Shipped');
      await page.keyboard.press('Escape');
      await expect.poll(() => panel(page).count()).toBe(0);
      // An unknown tab is not shown as All in silence: it goes to All with a notice.
      await page.goto(`${portal.url}#/manageOrder/bogus-tab`);
      await page.waitForURL(/#\/manageOrder\/all$/);
      await page.getByText(MESSAGES.unknownTab('bogus-tab')).waitFor();
    } finally {
      await closeContexts(browser); // before its portal: an open page would retry the live stream against a closed port
      await portal.close();
    }
  });

  it('highlights the cursor row, in light and dark theme, and moves it with j and k', async () => {
    const portal = await startPortal({}, { orders: 30 });
    try {
      for (const scheme of ['light', 'dark'] as const) {
        const page = await signedInPage(portal, '/manageOrder/all', scheme);
        await page.locator('.orders-list .bp6-table-body-cells .bp6-table-cell-row-2').first().waitFor();
        await page.locator('body').focus();
        // The cursor starts on the first row.
        const [cursor, plain] = [await rowLook(page, 0), await rowLook(page, 2)];
        expect(cursor).not.toBe(plain);
        await page.keyboard.press('j');
        await page.keyboard.press('j');
        await expect.poll(() => rowLook(page, 2)).toBe(cursor);
        expect(await rowLook(page, 0)).not.toBe(cursor);
        expect(await rowLook(page, 1)).not.toBe(cursor);
        await page.keyboard.press('k');
        await expect.poll(() => rowLook(page, 1)).toBe(cursor);
        expect(await rowLook(page, 2)).toBe(plain);
        await page.context().close();
      }
    } finally {
      await closeContexts(browser); // before its portal: an open page would retry the live stream against a closed port
      await portal.close();
    }
  });

  it('runs a bulk action over all matching orders: the one the server refuses says why, the rest are done', async () => {
    // Enough orders that the Processing tab holds more than a page, so "all matching" is offered.
    const portal = await startPortal({}, { orders: 1_000 });
    try {
      const act = await operator(portal);
      // Enough Processing orders that the tab has more than a page.
      // Their payments came through (the lifecycle holds an unpaid order), then every pending order is accepted.
      await portal.db.update(orders).set({ paymentStatus: 'success' }).where(eq(orders.status, 'Pending'));
      for (const id of await idsIn(portal, 'Pending')) await act('order.accept', id);
      for (const id of await idsIn(portal, 'New Order')) await act('order.proceedToShipping', id);
      const processing = await portal.db
        .select({ id: orders.id, orderNo: orders.orderNo })
        .from(orders)
        .where(and(eq(orders.status, 'Processing'), isNull(orders.courierName)))
        .orderBy(asc(orders.id));
      expect(processing.length).toBeGreaterThan(2);
      const [refused, ...ready] = processing;
      for (const { id } of ready) await act('order.assignCourier', id);

      const page = await signedInPage(portal, '/manageOrder/processing', 'dark');
      const total = await tabCount(page, 'Processing');
      expect(total).toBeGreaterThan(10);
      await page.getByRole('checkbox', { name: 'Select all rows on this page' }).first().check({ force: true });
      await page.getByRole('button', { name: `Select all ${total} matching` }).click();
      await page.getByText(`All ${total} matching rows selected`).waitFor();
      await page.getByRole('button', { name: 'Bulk action' }).click();
      await page.getByRole('menuitem', { name: 'Schedule pickup' }).click();
      await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
      const dialog = page.getByRole('dialog', { name: 'Bulk: Schedule pickup' });
      await dialog.getByRole('table', { name: 'Outcomes' }).waitFor();
      const notAllowed = dialog.locator('tr[data-outcome="not_allowed"]');
      await expect.poll(() => notAllowed.count()).toBe(1);
      await expect.poll(() => notAllowed.textContent()).toContain(refused.orderNo);
      expect(await notAllowed.textContent()).toContain(ORDER_ACTION_REASONS.needsCourier);
      // The refused order is the first one the job reaches; the rest may still be landing.
      await expect
        .poll(() => dialog.locator('tr[data-outcome="done"]').count(), { timeout: 30_000 * TIMEOUT_SCALE })
        .toBe(total - 1);
      await screenshot(page, 'orders-bulk-dark');
      await dialog.locator('.bp6-dialog-footer').getByRole('button', { name: 'Close' }).click();
    } finally {
      await closeContexts(browser); // before its portal: an open page would retry the live stream against a closed port
      await portal.close();
    }
  });

  it('moves the tab counts in a second portal when an order changes in the first, without a reload', async () => {
    const portal = await startPortal({}, { orders: 60 });
    try {
      const id = await aNewOrder(portal);
      const first = await signedInPage(portal, '/manageOrder/all');
      const second = await signedInPage(portal, '/manageOrder/all', 'dark');
      await expect.poll(() => tabCount(second, 'New Order')).toBeGreaterThan(0);
      const [newOrders, processing] = [await tabCount(second, 'New Order'), await tabCount(second, 'Processing')];
      const [{ orderNo }] = await portal.db.select({ orderNo: orders.orderNo }).from(orders).where(eq(orders.id, id));
      await first.goto(`${portal.url}#/manageOrder/new-order`);
      // A click on the row opens the order beside the table.
      await first.locator('.orders-list').getByText(orderNo, { exact: true }).click();
      await panel(first).getByRole('heading', { name: orderNo }).waitFor();
      await panel(first)
        .getByRole('button', { name: /Proceed to shipping/ })
        .click();
      await first.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'OK' }).click();
      await expect.poll(() => tabCount(second, 'New Order')).toBe(newOrders - 1);
      await expect.poll(() => tabCount(second, 'Processing')).toBe(processing + 1);
      await screenshot(second, 'orders-live-dark');
    } finally {
      await closeContexts(browser); // before its portal: an open page would retry the live stream against a closed port
      await portal.close();
    }
  });
});
