/**
 * Support tickets and notifications (issue 14 §4, §6): a reply typed in the ticket's drawer shows in the thread
 * and its e-mail in the Outbox, a note is marked internal; the bell's count rises live when a ticket is logged
 * elsewhere, and for staff without order access when stock runs low; the screens pass axe in light and dark (screenshots).
 */
import { sql } from 'drizzle-orm';
import type { APIResponse, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPPORT_TICKET_API, TICKET_MESSAGES } from '../../contract/support/support-ticket';
import { ORDER_API } from '../../contract/orders/order-processing';
import { NOTIFICATIONS_API } from '../../contract/notifications/notifications';
import { STOCK_API } from '../../contract/catalogue/stock';
import { queryRows } from '../../server/db/transaction';
import { signInAs } from '../../server/test-support/requests';
import { expectNoViolations, settle } from '../support/accessibility';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser, TIMEOUT_SCALE, toastShown } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

/** The newest ticket (the list's first row), opened in its drawer. */
async function openNewestTicket(page: Page): Promise<number> {
  await page.goto(`${e2e.portal.url}#/support-ticket`);
  await page.getByRole('heading', { name: 'Support Ticket' }).waitFor();
  const [{ id }] = await queryRows<{ id: number }>(e2e.portal.db, sql`select max(id) as id from support_tickets`);
  await page.getByRole('button', { name: `Open ticket ${id}`, exact: true }).click();
  await page.getByRole('dialog').getByRole('list', { name: 'Conversation' }).waitFor();
  return Number(id);
}

/** The bell's unread count as shown (0 without a badge). */
const bellCount = async (page: Page) => {
  const badge = page.getByTestId('notification-count');
  return (await badge.count()) ? Number(await badge.innerText()) : 0;
};

/** A user's unread count as the server has it. */
async function unreadOf(username: string, password: string): Promise<number> {
  const { token } = await signInAs(e2e.portal.app, username, password);
  const response = await e2e.portal.app.inject({
    method: 'GET',
    url: `/api${NOTIFICATIONS_API.unreadCount}`,
    headers: { authorization: `Bearer ${token}` },
  });
  return (response.json() as { output: { unread: number } }).output.unread;
}

/** Logs a ticket through the API as the admin in another session (a colleague taking a call). */
async function logTicketElsewhere(subject: string) {
  const { token } = await signInAs(e2e.portal.app, 'admin', 'Admin@12345');
  const [customer] = await queryRows<{ id: number }>(e2e.portal.db, sql`select id from customers order by id limit 1`);
  const response = await e2e.portal.app.inject({
    method: 'POST',
    url: `/api${SUPPORT_TICKET_API.create}`,
    headers: { authorization: `Bearer ${token}` },
    payload: { subject, customerId: customer.id, message: 'Called about it.' },
  });
  expect(response.statusCode, response.body).toBe(201);
}

