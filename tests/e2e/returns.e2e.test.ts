/**
 * Returns in Chromium, as order staff handle them: open a requested return, approve it; open another,
 * try to reject it without a reason, give one, reject it; the tab counts and the status follow, also
 * in a second portal that only listens to the live stream. A third by keyboard: Escape leaves a reject
 * unsaid (Enter off the reason asks for one, in it starts a line), Enter approves.
 * Screenshots of the screen with the open request in light and dark.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../../contract';
import { RETURN_STATUSES } from '../../contract/orders/order-status';
import { queryRows } from '../../server/db/transaction';
import { readStatusCounts } from '../../server/db/status-counts';
import { demoAccounts } from '../../server/seed/accounts';
import { screenshot, signIn } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

let page: Page;
/** Three requested returns made for this test (the newest, so the table's first rows). */
let first: number;
let second: number;
let third: number;

async function signedInPage(colorScheme: 'light' | 'dark'): Promise<Page> {
  return e2e.signedInPage({ as: 'orders', colorScheme });
}

const counts = () => readStatusCounts(e2e.portal.db, 'return', RETURN_STATUSES);
const stored = async (id: number) =>
  (
    await queryRows<{ status: string; version: number; reason: string | null }>(
      e2e.portal.db,
      sql`select status, version, rejection_reason as reason from returns where id = ${id}`,
    )
  )[0];
const tab = (p: Page, title: string, count: number) => p.getByRole('tab', { name: `${title} ${count}`, exact: true });
const confirmation = (p: Page) => p.locator('.bp6-dialog').filter({ hasText: 'Confirmation' });
const actions = (p: Page) => p.getByRole('toolbar', { name: 'Actions' });
const statusTag = (p: Page) => p.locator('.return-drawer').getByLabel('Status');

const e2e = portalAndBrowser();
/** Each made return's number (RET…), which prompts name it by. */
const numbers = new Map<number, string>();
beforeAll(async () => {
  const made = await queryRows<{ id: number; returnNo: string }>(
    e2e.portal.db,
    sql`
    insert into returns (order_id, kind, status, reason, amount)
    select id, 'return', 'requested', 'Size does not fit', total from orders where status = 'Delivered' order by id limit 3
    returning id::int as id, return_no as "returnNo"`,
  );
  [third, second, first] = made.map((r) => r.id);
  for (const r of made) numbers.set(r.id, r.returnNo);
  await e2e.portal.db.execute(sql`insert into return_answers (return_id, question_id, question, answer, position)
    select r.id, q.id, q.question, 'Size does not fit', row_number() over (partition by r.id order by q.sort_order)
    from returns r cross join return_questions q where r.id in (${first}, ${second}, ${third})`);
  page = await signedInPage('light');
});

