/**
 * The portal served over plain http on a name other than localhost (a shop's LAN address, say) is not a
 * secure context, so `crypto.randomUUID` is missing there. Actions that send an Idempotency-Key must still
 * work: a return is approved through its confirmation, its request carrying a fresh 32-hex-digit key.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../server/db/transaction';
import { signIn } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

let page: Page;
let returnId: number;
/** The loopback server under a plain name: Chromium counts only localhost and loopback addresses as secure over http. */
const HOST = 'shop-portal.test';

const e2e = portalAndBrowser({ browserArgs: [`--host-resolver-rules=MAP ${HOST} 127.0.0.1`] });
beforeAll(async () => {
  [{ id: returnId }] = await queryRows<{ id: number }>(
    e2e.portal.db,
    sql`
    insert into returns (order_id, kind, status, reason, amount)
    select id, 'return', 'requested', 'Too small', total from orders where status = 'Delivered' order by id limit 1
    returning id::int as id`,
  );
  page = await e2e.newPage();
});

describe('on a plain-http origin', () => {
  it('approves a return: the key is made without crypto.randomUUID', async () => {
    const url = e2e.portal.url.replace('127.0.0.1', HOST);
    await page.goto(`${url}#/login`);
    expect(await page.evaluate(() => ({ secure: window.isSecureContext, uuid: typeof crypto.randomUUID }))).toEqual({
      secure: false,
      uuid: 'undefined',
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await signIn(page, 'orders', 'Orders@12345');
    await page.waitForURL(/#\/dashboard/);
    await page.goto(`${url}#/manageReturn/all?request=${returnId}`);
    await page.getByRole('toolbar', { name: 'Actions' }).getByRole('button', { name: 'Approve' }).click();
    const confirmation = page.locator('.bp6-dialog').filter({ hasText: 'Confirmation' });
    const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes(`/${returnId}`));
    await confirmation.getByRole('button', { name: 'OK' }).click();
    expect((await sent).headers()['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
    await expect
      .poll(
        async () =>
          (
            await queryRows<{ status: string }>(e2e.portal.db, sql`select status from returns where id = ${returnId}`)
          )[0].status,
      )
      .toBe('approved');
    expect(errors).toEqual([]);
  });
});
