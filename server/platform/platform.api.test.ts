import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLATFORM_API } from '../../contract/platform/api-paths';
import { AUTH_API } from '../../contract/account/auth';
import { COMPANY_API } from '../../contract/company/company';
import { DASHBOARD_API } from '../../contract/dashboard/dashboard';
import { MESSAGES } from '../../contract/platform/messages';
import { ORDER_STATUSES } from '../../contract/orders/order-status';
import { systemSettings } from './auth/schema';
import { queryRows, withTransaction } from '../db/transaction';
import { moveShopClock, resetShopClock, shopDayRange } from './shop-time';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { errorBody, getWithToken, signInAs } from '../test-support/requests';

const FAILING_ROUTE = '/api/test/fails-half-way';

describe.each(ENGINES)('platform routes on %s', (engine) => {
  let t: TestApp;
  let adminToken: string;
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      {
        routes: (app) =>
          app.post(FAILING_ROUTE, async () =>
            withTransaction(app.db, async (tx) => {
              await tx.insert(systemSettings).values({ key: 'half-written', value: 'x' });
              throw new Error('connection to 10.0.0.7 failed: password=hunter2');
            }),
          ),
      },
    );
    adminToken = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('serves the company logo details openly, and the logo URLs resolve', async () => {
    const response = await getWithToken(t.app, COMPANY_API.logoDetails);
    expect(response.statusCode).toBe(200);
    const details = response.json().output.companyLogoDetails;
    expect(details).toMatchObject({ companyName: 'Demo Shop', currency: 'INR' });
    for (const url of [details.logoImage, details.faviconImage]) {
      const asset = await t.app.inject({ method: 'GET', url });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-type']).toContain('image/svg+xml');
    }
  });

  it('reports health as up, and nothing else (no engine, no uptime)', async () => {
    const response = await getWithToken(t.app, PLATFORM_API.health);
    expect(response.json()).toEqual({ status: true, output: { state: 'up' }, errors: [] });
  });

  it('summarises the dashboard with the same numbers as a direct SQL count', async () => {
    // The dashboard's today by the shop's clock, set to when the demo data was made: a long run may have passed the
    // shop's midnight since the run's template was seeded, and then none of its orders would be today's.
    moveShopClock(t.seededAt);
    const response = await getWithToken(t.app, DASHBOARD_API.summary, adminToken).finally(resetShopClock);
    expect(response.statusCode).toBe(200);
    const summary = response.json().output;
    const byStatus = await queryRows<{ status: string; count: number }>(
      t.db,
      sql`select status, count(*)::int as count from orders group by status`,
    );
    const [today] = await queryRows<{ count: number; revenue: string }>(
      t.db,
      sql`
      select count(*)::int as count,
        coalesce(sum(total) filter (where status not like 'Cancel%'), 0)::numeric(14,2)::text as revenue
      from orders where created_at >= ${shopDayRange(t.seededAt).start.toISOString()}::timestamptz`,
    );
    expect(summary.ordersByStatus.map((s: { status: string }) => s.status)).toEqual([...ORDER_STATUSES]);
    for (const { status, count } of summary.ordersByStatus) {
      expect(count).toBe(Number(byStatus.find((r) => r.status === status)?.count ?? 0));
    }
    expect(summary.totalOrders).toBe(300);
    expect(summary.todayOrders).toBe(Number(today.count));
    expect(summary.todayOrders).toBeGreaterThan(0);
    expect(summary.todayRevenue).toBe(today.revenue);
    expect(summary.currency).toBe('INR');
  });

  it('lets order staff see the dashboard and refuses catalogue staff with 403', async () => {
    const orders = await signInAs(t.app, 'orders', 'Orders@12345');
    expect((await getWithToken(t.app, DASHBOARD_API.summary, orders.token)).statusCode).toBe(200);
    const catalogue = await signInAs(t.app, 'catalogue', 'Catalogue@12345');
    const refused = await getWithToken(t.app, DASHBOARD_API.summary, catalogue.token);
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused)).toEqual({ status: false, output: null, errors: [{ message: MESSAGES.noPermission }] });
  });

  it('answers 401 without a token or with a malformed Authorization header', async () => {
    const none = await getWithToken(t.app, DASHBOARD_API.summary);
    expect(none.statusCode).toBe(401);
    expect(errorBody(none).errors).toEqual([{ message: MESSAGES.sessionExpired }]);
    const basic = await t.app.inject({
      method: 'GET',
      url: `/api${DASHBOARD_API.summary}`,
      headers: { authorization: `Basic ${adminToken}` },
    });
    expect(basic.statusCode).toBe(401);
  });

  it('answers an unknown /api route with the 404 envelope', async () => {
    for (const [method, url] of [
      ['GET', '/api/no-such-thing'],
      ['DELETE', `/api${AUTH_API.login}`],
    ] as const) {
      const response = await t.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(errorBody(response)).toEqual({ status: false, output: null, errors: [{ message: MESSAGES.notFound }] });
    }
  });

  it('answers a failure with the technical-error message only, and leaves nothing half-written', async () => {
    const response = await t.app.inject({ method: 'POST', url: FAILING_ROUTE });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: false, output: null, errors: [{ message: MESSAGES.technicalError }] });
    expect(response.body).not.toMatch(/hunter2|10\.0\.0\.7|stack|Error/);
    const rows = await queryRows(t.db, sql`select 1 from system_settings where key = 'half-written'`);
    expect(rows).toHaveLength(0);
  });

  it('publishes an OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api${PLATFORM_API.docs}` });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.openapi).toMatch(/^3\./);
    for (const path of [
      AUTH_API.login,
      AUTH_API.sessionCheck,
      AUTH_API.logout,
      COMPANY_API.logoDetails,
      DASHBOARD_API.summary,
      PLATFORM_API.health,
    ]) {
      expect(Object.keys(doc.paths)).toContain(`/api${path}`);
    }
    const login = doc.paths[`/api${AUTH_API.login}`].post;
    const bodySchema = login.requestBody.content['application/json'].schema;
    expect(bodySchema.required).toEqual(expect.arrayContaining(['username', 'password']));
    expect(Object.keys(login.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '429']));
    expect(doc.paths[`/api${DASHBOARD_API.summary}`].get.security).toEqual([{ bearerAuth: [] }]);
    for (const path of [
      '/api/order-details/search',
      '/api/customer/export',
      '/api/promo-code/{id}',
      '/api/tax/{id}/status',
      '/api/saved-views/{tableKey}',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
    const search = doc.paths['/api/order-details/search'].post;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['pageNum', 'pageSize']),
    );
    expect(Object.keys(search.requestBody.content['application/json'].schema.properties)).toEqual([
      'searchCriteriaList',
      'dataOption',
      'sortCriteriaDto',
    ]);
  });
});
