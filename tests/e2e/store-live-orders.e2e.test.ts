/**
 * Issue 43 §3: an order a storefront places through the storefront API (its typed client, over HTTP) shows in an open
 * Orders screen at once: its row appears in the New Order tab and the tab's count moves, with no reload; staff's bell
 * hears of it too.
 */
import { describe, expect, it } from 'vitest';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { createStoreClient } from '../../contract/store/store-client';
import { screenshot } from '../support/browser';
import { portalAndBrowser } from '../support/e2e';

const e2e = portalAndBrowser({ orders: 20 });

/** A tab's count, as its tag shows it. */
const tabCount = async (page: Awaited<ReturnType<typeof e2e.signedInPage>>, label: string) =>
  Number(
    (
      await page
        .getByRole('tab', { name: new RegExp(`^${label}\\b`) })
        .locator('.bp6-tag')
        .first()
        .textContent()
    )?.replace(/\D/g, ''),
  );

async function storefront() {
  const base = e2e.portal.url.replace(/\/$/, '');
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@12345', remember: false }),
  });
  const { token } = ((await login.json()) as { output: { token: string } }).output;
  const made = await fetch(`${base}/api${API_KEYS_API.create}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Live test shop', scopes: ['catalogue.read', 'orders'] }),
  });
  const { secret } = ((await made.json()) as { output: CreatedApiKey }).output;
  return createStoreClient({ baseUrl: base, apiKey: secret });
}

describe('orders from the storefront', () => {
  it('appear in an open Orders tab, live, with the tab count moving', async () => {
    const client = await storefront();
    const page = await e2e.signedInPage({ as: 'orders', colorScheme: 'light', hash: '/manageOrder/new-order' });
    await expect.poll(() => tabCount(page, 'New Order')).toBeGreaterThanOrEqual(0);
    const before = await tabCount(page, 'New Order');
    // A product paid cash on delivery: its order starts as New Order.
    let found: { id: number; quantity: number } | undefined;
    for (const row of (await client.storeListProducts({ pageSize: 50 })).rows.filter((p) => p.inStock)) {
      const detail = await client.storeGetProduct(row.id);
      const variant = detail.variants.find((v) => v.available >= detail.quantity.min);
      if (detail.cod && variant) {
        found = { id: variant.id, quantity: detail.quantity.min };
        break;
      }
    }
    expect(found, 'a product in stock paid cash on delivery').toBeDefined();
    const order = await client.storePlaceOrder(
      {
        lines: [{ variantId: found!.id, quantity: found!.quantity }],
        paymentMethod: 'COD',
        shipTo: {
          name: 'Meera S',
          line1: '9 Park Street',
          city: 'Mumbai',
          state: 'Maharashtra',
          pincode: '400001',
          phone: '9876501234',
        },
        customer: { name: 'Meera S', email: 'meera.live@example.in' },
      },
      'live-order-1',
    );
    expect(order.status).toBe('New Order');
    await page.locator('.orders-list').getByText(order.orderNo, { exact: true }).waitFor();
    await expect.poll(() => tabCount(page, 'New Order')).toBe(before + 1);
    await screenshot(page, 'orders-from-storefront-light');
  });
});
