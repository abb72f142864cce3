/**
 * An expired subscription refuses every write of the OpenAPI document with 402 and the catalogue message, in every
 * area, except the routes a shop needs to get back in and a user's own preferences; reads go on; paying lifts it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_API } from '../../contract/account/auth';
import { taxResource } from '../../contract/catalogue/tax';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import { API_BASE } from '../../contract/platform/api-paths';
import { SUBSCRIPTION_MESSAGES } from '../../contract/platform/messages';
import { resourcePaths } from '../../contract/platform/resource';
import { SUBSCRIPTION_API, TEST_CARDS } from '../../contract/subscription/subscription';
import { writeRoutes } from '../test-support/audit-walk/routes';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, postJson, signInAs } from '../test-support/requests';
import { scaled } from '../test-support/timeouts';

/** Writes that must stay open, written out here (not read from the hook's own list) so a change to either shows. */
const STILL_WRITABLE = [
  'POST /api/auth/login',
  'POST /api/auth/logout',
  'POST /api/auth/change-password',
  'POST /api/auth/password-reset/request-code',
  'POST /api/auth/password-reset/verify-code',
  'POST /api/auth/password-reset/set-password',
  'POST /api/subscription/checkout',
  'PUT /api/subscription/state',
  'POST /api/portal-users/{id}/view-as',
];
const isPreference = (path: string) => /^\/api\/(table-layout|saved-views|notifications)\//.test(path);

describe.each(ENGINES)('an expired subscription on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 20 });
    ({ token } = await signInAs(t.app, 'admin', 'Admin@12345'));
    const expired = await t.app.inject({
      method: 'PUT',
      url: `/api${SUBSCRIPTION_API.state}`,
      payload: { state: 'expired' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(expired.json().output).toMatchObject({ status: 'expired', daysLeft: 0 });
  });
  afterAll(() => t?.close());

  // Log out with the walker's Bearer would end the walker's session (issue 39 §11): that open route goes without it.
  const call = (method: string, path: string) =>
    t.app.inject({
      method: method as 'POST',
      url: path.replace(/\{tableKey\}/g, 'tax').replace(/\{[^}]+\}/g, '1'),
      payload: {},
      headers: path === `/api${AUTH_API.logout}` ? {} : { authorization: `Bearer ${token}` },
    });

  it('is reported by the session check', async () => {
    const { refreshtoken, subscriptionStatus } = await signInAs(t.app, 'orders', 'Orders@12345');
    expect(subscriptionStatus).toBe('expired');
    expect((await postJson(t.app, AUTH_API.sessionCheck, { refreshtoken })).json().output.subscriptionStatus).toBe(
      'expired',
    );
  });

  it('refuses every other write route of the OpenAPI document with 402 and the catalogue message', {
    timeout: scaled(120_000),
  }, async () => {
    const routes = writeRoutes(t.app.swagger() as never);
    expect(routes.length).toBeGreaterThan(60);
    const refused: string[] = [];
    for (const route of routes) {
      const name = `${route.method} ${route.path}`;
      const response = await call(route.method, route.path);
      if (STILL_WRITABLE.includes(name) || isPreference(route.path)) {
        expect(response.statusCode, `${name} is refused, but must stay open`).not.toBe(402);
        continue;
      }
      expect(response.statusCode, `${name} answered ${response.statusCode}: ${response.body.slice(0, 200)}`).toBe(402);
      expect(errorBody(response).errors).toEqual([{ message: SUBSCRIPTION_MESSAGES.expiredReadOnly }]);
      refused.push(route.path.split('/')[2]);
    }
    // Every area was walked: catalogue, content, locations, orders and money, people, configuration.
    for (const area of [
      'tax',
      'promo-code',
      'faq',
      'pickup-location',
      'order-details',
      'order-return',
      'customer-wallet',
      'media',
      'categories',
      'portal-users',
      'portal-settings',
      'customer',
    ]) {
      expect([...refused], `no ${area} write was walked`).toContain(area);
    }
  });

  it('still answers reads, searches and exports', async () => {
    expect((await getWithToken(t.app, DASHBOARD_API.summary, token)).statusCode).toBe(200);
    expect(
      (await postJson(t.app, '/tax/search?pageNum=0&pageSize=10', { searchCriteriaList: [] }, { token })).statusCode,
    ).toBe(200);
  });

  it('is lifted by a checkout, after which writes go through again', async () => {
    const paid = await postJson(
      t.app,
      SUBSCRIPTION_API.checkout,
      { planId: 1, period: 'monthly', cardNumber: TEST_CARDS.success },
      { token },
    );
    expect(paid.json().output.subscription.status).toBe('active');
    const write = await call('POST', `${API_BASE}${resourcePaths(taxResource).create}`);
    expect(write.statusCode).toBe(400); // the empty body's validation, no longer the subscription
  });
});
