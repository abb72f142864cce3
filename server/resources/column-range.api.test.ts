import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SALES_MESSAGES, VALIDATION, WALLET_MESSAGES } from '../../contract/platform/messages';
import { MAX_ROW_ID, MAX_VERSION } from '../../contract/platform/resource';
import { customerWalletResource, WALLET_API } from '../../contract/wallets/wallets';
import { queryRows } from '../db/transaction';
import { errorBody, signInAs } from '../test-support/requests';
import { search } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

/** Values past what a 32-bit integer column holds, up to the largest a JSON number carries exactly. */
const TOO_BIG = [2 ** 31, 2 ** 53 - 1];
const PROMO = {
  name: 'RANGE1',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
  numberOfUsers: 0,
  minimumOrderAmount: 0,
  maximumOrderAmount: 0,
  minimumPurchaseAmount: 0,
  discountType: 'Amount',
  discount: 1,
  maxDiscount: 0,
};

describe.each(ENGINES)('inputs past what the database holds on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, payload, headers: { authorization: `Bearer ${admin}` } });
  const expect400 = async (response: Awaited<ReturnType<typeof call>>, field: string, message: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field, message }]);
  };

  it('refuses a version past a 32-bit integer on every update, status change, delete and action, naming the range', async () => {
    const between = VALIDATION.between(1, MAX_VERSION);
    for (const version of TOO_BIG) {
      await expect400(await call('DELETE', `/tax/1?version=${version}`), 'version', between);
      await expect400(await call('PUT', '/tax/1/status', { status: 'Inactive', version }), 'version', between);
      await expect400(await call('PUT', '/tax/1', { name: 'GST 5', percentage: 5, version }), 'version', between);
      await expect400(await call('PUT', '/order-details/accept/1', { version }), 'version', between);
      await expect400(await call('PUT', '/order-return/approve/1', { version }), 'version', between);
      await expect400(
        await call('PUT', '/portal-settings/delivery-partner', { partner: 'self', version }),
        'version',
        VALIDATION.between(0, MAX_VERSION),
      );
    }
  });

  it('refuses ids past a 32-bit integer in paths and bulk lists', async () => {
    const between = VALIDATION.between(1, MAX_ROW_ID);
    for (const id of TOO_BIG) {
      for (const url of [`/tax/${id}`, `/order-details/${id}`, `/order-return/${id}`])
        await expect400(await call('GET', url), 'id', between);
      await expect400(
        await call('POST', '/order-details/bulk', { action: 'order.accept', ids: [id] }),
        'ids.0',
        between,
      );
    }
  });

  it('refuses dates that do not exist or that the database cannot hold, in promo codes and the sales report', async () => {
    for (const day of ['2025-02-30', '0000-00-00', '0000-01-01', '0001-01-01']) {
      await expect400(
        await call('POST', '/promo-code', { ...PROMO, startDate: day, endDate: '2026-03-31' }),
        'startDate',
        MESSAGES.noSuchDate,
      );
      const report = await call('GET', `/sales-report?from=${day}&to=2026-01-01`);
      expect(report.statusCode, report.body).toBe(400);
      expect(errorBody(report).errors[0]).toEqual({ field: 'from', message: SALES_MESSAGES.invalidDay });
    }
    expect(
      (await call('POST', '/promo-code', { ...PROMO, startDate: '2028-02-29', endDate: '2028-02-29' })).statusCode,
    ).toBe(201);
  });

  it('refuses a credit that would take a wallet past what its balance column holds, and keeps the balance', async () => {
    const [customer] = await queryRows<{ id: number }>(
      t.db,
      sql`update customers set wallet_balance = 9999999000 where id = (select min(id) from customers) returning id`,
    );
    const credit = (amount: number) =>
      call('POST', WALLET_API.transactions(customer.id), { type: 'credited', amount, reason: 'Goodwill' });
    await expect400(await credit(1000), 'amount', WALLET_MESSAGES.balanceLimit('₹9,99,99,99,999.99'));
    const full = await credit(999.99);
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json().output.balanceAfter).toBe('9999999999.99');
    await expect400(await credit(0.01), 'amount', WALLET_MESSAGES.balanceLimit('₹9,99,99,99,999.99'));
  });

  it('refuses search values past what their column holds with a 400, never a 500', async () => {
    const cases: [string, string, unknown][] = [
      ['createdAt', 'eq', '0001-01-01'],
      ['createdAt', 'gt', '0001-01-01T00:00:00+05:30'],
      ['id', 'eq', 2 ** 31],
      ['id', 'ge', 2 ** 53],
      ['walletBalance', 'eq', 1e308],
      ['walletBalance', 'lt', -1e308],
      ['walletBalance', 'eq', '1e308'],
    ];
    for (const [filterKey, operation, value] of cases) {
      const response = await search(t.app, admin, customerWalletResource, {
        searchCriteriaList: [{ filterKey, operation, value }],
      });
      await expect400(response, 'searchCriteriaList.0.value', MESSAGES.invalidFilterValue(filterKey));
    }
  });
});
