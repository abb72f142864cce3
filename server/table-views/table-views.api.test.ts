import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { TABLE_VIEWS_API, type ViewState } from '../../contract/table-views/table-views';
import { errorBody, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const STATE: ViewState = {
  searchCriteriaList: [{ filterKey: 'status', operation: 'eq', dataOption: 'all', value: ['Pending', 'New Order'] }],
  dataOption: 'all',
  sortCriteriaDto: { sortKey: 'createdAt', sortOption: 'desc' },
  pageSize: 50,
  columns: { order: ['orderNo', 'id'], widths: { orderNo: 160 }, hidden: ['customerId'] },
};

describe.each(ENGINES)('saved views and column layouts on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  let staff: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    // Another user who may read orders (one who may not is refused: table-views-limits.api.test.ts).
    staff = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, token: string, body?: object) =>
    t.app.inject({ method, url: `/api${path}`, payload: body, headers: { authorization: `Bearer ${token}` } });
  const orderTable = 'order';

  it('keeps a column layout per user and table, and answers null before one is saved', async () => {
    expect((await call('GET', TABLE_VIEWS_API.layout(orderTable), admin)).json().output).toBeNull();
    const saved = await call('PUT', TABLE_VIEWS_API.layout(orderTable), admin, STATE.columns);
    expect(saved.statusCode).toBe(200);
    expect((await call('GET', TABLE_VIEWS_API.layout(orderTable), admin)).json().output).toEqual(STATE.columns);
    const replaced = { order: [], widths: {}, hidden: ['total'] };
    await call('PUT', TABLE_VIEWS_API.layout(orderTable), admin, replaced);
    expect((await call('GET', TABLE_VIEWS_API.layout(orderTable), admin)).json().output).toEqual(replaced);
    // Another user has their own (empty) layout.
    expect((await call('GET', TABLE_VIEWS_API.layout(orderTable), staff)).json().output).toBeNull();
  });

  it('refuses layouts naming columns the table does not have', async () => {
    const response = await call('PUT', TABLE_VIEWS_API.layout(orderTable), admin, {
      order: ['id', 'password'],
      widths: { nope: 100 },
      hidden: [],
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([
      { field: 'order.1', message: MESSAGES.unknownFilterKey('password') },
      { field: 'widths.nope', message: MESSAGES.unknownFilterKey('nope') },
    ]);
  });

  it('saves, lists and deletes named views; a name is unique per user and table in any case', async () => {
    const created = await call('POST', TABLE_VIEWS_API.views(orderTable), admin, { name: 'Open orders', state: STATE });
    expect(created.statusCode).toBe(201);
    const view = created.json().output;
    expect(view).toMatchObject({ tableKey: 'order', name: 'Open orders', state: STATE });
    const duplicate = await call('POST', TABLE_VIEWS_API.views(orderTable), admin, {
      name: ' OPEN ORDERS ',
      state: STATE,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(errorBody(duplicate).errors).toEqual([{ field: 'name', message: 'name already exists' }]);
    expect(
      (
        await call('POST', TABLE_VIEWS_API.views('customer'), admin, {
          name: 'Open orders',
          state: { ...STATE, searchCriteriaList: [], sortCriteriaDto: null, columns: undefined },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (await call('POST', TABLE_VIEWS_API.views(orderTable), staff, { name: 'Open orders', state: STATE })).statusCode,
    ).toBe(201);
    expect((await call('GET', TABLE_VIEWS_API.views(orderTable), admin)).json().output).toEqual([view]);
    expect((await call('DELETE', TABLE_VIEWS_API.view(orderTable, view.id), staff)).statusCode).toBe(404);
    expect((await call('DELETE', TABLE_VIEWS_API.view('customer', view.id), admin)).statusCode).toBe(404);
    expect((await call('DELETE', TABLE_VIEWS_API.view(orderTable, view.id), admin)).statusCode).toBe(200);
    expect((await call('GET', TABLE_VIEWS_API.views(orderTable), admin)).json().output).toEqual([]);
    expect((await call('GET', TABLE_VIEWS_API.views(orderTable), staff)).json().output).toHaveLength(1);
  });

  it('refuses views whose criteria, sort, page size or columns the table would not accept', async () => {
    const response = await call('POST', TABLE_VIEWS_API.views(orderTable), admin, {
      name: 'Broken',
      state: {
        ...STATE,
        searchCriteriaList: [{ filterKey: 'total', operation: 'cn', value: '1' }],
        sortCriteriaDto: { sortKey: 'secret', sortOption: 'asc' },
        columns: { order: ['x'] },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([
      { field: 'state.columns.order.0', message: MESSAGES.unknownFilterKey('x') },
    ]);
    const criteria = await call('POST', TABLE_VIEWS_API.views(orderTable), admin, {
      name: 'Broken',
      state: {
        ...STATE,
        searchCriteriaList: [{ filterKey: 'total', operation: 'cn', value: '1' }],
        sortCriteriaDto: { sortKey: 'secret', sortOption: 'asc' },
      },
    });
    expect(errorBody(criteria).errors).toEqual([
      { field: 'state.searchCriteriaList.0.operation', message: MESSAGES.operationNotAllowed('total', 'cn') },
      { field: 'state.sortCriteriaDto.sortKey', message: MESSAGES.unknownFilterKey('secret') },
    ]);
    expect((await call('POST', TABLE_VIEWS_API.views(orderTable), admin, { name: '', state: STATE })).statusCode).toBe(
      400,
    );
  });

  it('takes a page of 1 to 1000 rows or -1 (All), checked by the body schema before the table checks', async () => {
    for (const pageSize of [0, -2, 1001, 2.5, 2 ** 31]) {
      // A page size out of range is a shape error: reported as the document states it, even beside a bad column.
      const response = await call('POST', TABLE_VIEWS_API.views(orderTable), admin, {
        name: `Page ${pageSize}`,
        state: { ...STATE, pageSize, columns: { order: ['x'] } },
      });
      expect(response.statusCode, String(pageSize)).toBe(400);
      expect(errorBody(response).errors, String(pageSize)).toEqual([
        { field: 'state.pageSize', message: VALIDATION.between(1, 1000) },
      ]);
    }
    for (const pageSize of [1, 1000, -1]) {
      const response = await call('POST', TABLE_VIEWS_API.views(orderTable), admin, {
        name: `Page ${pageSize}`,
        state: { ...STATE, pageSize },
      });
      expect(response.statusCode, String(pageSize)).toBe(201);
      expect(response.json().output.state.pageSize).toBe(pageSize);
      expect(
        (await call('DELETE', TABLE_VIEWS_API.view(orderTable, response.json().output.id), admin)).statusCode,
      ).toBe(200);
    }
  });

  it('keeps the layout and views of the returns and exchanges table, which has routes of its own', async () => {
    const returnTable = 'order-return';
    const columns = { order: ['orderNo', 'id'], widths: { customerName: 220 }, hidden: ['reason'] };
    expect((await call('GET', TABLE_VIEWS_API.layout(returnTable), admin)).json().output).toBeNull();
    expect((await call('PUT', TABLE_VIEWS_API.layout(returnTable), admin, columns)).statusCode).toBe(200);
    expect((await call('GET', TABLE_VIEWS_API.layout(returnTable), admin)).json().output).toEqual(columns);
    expect(
      (await call('PUT', TABLE_VIEWS_API.layout(returnTable), admin, { ...columns, hidden: ['total'] })).statusCode,
    ).toBe(400);
    const state: ViewState = {
      searchCriteriaList: [{ filterKey: 'status', operation: 'eq', dataOption: 'all', value: ['requested'] }],
      dataOption: 'all',
      sortCriteriaDto: { sortKey: 'id', sortOption: 'desc' },
      pageSize: 20,
      columns,
    };
    expect(
      (await call('POST', TABLE_VIEWS_API.views(returnTable), admin, { name: 'Requested', state })).statusCode,
    ).toBe(201);
    const wrongSort = { ...state, sortCriteriaDto: { sortKey: 'nope', sortOption: 'asc' as const } };
    expect(
      (await call('POST', TABLE_VIEWS_API.views(returnTable), admin, { name: 'Wrong', state: wrongSort })).statusCode,
    ).toBe(400);
  });

  it('refuses a table key that is not a table (400, as the document lists the keys), and 401 without a session', async () => {
    for (const path of [
      TABLE_VIEWS_API.layout('users'),
      TABLE_VIEWS_API.views('__proto__'),
      TABLE_VIEWS_API.layout('toString'),
    ]) {
      const response = await call('GET', path, admin);
      expect(response.statusCode, path).toBe(400);
    }
    expect((await call('PUT', TABLE_VIEWS_API.layout('nope'), admin, STATE.columns)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api${TABLE_VIEWS_API.views(orderTable)}` })).statusCode).toBe(
      401,
    );
  });
});
