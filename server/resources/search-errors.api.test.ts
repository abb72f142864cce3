import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import { customerResource } from '../../contract/customers/customer';
import { orderResource } from '../../contract/orders/order';
import { promoCodeResource } from '../../contract/content/promo-code';
import { taxResource } from '../../contract/catalogue/tax';
import type { SearchCriterion } from '../../contract/platform/search';
import { errorBody, signInAs } from '../test-support/requests';
import { exportCsv, search } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const SLOW_ROUTE = '/api/test/slow-query';

/** Values of the wrong type for each promo code field type (and a few right-type, wrong-shape lists). */
const WRONG_VALUES: [string, SearchCriterion['operation'], SearchCriterion['value']][] = [
  ['numberOfUsers', 'eq', 'abc'],
  ['numberOfUsers', 'gt', true],
  ['numberOfUsers', 'eq', 1.5],
  ['numberOfUsers', 'ge', 1e12],
  ['numberOfUsers', 'eq', null],
  ['numberOfUsers', 'eq', []],
  ['numberOfUsers', 'bw', [1]],
  ['numberOfUsers', 'bw', [1, 2, 3]],
  ['numberOfUsers', 'gt', [1, 2]],
  ['numberOfUsers', 'lt', ''],
  ['id', 'eq', Number.MAX_SAFE_INTEGER + 2],
  ['discount', 'eq', 'abc'],
  ['discount', 'gt', '1e5'],
  ['discount', 'lt', true],
  ['discount', 'bw', ['1', 'x']],
  ['startDate', 'eq', '2024-02-30'],
  ['startDate', 'gt', '2024-1-1'],
  ['startDate', 'lt', 20240101],
  ['startDate', 'le', '2024-01-01T00:00:00Z'],
  ['createdAt', 'gt', 'yesterday'],
  ['createdAt', 'lt', '2024-13-01'],
  ['createdAt', 'ge', '2024-01-01T10:00'],
  ['createdAt', 'bw', ['2024-01-01', null]],
  ['reusable', 'eq', 'yes'],
  ['reusable', 'eq', 1],
  ['discountType', 'eq', 'Unknown'],
  ['discountType', 'eq', 'percentage'],
  ['discountType', 'ne', 5],
  ['name', 'eq', true],
  ['name', 'cn', null],
  ['name', 'cn', ['a', 'b']],
];

const WRONG_OPERATIONS: [string, SearchCriterion['operation']][] = [
  ['name', 'gt'],
  ['name', 'bw'],
  ['discountType', 'cn'],
  ['reusable', 'bw'],
  ['reusable', 'lt'],
  ['numberOfUsers', 'cn'],
  ['discount', 'nc'],
  ['startDate', 'cn'],
  ['createdAt', 'nc'],
];

/** A valid first criterion, then the one under test (so errors name index 1). */
const criterion = (filterKey: string, operation: SearchCriterion['operation'], value: SearchCriterion['value']) => ({
  searchCriteriaList: [
    { filterKey: 'name', operation: 'cn' as const, value: 'a' },
    { filterKey, operation, dataOption: 'all' as const, value },
  ],
});