describe('support tickets', () => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage();
  });

  it('sends a reply: it shows in the thread, and its e-mail to the customer is in the Outbox', async () => {
    await logTicketElsewhere('Reply check');
    const id = await openNewestTicket(page);
    const drawer = page.getByRole('dialog');
    await drawer.getByLabel('Message', { exact: true }).fill('Your parcel left our warehouse this morning.');
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await toastShown(page, TICKET_MESSAGES.replySent);
    const reply = drawer.locator('.ticket-message-reply', { hasText: 'Your parcel left our warehouse this morning.' });
    await reply.getByText('Reply, e-mailed').waitFor();
    // The first reply takes an Open ticket to In progress.
    await expect.poll(() => drawer.locator('#ticket-status').inputValue()).toBe('In progress');

    await page.goto(`${e2e.portal.url}#/outbox`);
    await page
      .getByText(new RegExp(`Re: \\[Ticket #${id}\\]`))
      .first()
      .waitFor();
  });

  it('keeps a reply being typed while the ticket itself is saved, and still confirms the reply once sent', async () => {
    await openNewestTicket(page);
    const drawer = page.getByRole('dialog');
    const message = drawer.getByLabel('Message', { exact: true });
    await message.fill('One moment, checking with the courier.');
    // Saving the priority moves the ticket to its next version: the facts start again, the reply box does not.
    await drawer.locator('#ticket-priority').selectOption('High');
    await drawer.getByRole('button', { name: 'Save changes' }).click();
    await toastShown(page, TICKET_MESSAGES.updated);
    await expect.poll(() => drawer.locator('#ticket-priority').inputValue()).toBe('High');
    expect(await message.inputValue()).toBe('One moment, checking with the courier.');
    await drawer.getByRole('button', { name: 'Send reply' }).click();
    await toastShown(page, TICKET_MESSAGES.replySent);
    await drawer.locator('.ticket-message-reply', { hasText: 'One moment, checking with the courier.' }).waitFor();
    await drawer.getByRole('button', { name: 'Close' }).click();
    await drawer.waitFor({ state: 'detached' });
  });

  it('adds an internal note, marked as never sent', async () => {
    await openNewestTicket(page);
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('radio', { name: 'Internal note' }).click();
    await drawer.getByLabel('Message', { exact: true }).fill('Checked with the courier: delayed at the hub.');
    await drawer.getByRole('button', { name: 'Add note' }).click();
    const note = drawer.locator('.ticket-message-note', { hasText: 'Checked with the courier' });
    await note.getByText('Internal note, not sent to the customer').waitFor();
  });

  it("raises the bell's count live when a ticket is logged in another session", async () => {
    await page.goto(`${e2e.portal.url}#/dashboard`);
    await page.getByRole('button', { name: /^Notifications/ }).waitFor();
    // The count as the server has it, and the bell showing it, before the ticket (not a badge still catching up).
    const before = await unreadOf('admin', 'Admin@12345');
    await expect.poll(() => bellCount(page)).toBe(before);
    await logTicketElsewhere('Live bell check');
    await expect.poll(() => bellCount(page), { timeout: 10_000 * TIMEOUT_SCALE }).toBe(before + 1);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: /Unread: New ticket #\d+ from .*: Live bell check/ }).click();
    await page
      .getByRole('dialog')
      .getByRole('heading', { name: /Live bell check/ })
      .waitFor();
    await expect.poll(() => bellCount(page)).toBe(before);
  });

  it('keeps a ticket logged while the bell was still reading its first count (its ping is not lost in that read)', async () => {
    const fresh = await e2e.newPage();
    try {
      // The bell's first read is answered by the server at once but reaches the page only when the test says.
      let held: ((value: { route: Route; response: APIResponse }) => void) | null = null;
      const firstRead = new Promise<{ route: Route; response: APIResponse }>((resolve) => {
        held = resolve;
      });
      await fresh.route(`**/api${NOTIFICATIONS_API.unreadCount}`, async (route) => {
        if (!held) return route.continue();
        const hold = held;
        held = null;
        hold({ route, response: await route.fetch() });
      });
      const streamOpen = fresh.waitForResponse((r) => r.url().endsWith(ORDER_API.live));
      await fresh.goto(`${e2e.portal.url}#/login`);
      await signIn(fresh, 'admin', 'Admin@12345');
      const { route, response } = await firstRead;
      const before = ((await response.json()) as { output: { unread: number } }).output.unread;
      await streamOpen;
      await logTicketElsewhere('Logged during the first read');
      // The ticket's ping reaches the page while its first read is still held (no sign of it to wait on but time).
      await fresh.waitForTimeout(1_000 * TIMEOUT_SCALE);
      await route.fulfill({ response });
      await expect.poll(() => bellCount(fresh)).toBe(before + 1);
    } finally {
      await fresh.context().close();
    }
  });

  it("raises the bell live for staff without order access too (the catalogue staff's low-stock notice)", async () => {
    const catalogue = await e2e.newPage();
    try {
      await catalogue.goto(`${e2e.portal.url}#/login`);
      // The count read first: the bell shows no badge until it has one, so reading it earlier would say 0.
      const counted = catalogue.waitForResponse((r) => r.url().endsWith(NOTIFICATIONS_API.unreadCount) && r.ok());
      await signIn(catalogue, 'catalogue', 'Catalogue@12345');
      const { output } = (await (await counted).json()) as { output: { unread: number } };
      await expect.poll(() => bellCount(catalogue)).toBe(output.unread);
      const before = output.unread;
      const [variant] = await queryRows<{ id: number; threshold: number }>(
        e2e.portal.db,
        sql`
        select id, low_stock_threshold as threshold from product_variants where stock > low_stock_threshold order by id limit 1`,
      );
      const { token } = await signInAs(e2e.portal.app, 'admin', 'Admin@12345');
      const response = await e2e.portal.app.inject({
        method: 'POST',
        url: `/api${STOCK_API.adjustments}`,
        headers: { authorization: `Bearer ${token}` },
        payload: {
          variantId: Number(variant.id),
          quantity: Number(variant.threshold),
          reason: 'damaged',
          note: 'Water damage',
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      // Within seconds, not the minute the bell would wait to read the count again without the stream.
      await expect.poll(() => bellCount(catalogue), { timeout: 10_000 * TIMEOUT_SCALE }).toBe(before + 1);
    } finally {
      await catalogue.context().close();
    }
  });
});

describe.each(['light', 'dark'] as const)('support and notifications in the %s theme', (theme) => {
  let page: Page;
  beforeAll(async () => {
    page = await e2e.signedInPage({ colorScheme: theme, reducedMotion: 'reduce' });
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('passes axe on the ticket list with a ticket open, and on the notifications screen with the bell open', async () => {
    await openNewestTicket(page);
    await settle(page);
    await expectNoViolations(page, `Support ticket drawer (${theme})`);
    await screenshot(page, `support-ticket-${theme}`);
    await page.goto(`${e2e.portal.url}#/notifications`);
    await page.getByRole('heading', { name: 'Which notifications I get' }).waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await page.getByRole('button', { name: 'Mark all read' }).first().waitFor();
    await settle(page);
    await expectNoViolations(page, `Notifications (${theme})`);
    await screenshot(page, `notifications-${theme}`);
  });
});
