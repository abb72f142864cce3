import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderResource } from '../../contract/orders/order';
import type { SearchRequest } from '../../contract/platform/search';
import { signInAs } from '../test-support/requests';
import { requestMatches, search, searchAll, searchPage, type Row } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

/** YYYY-MM-DD of an instant in the shop's time zone (UTC+05:30). */
const shopDay = (iso: string) => new Date(Date.parse(iso) + 330 * 60_000).toISOString().slice(0, 10);

/** The benchmark's shape: statuses, a range of days and a least total, newest id first. */
const bodyOf = (statuses: string[], days: [string, string], total: number): SearchRequest => ({
  searchCriteriaList: [
    { filterKey: 'status', operation: 'eq', value: statuses },
    { filterKey: 'createdAt', operation: 'bw', value: days },
    { filterKey: 'total', operation: 'ge', value: total },
  ],
  sortCriteriaDto: { sortKey: 'id', sortOption: 'desc' },
});

describe.each(ENGINES)('searches of one shape, one prepared statement, on %s', (engine) => {
  let t: TestApp;
  let token: string;
  let orders: Row[];
  let days: string[];
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 300 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    orders = await searchAll(t.app, token, orderResource, { sortCriteriaDto: { sortKey: 'id', sortOption: 'desc' } });
    days = orders.map((o) => shopDay(String(o.createdAt))).toSorted();
  });
  afterAll(() => t?.close());

  /** The ids of a page and the total, read from every order in JS. */
  const expected = (body: SearchRequest, pageNum: number, pageSize: number) => {
    const ids = orders.filter((o) => requestMatches(orderResource, o, body as never)).map((o) => o.id);
    return { ids: ids.slice(pageNum * pageSize, (pageNum + 1) * pageSize), total: ids.length };
  };

  const cases = (): [string[], [string, string], number][] => [
    [['Pending', 'New Order'], [days[0], days.at(-1)!], 1000],
    [['Delivered', 'Shipped', 'Processing'], [days[100], days[250]], 0],
    [['Cancel by Customer', 'Delivered'], [days[30], days[60]], 2500.5],
    [['Pending', 'New Order'], [days[0], days.at(-1)!], 1000],
  ];

  it('answers the same search twice in a row with the same text', async () => {
    const body = bodyOf(['Pending', 'New Order', 'Processing'], [days[0], days.at(-1)!], 500);
    const first = await search(t.app, token, orderResource, body);
    const second = await search(t.app, token, orderResource, body);
    expect(first.statusCode).toBe(200);
    expect(second.body).toBe(first.body);
  });

  it('answers other values of the same shape with their own rows and totals', async () => {
    for (const [statuses, range, total] of cases()) {
      const body = bodyOf(statuses, range, total);
      for (const [pageNum, pageSize] of [
        [0, 20],
        [1, 5],
      ]) {
        const page = await searchPage(t.app, token, orderResource, body, { pageNum, pageSize });
        const want = expected(body, pageNum, pageSize);
        expect(
          { ids: page.content.map((r) => r.id), total: page.totalElements },
          JSON.stringify({ body, pageNum }),
        ).toEqual(want);
      }
    }
  });

  it("counts the matches alone for an empty later page, with each request's values", async () => {
    for (const [statuses, range, total] of cases()) {
      const body = bodyOf(statuses, range, total);
      const page = await searchPage(t.app, token, orderResource, body, { pageNum: 400, pageSize: 20 });
      expect(page).toMatchObject({ content: [], totalElements: expected(body, 0, 20).total, pageNum: 400 });
    }
  });
});