describe('returns', () => {
  it('approves a requested return through its confirmation, and the tabs count it, in another portal too', async () => {
    const before = await counts();
    // Another operator watches the same tabs; the live stream moves their counts without a reload.
    // Its stream opens as soon as it is signed in: the wait for it starts before (a wait begun after the sign-in
    // missed it on a loaded machine).
    const watcher = await e2e.newPage({ colorScheme: 'light' });
    const live = watcher.waitForResponse((r) => r.url().endsWith('/order-details/live'));
    await watcher.goto(`${e2e.portal.url}#/login`);
    await signIn(watcher, 'orders', demoAccounts().find((a) => a.username === 'orders')!.password);
    await watcher.waitForURL((url) => url.hash !== '' && !url.hash.startsWith('#/login'));
    await watcher.goto(`${e2e.portal.url}#/manageReturn/all`);
    await tab(watcher, 'Requested', before.requested).waitFor();
    expect((await live).status()).toBe(200);
    await page.goto(`${e2e.portal.url}#/manageReturn/requested`);
    await tab(page, 'Requested', before.requested).waitFor();
    await tab(page, 'Approved', before.approved).waitFor();
    await page
      .getByRole('button', { name: `Open return ${first}` })
      .first()
      .click();
    await page.locator('.return-drawer').getByText('What went wrong with the product?').waitFor();
    // The drawer names the request by its number, as the list and the prompts do (issue 40 item 15).
    await page
      .locator('.return-drawer')
      .getByRole('heading', { name: `Return ${numbers.get(first)}`, exact: true })
      .waitFor();
    await actions(page).getByRole('button', { name: 'Approve' }).click();
    await confirmation(page)
      .getByText(`Approve return ${numbers.get(first)} of order`)
      .waitFor();
    await screenshot(page, 'returns-approve-confirm-light');
    await confirmation(page).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => statusTag(page).textContent()).toBe('approved');
    await tab(page, 'Requested', before.requested - 1).waitFor();
    await tab(page, 'Approved', before.approved + 1).waitFor();
    expect((await counts()).approved).toBe(before.approved + 1);
    await tab(watcher, 'Requested', before.requested - 1).waitFor();
    await tab(watcher, 'Approved', before.approved + 1).waitFor();
    await watcher.context().close();
    // Approved requests are received next, never approved twice: the action says why.
    await expect.poll(() => actions(page).getByRole('button', { name: 'Approve' }).isDisabled()).toBe(true);
    await screenshot(page, 'returns-approved-light');
    await page.keyboard.press('Escape');
  });

  it('rejects another only with a reason, which is kept', async () => {
    const before = await counts();
    await page
      .getByRole('button', { name: `Open return ${second}` })
      .first()
      .click();
    await actions(page).getByRole('button', { name: 'Reject' }).click();
    await confirmation(page).getByRole('button', { name: 'OK' }).click();
    await confirmation(page).getByText(VALIDATION.required).waitFor();
    await confirmation(page)
      .getByLabel(/Reason/)
      .fill('Tags missing on arrival');
    await screenshot(page, 'returns-reject-reason-light');
    await confirmation(page).getByRole('button', { name: 'OK' }).click();
    await expect.poll(() => statusTag(page).textContent()).toBe('rejected');
    await page.locator('.return-drawer').getByText('Tags missing on arrival').waitFor();
    await tab(page, 'Rejected', before.rejected + 1).waitFor();
    await tab(page, 'Requested', before.requested - 1).waitFor();
    const [row] = await queryRows<{ reason: string }>(
      e2e.portal.db,
      sql`select rejection_reason as reason from returns where id = ${second}`,
    );
    expect(row.reason).toBe('Tags missing on arrival');
  });

  it('cancels a reject with Escape and approves with Enter; Enter outside the reason asks for one', async () => {
    const before = await counts();
    const unchanged = await stored(third);
    await page.goto(`${e2e.portal.url}#/manageReturn/requested`);
    await page
      .getByRole('button', { name: `Open return ${third}` })
      .first()
      .click();
    await page.locator('.return-drawer').getByText('What went wrong with the product?').waitFor();
    await actions(page).getByRole('button', { name: 'Reject' }).press('Enter');
    await confirmation(page)
      .getByText(`Reject return ${numbers.get(third)} of order`)
      .waitFor();
    // Enter away from the reason asks for it rather than rejecting; inside the reason it starts a new line.
    await confirmation(page).locator('.confirm-message').click();
    await page.keyboard.press('Enter');
    await confirmation(page).getByText(VALIDATION.required).waitFor();
    await confirmation(page)
      .getByLabel(/Reason/)
      .fill('Changed my mind');
    await page.keyboard.press('Enter');
    await expect
      .poll(() =>
        confirmation(page)
          .getByLabel(/Reason/)
          .inputValue(),
      )
      .toBe('Changed my mind\n');
    await page.keyboard.press('Escape');
    await confirmation(page).waitFor({ state: 'detached' });
    expect(await statusTag(page).textContent()).toBe('requested');
    expect(await stored(third)).toEqual(unchanged);
    await actions(page).getByRole('button', { name: 'Approve' }).press('Enter');
    await confirmation(page)
      .getByText(`Approve return ${numbers.get(third)} of order`)
      .waitFor();
    await page.keyboard.press('Enter');
    await expect.poll(() => statusTag(page).textContent()).toBe('approved');
    await tab(page, 'Approved', before.approved + 1).waitFor();
    expect(await stored(third)).toMatchObject({ status: 'approved', reason: null });
    await page.keyboard.press('Escape');
  });

  // Issue 40 item 15: a 409 that sending again could only meet again still offered Retry.
  it('offers Retry after a server fault, and only Close after a refusal (the return changed meanwhile)', async () => {
    const [{ id }] = await queryRows<{ id: number }>(
      e2e.portal.db,
      sql`
      insert into returns (order_id, kind, status, reason, amount)
      select id, 'return', 'requested', 'Colour differs', total from orders where status = 'Delivered' order by id offset 3 limit 1
      returning id::int as id`,
    );
    await page.goto(`${e2e.portal.url}#/manageReturn/all?request=${id}`);
    await expect.poll(() => statusTag(page).textContent()).toBe('requested');
    // The server fails once: sending again may work.
    const action = new RegExp(`/order-return/[a-z-]+/${id}$`);
    await page.route(
      action,
      (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ status: false, output: null, errors: [{ message: MESSAGES.technicalError }] }),
        }),
      { times: 1 },
    );
    await actions(page).getByRole('button', { name: 'Approve' }).click();
    await confirmation(page).getByRole('button', { name: 'OK' }).click();
    await confirmation(page).getByText(MESSAGES.technicalError).waitFor();
    await confirmation(page).getByRole('button', { name: 'Retry' }).waitFor();
    await confirmation(page).getByRole('button', { name: 'Cancel' }).click();
    await confirmation(page).waitFor({ state: 'detached' });
    // Someone else moved the return on meanwhile: a 409 that a retry would meet again.
    await e2e.portal.db.execute(sql`update returns set version = version + 1 where id = ${id}`);
    await actions(page).getByRole('button', { name: 'Approve' }).click();
    await confirmation(page).getByRole('button', { name: 'OK' }).click();
    await confirmation(page).getByText(MESSAGES.staleVersion).waitFor();
    await screenshot(page, 'returns-refused-light');
    expect(await confirmation(page).getByRole('button').allInnerTexts()).toEqual(['Close']);
    await expect
      .poll(() =>
        confirmation(page)
          .getByRole('button', { name: 'Close' })
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    await page.keyboard.press('Enter');
    await confirmation(page).waitFor({ state: 'detached' });
    expect(await stored(id)).toMatchObject({ status: 'requested' });
    await page.keyboard.press('Escape');
  });

  it('looks right in the dark theme too', async () => {
    const dark = await signedInPage('dark');
    await dark.goto(`${e2e.portal.url}#/manageReturn/all?request=${first}`);
    await dark.locator('.return-drawer').getByText('What went wrong with the product?').waitFor();
    await screenshot(dark, 'returns-detail-dark');
    await dark.goto(`${e2e.portal.url}#/manageExchange/all`);
    await dark.getByRole('tab', { name: /^All \d+$/ }).waitFor();
    await screenshot(dark, 'exchanges-dark');
    await dark.goto(`${e2e.portal.url}#/manageReturnOrderQuestionDetails`);
    await dark.getByText('When can our courier pick up the item?').waitFor();
    await screenshot(dark, 'return-questions-dark');
    await dark.context().close();
  });
});