describe.each(ENGINES)('search refusals on %s', (engine) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(
      engine,
      {},
      {
        orders: 50,
        routes: (app) =>
          app.get(SLOW_ROUTE, async () =>
            app.db.transaction(async (tx) => {
              await tx.execute(sql`set local statement_timeout = 50`);
              await tx.execute(sql`select pg_sleep(2)`);
            }),
          ),
      },
    );
    admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
  });
  afterAll(() => t?.close());

  it('names an unknown filter key and an unknown sort key, in the catalogue wording', async () => {
    const response = await search(t.app, admin, taxResource, {
      searchCriteriaList: [
        { filterKey: 'password', operation: 'eq', value: 'x' },
        { filterKey: '__proto__', operation: 'eq', value: 'x' },
      ],
      sortCriteriaDto: { sortKey: 'constructor', sortOption: 'asc' },
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([
      { field: 'searchCriteriaList.0.filterKey', message: MESSAGES.unknownFilterKey('password') },
      { field: 'searchCriteriaList.1.filterKey', message: MESSAGES.unknownFilterKey('__proto__') },
      { field: 'sortCriteriaDto.sortKey', message: MESSAGES.unknownFilterKey('constructor') },
    ]);
  });

  it('refuses an operation that does not fit the field type', async () => {
    for (const [key, op] of WRONG_OPERATIONS) {
      const response = await search(
        t.app,
        admin,
        promoCodeResource,
        criterion(key, op, op === 'bw' ? ['a', 'b'] : 'a'),
      );
      expect(response.statusCode, `${key} ${op}`).toBe(400);
      expect(errorBody(response).errors).toEqual([
        { field: 'searchCriteriaList.1.operation', message: MESSAGES.operationNotAllowed(key, op) },
      ]);
    }
  });

  it('refuses a value of the wrong type for each field type', async () => {
    for (const [key, op, value] of WRONG_VALUES) {
      const response = await search(t.app, admin, promoCodeResource, criterion(key, op, value));
      expect(response.statusCode, `${key} ${op} ${JSON.stringify(value)}`).toBe(400);
      expect(errorBody(response).errors).toEqual([
        { field: 'searchCriteriaList.1.value', message: MESSAGES.invalidFilterValue(key) },
      ]);
    }
  });

  it('refuses malformed bodies per field: unknown operation, bad dataOption, too many criteria', async () => {
    const bad = await search(t.app, admin, orderResource, {
      searchCriteriaList: [{ filterKey: 'id', operation: 'like', value: 1 }],
      dataOption: 'some',
    });
    expect(bad.statusCode).toBe(400);
    expect(errorBody(bad).errors.map((e) => e.field)).toEqual(['searchCriteriaList.0.operation', 'dataOption']);
    const many = Array.from({ length: 51 }, () => ({ filterKey: 'id', operation: 'gt', value: 1 }));
    expect((await search(t.app, admin, orderResource, { searchCriteriaList: many })).statusCode).toBe(400);
  });

  it('refuses export with the same 400s, and unknown export columns', async () => {
    const response = await exportCsv(t.app, admin, orderResource, {
      searchCriteriaList: [{ filterKey: 'nope', operation: 'eq', value: 1 }],
      columns: ['id', 'secret'],
    });
    expect(response.statusCode).toBe(400);
    // The body schema knows the resource's keys, so every unknown key is named in one answer.
    expect(errorBody(response).errors).toEqual([
      { field: 'searchCriteriaList.0.filterKey', message: MESSAGES.unknownFilterKey('nope') },
      { field: 'columns.1', message: MESSAGES.unknownFilterKey('secret') },
    ]);
    const criteria = await exportCsv(t.app, admin, orderResource, {
      searchCriteriaList: [{ filterKey: 'nope', operation: 'eq', value: 1 }],
    });
    expect(errorBody(criteria).errors).toEqual([
      { field: 'searchCriteriaList.0.filterKey', message: MESSAGES.unknownFilterKey('nope') },
    ]);
  });

  it('needs a session (401) and the view permission (403)', async () => {
    expect((await search(t.app, 'not-a-token', customerResource, {})).statusCode).toBe(401);
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await search(t.app, orders, customerResource, {})).statusCode).toBe(200);
    const refused = await search(t.app, orders, taxResource, {});
    expect(refused.statusCode).toBe(403);
    expect(errorBody(refused).errors).toEqual([{ message: MESSAGES.noPermission }]);
    expect((await exportCsv(t.app, orders, promoCodeResource, {})).statusCode).toBe(403);
    const catalogue = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    expect((await search(t.app, catalogue, customerResource, {})).statusCode).toBe(403);
    expect((await search(t.app, catalogue, orderResource, {})).statusCode).toBe(403);
    expect((await search(t.app, catalogue, promoCodeResource, {})).statusCode).toBe(200);
  });

  it.skipIf(engine === 'pglite')('answers a statement timeout with 503 and the technical-error message', async () => {
    const response = await t.app.inject({ method: 'GET', url: SLOW_ROUTE });
    expect(response.statusCode).toBe(503);
    expect(errorBody(response)).toEqual({
      status: false,
      output: null,
      errors: [{ message: MESSAGES.technicalError }],
    });
  });

  it('refuses a NUL character (which PostgreSQL text cannot hold) as a 400 on the field, in searches and writes', async () => {
    const response = await search(t.app, admin, customerResource, {
      searchCriteriaList: [{ filterKey: 'name', operation: 'cn', value: 'a\u0000' }],
    });
    expect(response.statusCode).toBe(400);
    expect(errorBody(response).errors).toEqual([
      { field: 'searchCriteriaList.0.value', message: VALIDATION.invalidFormat },
    ]);
    const write = await t.app.inject({
      method: 'POST',
      url: `/api${taxResource.apiPath}`,
      payload: { name: 'GST\u0000', percentage: 1 },
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(write.statusCode).toBe(400);
    expect(errorBody(write).errors).toEqual([{ field: 'name', message: VALIDATION.invalidFormat }]);
  });

  it('answers a missing body like an empty search', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api${orderResource.apiPath}/search`,
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().output).toMatchObject({ totalElements: 50, pageNum: 0, pageSize: 20 });
  });
});
