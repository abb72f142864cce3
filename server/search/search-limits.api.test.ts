import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/platform/messages';
import { orderResource } from '../../contract/orders/order';
import { MAX_CRITERION_VALUES, MAX_SEARCH_CRITERIA, type SearchCriterion } from '../../contract/platform/search';
import { SHOP_UTC_OFFSET_MS } from '../platform/shop-time';
import { errorBody, signInAs } from '../test-support/requests';
import { exportCsv, search, searchAll, searchPage, type Row } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { scaled } from '../test-support/timeouts';

const FAILING_ROUTE = '/api/test/failing-query';
const SECRET = 'secret-parameter-value';
const DAY_MS = 86_400_000;

/** The shop day (YYYY-MM-DD) of an instant. */
const shopDay = (instant: unknown) =>
  new Date(Date.parse(String(instant)) + SHOP_UTC_OFFSET_MS).toISOString().slice(0, 10);

/** `count` copies of an eq criterion over `values`. */
const eqCriteria = (filterKey: string, values: (string | number)[], count: number): SearchCriterion[] =>
  Array.from({ length: count }, () => ({ filterKey, operation: 'eq', value: values }));

describe.each(ENGINES)('search limits on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let orders: Row[];
  const logged: unknown[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      {
        orders: 20,
        routes: (app) =>
          app.get(FAILING_ROUTE, async (request) => {
            // Keep what the error handler logs for this request.
            request.log.error = ((...args: unknown[]) => void logged.push(args)) as typeof request.log.error;
            await app.db.execute(sql`select ${`${SECRET}-${'x'.repeat(10_000)}`}::integer`);
          }),
      },
    );
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    orders = await searchAll(t.app, admin, orderResource);
  });
  afterAll(() => t?.close());

  it(
    'finds rows by long value lists whose values once took a parameter each, past 65,535',
    async () => {
      const wanted = orders.slice(0, 3).map((o) => String(o.orderNo));
      const values = [...Array.from({ length: MAX_CRITERION_VALUES - 3 }, (_, i) => `NOPE${i}`), ...wanted];
      const page = await searchPage(t.app, admin, orderResource, {
        searchCriteriaList: eqCriteria('orderNo', values, MAX_SEARCH_CRITERIA),
      });
      expect(page.content.map((o) => o.orderNo).toSorted()).toEqual(wanted.toSorted());
      // Another length has the same shape: the kept statement runs with this list.
      const fewer = await searchPage(t.app, admin, orderResource, {
        searchCriteriaList: eqCriteria('orderNo', [wanted[0], 'NOPE'], MAX_SEARCH_CRITERIA),
      });
      expect(fewer.content.map((o) => o.orderNo)).toEqual([wanted[0]]);
    },
    scaled(30_000),
  );

  it(
    'finds rows by long lists of days on a date-time field, and by ne',
    async () => {
      const start = Date.UTC(2020, 0, 1);
      const days = Array.from({ length: MAX_CRITERION_VALUES }, (_, i) =>
        new Date(start + i * DAY_MS).toISOString().slice(0, 10),
      );
      const day = shopDay(orders[0].createdAt);
      const page = await searchPage(t.app, admin, orderResource, {
        searchCriteriaList: eqCriteria('createdAt', [...days.slice(1), day], 20),
      });
      expect(page.content.map((o) => o.id)).toEqual(
        orders.filter((o) => shopDay(o.createdAt) === day).map((o) => o.id),
      );
      const first = orders[0];
      const none = await searchPage(t.app, admin, orderResource, {
        searchCriteriaList: [{ filterKey: 'id', operation: 'ne', value: orders.slice(1).map((o) => Number(o.id)) }],
      });
      expect(none.content.map((o) => o.id)).toEqual([first.id]);
    },
    scaled(30_000),
  );

  it('refuses more criteria than the limit, naming it, on search and export', async () => {
    const body = { searchCriteriaList: eqCriteria('orderNo', ['x'], MAX_SEARCH_CRITERIA + 1) };
    for (const response of [
      await search(t.app, admin, orderResource, body),
      await exportCsv(t.app, admin, orderResource, body),
    ]) {
      expect(response.statusCode).toBe(400);
      expect(errorBody(response).errors).toEqual([
        { field: 'searchCriteriaList', message: MESSAGES.tooManyCriteria(MAX_SEARCH_CRITERIA) },
      ]);
    }
  });

  it('refuses a value list longer than the limit, naming it', async () => {
    const values = Array.from({ length: MAX_CRITERION_VALUES + 1 }, (_, i) => i + 1);
    const response = await search(t.app, admin, orderResource, { searchCriteriaList: eqCriteria('id', values, 1) });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([
      { field: 'searchCriteriaList.0.value', message: MESSAGES.tooManyFilterValues(MAX_CRITERION_VALUES) },
    ]);
  });

  it('logs a failed query by its code and message, never its SQL or parameters', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: FAILING_ROUTE,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(500);
    const text = JSON.stringify(logged);
    expect(text).toContain('22P02');
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('select');
    expect(text.length).toBeLessThan(2000);
  });
});
