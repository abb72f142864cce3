/**
 * Issue 45 §2 in the browser: an order put on hold and released by keyboard (o, the reason by arrow keys, r), its
 * actions refused meanwhile; and the Review queue: an order the risk rules held, arriving through the storefront API,
 * appears there live and is released from it by keyboard. Both themes pass axe with the hold showing.
 */
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOLD_MESSAGES, ORDER_HOLD_API, RISK_RULE_LABELS, RISK_RULES_OFF } from '../../contract/orders/order-holds';
import { ORDER_ACTION_REASONS } from '../../contract/orders/order-status';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { createStoreClient } from '../../contract/store/store-client';
import { queryRows } from '../../server/db/transaction';
import { expectNoViolations } from '../support/accessibility';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

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

async function adminToken(): Promise<string> {
  const login = await fetch(`${e2e.portal.url.replace(/\/$/, '')}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@12345', remember: false }),
  });
  return ((await login.json()) as { output: { token: string } }).output.token;
}

async function callApi(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${e2e.portal.url.replace(/\/$/, '')}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as { output: never };
}

describe('order holds', () => {
  it('puts an order on hold and releases it by keyboard, refusing its actions meanwhile', async () => {
    const [order] = await queryRows<{ id: number; order_no: string }>(
      e2e.portal.db,
      sql`update orders set status = 'New Order', payment_status = 'success', hold_reason = null, version = version + 1
      where id = (select id from orders order by id limit 1) returning id::int as id, order_no`,
    );
    const page = await e2e.signedInPage({
      as: 'orders',
      colorScheme: 'light',
      hash: `/manageOrder/all?order=${order.id}`,
    });
    const panel = page.getByRole('complementary', { name: /Order detail/ });
    await panel.getByRole('button', { name: /^Put on hold/ }).waitFor();
    const held = await tabCount(page, 'On hold');

    await page.locator('#order-list').focus();
    await page.keyboard.press('o');
    const dialog = page.getByRole('dialog', { name: `Put order ${order.order_no} on hold` });
    await dialog.waitFor();
    // The reasons are a radio group: focus the first, then arrow keys pick another.
    await dialog.getByRole('radio', { name: 'Awaiting payment' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => dialog.getByRole('radio', { name: 'Address check' }).isChecked()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.type('PIN code and city disagree');
    await screenshot(page, 'order-hold-dialog-light');
    await expectNoViolations(page, 'the hold dialog');
    await dialog.getByRole('button', { name: 'Put on hold' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText(HOLD_MESSAGES.held(order.order_no)).first().waitFor();
    await panel.getByText('On hold: Address check').waitFor();
    await expect.poll(() => tabCount(page, 'On hold')).toBe(held + 1);

    // Its next step waits: the button is disabled and says why; its key opens no confirmation.
    const proceed = panel.getByRole('button', { name: /^Proceed to shipping/ });
    await expect.poll(() => proceed.isDisabled()).toBe(true);
    await expect(
      panel
        .locator('.order-action-disabled')
        .filter({ hasText: /^Proceed to shipping/ })
        .getAttribute('title'),
    ).resolves.toBe(ORDER_ACTION_REASONS.onHold('Address check'));
    await page.locator('#order-list').focus();
    await page.keyboard.press('p');
    await expect(page.getByRole('dialog', { name: 'Confirmation' }).count()).resolves.toBe(0);
    await screenshot(page, 'order-held-light');
    await expectNoViolations(page, 'a held order');

    await page.locator('#order-list').focus();
    await page.keyboard.press('r');
    const release = page.getByRole('dialog', { name: `Release order ${order.order_no}` });
    await release.waitFor();
    await release.getByLabel('Note').fill('Customer confirmed the address by phone');
    await release.getByRole('button', { name: 'Release' }).click();
    await page.getByText(HOLD_MESSAGES.released(order.order_no)).first().waitFor();
    await expect.poll(() => proceed.isDisabled()).toBe(false);
    await expect.poll(() => tabCount(page, 'On hold')).toBe(held);
    await panel.getByText('Released from hold').waitFor();
  });

  it('lists an order the risk rules held in the Review queue, live, and releases it from there', async () => {
    const token = await adminToken();
    const rules = (await callApi(token, 'GET', ORDER_HOLD_API.riskRules)) as { output: { version: number } };
    await callApi(token, 'PUT', ORDER_HOLD_API.riskRules, {
      ...RISK_RULES_OFF,
      unitsPerLineAbove: 1,
      version: rules.output.version,
    });
    const made = (await callApi(token, 'POST', API_KEYS_API.create, {
      name: 'Review test shop',
      scopes: ['catalogue.read', 'orders'],
    })) as { output: CreatedApiKey };
    const client = createStoreClient({ baseUrl: e2e.portal.url.replace(/\/$/, ''), apiKey: made.output.secret });
    const [variant] = await queryRows<{ id: number }>(
      e2e.portal.db,
      sql`update product_variants v set stock = 1000 from products p
      where p.id = v.product_id and v.id = (select v2.id from product_variants v2 join products p2 on p2.id = v2.product_id
        where p2.status = 'Active' and p2.deliverable_type = 'all' and p2.cod order by v2.id limit 1)
      returning v.id`,
    );
    await e2e.portal.db.execute(sql`update products set min_quantity = 1, max_quantity = 100, quantity_step_size = 1,
      total_allowed_quantity = 100000 where id = (select product_id from product_variants where id = ${variant.id})`);

    const page = await e2e.signedInPage({ as: 'orders', colorScheme: 'dark', hash: '/manageOrder/review' });
    await expect.poll(() => tabCount(page, 'Review')).toBeGreaterThanOrEqual(0);
    const before = await tabCount(page, 'Review');
    const order = await client.storePlaceOrder(
      {
        lines: [{ variantId: variant.id, quantity: 2 }],
        paymentMethod: 'COD',
        shipTo: {
          name: 'Kiran',
          line1: '2 Lake Road',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400001',
          phone: '9876509876',
        },
        customer: { name: 'Kiran', email: 'kiran.review@example.in' },
      },
      'review-order-1',
    );
    // The number's cell reads on with its hold marker ("On hold: Risk review", for screen readers).
    const row = page.locator('.orders-list').getByText(`${order.orderNo}On hold: Risk review`);
    await row.waitFor();
    await expect.poll(() => tabCount(page, 'Review')).toBe(before + 1);

    // By keyboard: the list, the order at the cursor, then r to release it.
    await page.locator('#order-list').focus();
    await page.keyboard.press('Enter');
    const panel = page.getByRole('complementary', { name: /Order detail/ });
    await panel
      .getByRole('list', { name: 'Risk rules tripped' })
      .getByText(RISK_RULE_LABELS.unitsPerLineAbove(1))
      .waitFor();
    await screenshot(page, 'order-review-dark');
    await expectNoViolations(page, 'the Review queue with a held order');
    await page.locator('#order-list').focus();
    await page.keyboard.press('r');
    const release = page.getByRole('dialog', { name: `Release order ${order.orderNo}` });
    await release.waitFor();
    await release.getByLabel('Note').fill('Wholesale buyer, known to us');
    await release.getByRole('button', { name: 'Release' }).click();
    await expect.poll(() => tabCount(page, 'Review')).toBe(before);
    await row.waitFor({ state: 'detached' });
    await callApi(token, 'PUT', ORDER_HOLD_API.riskRules, { ...RISK_RULES_OFF, version: rules.output.version + 1 });
  });
});
