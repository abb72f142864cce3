import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { MAX_CRITERION_VALUES } from '../../contract/platform/search';
import { MAX_SAVED_VIEWS_PER_TABLE, TABLE_VIEWS_API, type ViewState } from '../../contract/table-views/table-views';
import { savedViews } from './schema';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const STATE: ViewState = {
  searchCriteriaList: [{ filterKey: 'status', operation: 'eq', dataOption: 'all', value: ['Pending'] }],
  dataOption: 'all',
  sortCriteriaDto: null,
  pageSize: 20,
  columns: { order: [], widths: {}, hidden: [] },
};

describe.each(ENGINES)('saved view and layout limits on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let adminId: number;
  let catalogue: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    const session = await signInAs(t.app, 'admin', 'Admin@12345');
    admin = session.token;
    adminId = session.userDetails.id;
    catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: object) =>
    t.app.inject({ method, url: `/api${path}`, payload: body, headers: { authorization: `Bearer ${token}` } });
  const orderTable = 'order';

  it('refuses views and layouts of a table the user may not read, on every route', async () => {
    const calls = [
      call('GET', TABLE_VIEWS_API.layout(orderTable), catalogue),
      call('PUT', TABLE_VIEWS_API.layout(orderTable), catalogue, STATE.columns),
      call('GET', TABLE_VIEWS_API.views(orderTable), catalogue),
      call('POST', TABLE_VIEWS_API.views(orderTable), catalogue, { name: 'Mine', state: STATE }),
      call('DELETE', TABLE_VIEWS_API.view(orderTable, 1), catalogue),
      call('GET', TABLE_VIEWS_API.views('order-return'), catalogue),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorBody(response).errors).toEqual([{ message: MESSAGES.noPermission }]);
    }
    // A table of their own area is theirs to arrange.
    expect((await call('GET', TABLE_VIEWS_API.views('promo-code'), catalogue)).statusCode).toBe(200);
  });

  it(`keeps at most ${MAX_SAVED_VIEWS_PER_TABLE} views per user and table, even for a burst`, async () => {
    const existing = Array.from({ length: MAX_SAVED_VIEWS_PER_TABLE - 3 }, (_, i) => ({
      userId: adminId,
      tableKey: 'order',
      name: `View ${i}`,
      state: STATE,
    }));
    await t.db.insert(savedViews).values(existing);
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call('POST', TABLE_VIEWS_API.views(orderTable), admin, { name: `Burst ${i}`, state: STATE }),
      ),
    );
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(3);
    for (const refused of burst.filter((r) => r.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(errorBody(refused).errors).toEqual([{ message: MESSAGES.tooManySavedViews(MAX_SAVED_VIEWS_PER_TABLE) }]);
    }
    expect((await call('GET', TABLE_VIEWS_API.views(orderTable), admin)).json().output).toHaveLength(
      MAX_SAVED_VIEWS_PER_TABLE,
    );
    // Another table has its own count; deleting one makes room again.
    expect(
      (
        await call('POST', TABLE_VIEWS_API.views('customer'), admin, {
          name: 'Burst 0',
          state: { ...STATE, searchCriteriaList: [] },
        })
      ).statusCode,
    ).toBe(201);
    const [first] = (await call('GET', TABLE_VIEWS_API.views(orderTable), admin)).json().output as { id: number }[];
    expect((await call('DELETE', TABLE_VIEWS_API.view(orderTable, first.id), admin)).statusCode).toBe(200);
    expect(
      (await call('POST', TABLE_VIEWS_API.views(orderTable), admin, { name: 'Room again', state: STATE })).statusCode,
    ).toBe(201);
  });

  it('refuses a view too large to keep, and a layout naming more columns than any table has', async () => {
    const values = Array.from({ length: MAX_CRITERION_VALUES }, (_, i) => `ORD${String(i).padStart(20, '0')}`);
    const big = { ...STATE, searchCriteriaList: [{ filterKey: 'orderNo', operation: 'eq' as const, value: values }] };
    const response = await call('POST', TABLE_VIEWS_API.views('customer'), admin, {
      name: 'Huge',
      state: { ...big, searchCriteriaList: [{ ...big.searchCriteriaList[0], filterKey: 'name' }] },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([{ field: 'state', message: MESSAGES.viewTooLarge }]);
    const widths = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`column${i}`, 100]));
    const layout = await call('PUT', TABLE_VIEWS_API.layout(orderTable), admin, { order: [], widths, hidden: [] });
    expect(layout.statusCode).toBe(400);
    expect(errorBody(layout).errors).toEqual([{ field: 'widths', message: VALIDATION.invalidFormat }]);
  });
});
