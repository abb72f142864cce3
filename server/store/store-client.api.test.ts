/**
 * The storefront's typed client (contract/store/store-client.ts) against the app: a method for every operation of the
 * store's OpenAPI document, and a shopper's whole path through it (browse, quote, order, pay, read, cancel) with refusals
 * thrown as StoreApiError in the shop's words.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_KEYS_API, type CreatedApiKey } from '../../contract/store/api-keys';
import { STORE_API, STORE_API_BASE } from '../../contract/store/store-api';
import { createStoreClient, StoreApiError, type StoreClient } from '../../contract/store/store-client';
import { STORE_ORDER_MESSAGES as M } from '../../contract/store/store-orders';
import { injectFetch } from '../test-support/inject-fetch';
import { postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

describe.each(ENGINES)('the storefront client on %s', (engine) => {
  let t: TestApp;
  let client: StoreClient;
  let secret: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    const admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    const made = await postJson(
      t.app,
      API_KEYS_API.create,
      {
        name: 'Client',
        scopes: ['catalogue.read', 'orders', 'payments', 'returns', 'tickets', 'reviews', 'customers'],
        rateLimitPerMinute: 100_000,
      },
      { token: admin },
    );
    secret = (made.json().output as CreatedApiKey).secret;
    client = createStoreClient({ baseUrl: 'http://portal.test', apiKey: secret, fetch: injectFetch(t.app) });
  });
  afterAll(async () => t?.close());

  it('has a method for every operation of the store document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: `${STORE_API_BASE}${STORE_API.openapi}` })).json();
    const operations = Object.values(doc.paths as Record<string, Record<string, { operationId: string }>>).flatMap(
      (item) => Object.values(item).map((op) => op.operationId),
    );
    expect(operations.toSorted()).toEqual(Object.keys(client).toSorted());
  });

  it('walks a shopper from the catalogue to a paid order and back to a cancellation', async () => {
    const page = await client.storeListProducts({ pageSize: 5 });
    const product = await client.storeGetProduct(page.rows.find((r) => r.inStock)!.id);
    const variant = product.variants.find((v) => v.available > 0)!;
    const delivery = await client.storeCheckDelivery('400001');
    expect(delivery.deliverable).toBe(true);
    const cart = {
      lines: [{ variantId: variant.id, quantity: product.quantity.min }],
      paymentMethod: 'UPI' as const,
      shipTo: {
        name: 'Ravi K',
        line1: '4 Hill Road',
        city: 'Mumbai',
        state: 'Maharashtra',
        pincode: '400001',
        phone: '9123456780',
      },
      customer: { name: 'Ravi K', email: `ravi.${engine}@example.in` },
    };
    const quote = await client.storeQuoteCart(cart);
    const order = await client.storePlaceOrder(cart, `client-${engine}`);
    expect(order.total).toBe(quote.total);
    expect(order.status).toBe('Pending');
    const paid = await client.storeRecordPayment(order.orderNo, {
      event: 'captured',
      transactionRef: 'pay_1',
      amount: order.total,
    });
    expect(paid.status).toBe('New Order');
    const read = await client.storeGetOrder(order.orderNo, { email: cart.customer.email });
    expect(read.timeline.length).toBeGreaterThanOrEqual(2);
    const cancelled = await client.storeCancelOrder(order.orderNo, { customer: { email: cart.customer.email } });
    expect(cancelled.status).toBe('Cancel by Customer');
    const refused = await client
      .storeQuoteCart({ ...cart, shipTo: { ...cart.shipTo, pincode: '999999' } })
      .catch((e) => e);
    expect(refused).toBeInstanceOf(StoreApiError);
    expect(refused).toMatchObject({
      status: 400,
      errors: [{ field: 'shipTo.pincode', message: M.notDeliverable('999999') }],
    });
  });

  it('runs the shop simulator (npm run simulate) against the portal over HTTP, with no errors', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', 'scripts/simulate.ts', '--url', address, '--key', secret, '--rate', '8', '--seconds', '4'],
      { timeout: 60_000 },
    );
    const last = stdout.trim().split('\n').at(-1) ?? '';
    expect(last).toMatch(/ errors 0$/);
    expect(Number(/orders (\d+)/.exec(last)?.[1])).toBeGreaterThan(0);
  });
});
