import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../contract/platform/resource';
import { customerResource } from '../../contract/customers/customer';
import { orderResource } from '../../contract/orders/order';
import { DATA_OPTIONS, type Page } from '../../contract/platform/search';
import { signInAs } from '../test-support/requests';
import { promoCodeResource } from '../../contract/content/promo-code';
import { taxResource } from '../../contract/catalogue/tax';
import { anyCriteria, anyPage, anySort, heavyCriteria, validCriteria } from '../test-support/search-arbitraries';
import { anyVersion, mangledBody } from '../test-support/write-arbitraries';
import { requestMatches, search, searchAll, type Row } from '../test-support/search';
import { leastStall } from '../test-support/event-loop';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';
import { scaled } from '../test-support/timeouts';

const RUNS = 120;
/** Requests at the limits are large (up to ~28,000 values): fewer runs keep the file to seconds per engine. */
const HEAVY_RUNS = 20;
const WRITE_RUNS = 40;
/** Longest the event loop may be held by one request, in ms (the bound). */
const MAX_STALL_MS = 100;

/** Valid write bodies, mangled by the property. */
const WRITES = [
  { def: taxResource, body: { name: 'Fuzz GST', percentage: 5 } },
  {
    def: promoCodeResource,
    body: {
      name: 'FUZZ1',
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      numberOfUsers: 0,
      minimumOrderAmount: 0,
      maximumOrderAmount: 0,
      minimumPurchaseAmount: 0,
      discountType: 'Amount',
      discount: 1,
      maxDiscount: 0,
    },
  },
];

describe.each(ENGINES)('search properties on %s', (engine) => {
  let t: TestApp;
  let token: string;
  const all = new Map<ResourceDef, Row[]>();
  const samples = new Map<ResourceDef, Record<string, string[]>>();
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 300 });
    token = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    for (const def of [customerResource, orderResource]) {
      const rows = await searchAll(t.app, token, def);
      all.set(def, rows);
      const text = def.fields
        .filter((f) => f.type === 'text')
        .map((f) => [f.key, rows.slice(0, 5).map((r) => String(r[f.key]))]);
      samples.set(def, Object.fromEntries(text));
    }
  });
  afterAll(() => t?.close());

  describe.each([customerResource, orderResource].map((def) => [def.key, def] as const))('%s', (_key, def) => {
    it('never answers a random request with a server error', async () => {
      const request = fc.record({
        criteria: anyCriteria(def, samples.get(def)!),
        dataOption: fc.constantFrom(...DATA_OPTIONS),
        sort: fc.option(anySort(def, false)),
        page: anyPage(false),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ criteria, dataOption, sort, page }) => {
          const response = await search(
            t.app,
            token,
            def,
            { searchCriteriaList: criteria, dataOption, ...(sort ? { sortCriteriaDto: sort } : {}) },
            page,
          );
          expect([200, 400], response.body).toContain(response.statusCode);
          if (response.statusCode === 400) expect(response.json().errors.length).toBeGreaterThan(0);
        }),
        { numRuns: RUNS },
      );
    });

    it('answers valid criteria with rows that all satisfy them, and the exact total', async () => {
      const request = fc.record({
        criteria: validCriteria(def, samples.get(def)!),
        dataOption: fc.constantFrom(...DATA_OPTIONS),
        sort: anySort(def, true),
        page: anyPage(true),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ criteria, dataOption, sort, page }) => {
          const body = { searchCriteriaList: criteria, dataOption, sortCriteriaDto: sort };
          const response = await search(t.app, token, def, body, page);
          expect(response.statusCode, response.body).toBe(200);
          const output = response.json().output as Page<Row>;
          for (const row of output.content)
            expect(requestMatches(def, row, body), JSON.stringify({ row, body })).toBe(true);
          expect(output.totalElements).toBe(all.get(def)!.filter((row) => requestMatches(def, row, body)).length);
          const expectedSize =
            page.pageSize === -1
              ? output.totalElements
              : Math.max(0, Math.min(page.pageSize, output.totalElements - page.pageNum * page.pageSize));
          expect(output.content).toHaveLength(expectedSize);
        }),
        { numRuns: RUNS },
      );
    });

    it(
      'answers requests at the limits (many criteria, long lists, values past the columns) with 200 or 400, never a stall',
      async () => {
        const request = fc.record({
          criteria: heavyCriteria(def, samples.get(def)!),
          dataOption: fc.constantFrom(...DATA_OPTIONS),
        });
        let reached = 0;
        const stall = await leastStall(
          () =>
            fc.assert(
              fc.asyncProperty(request, async ({ criteria, dataOption }) => {
                const response = await search(t.app, token, def, { searchCriteriaList: criteria, dataOption });
                expect([200, 400], response.body.slice(0, 300)).toContain(response.statusCode);
                reached += response.statusCode === 200 ? 1 : 0;
              }),
              { numRuns: HEAVY_RUNS },
            ),
          MAX_STALL_MS,
        );
        expect(reached, 'requests that passed validation and ran').toBeGreaterThan(0);
        expect(stall).toBeLessThan(MAX_STALL_MS);
      },
      scaled(60_000),
    );
  });

  describe.each(WRITES.map((w) => [w.def.key, w] as const))('%s writes', (_key, { def, body }) => {
    it('never answers a create, update, status change or delete holding values past the columns with a server error', async () => {
      const created = await t.app.inject({
        method: 'POST',
        url: `/api${def.apiPath}`,
        payload: body,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().output.id as number;
      const call = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
        t.app.inject({
          method,
          url: `/api${def.apiPath}${url}`,
          payload,
          headers: { authorization: `Bearer ${token}` },
        });
      const write = fc.record({
        body: mangledBody(body, ['version']),
        version: anyVersion,
        kind: fc.constantFrom('create', 'update', 'status', 'delete'),
      });
      await fc.assert(
        fc.asyncProperty(write, async ({ body: sent, version, kind }) => {
          const response =
            kind === 'create'
              ? await call('POST', '', sent)
              : kind === 'update'
                ? await call('PUT', `/${id}`, { version, ...sent })
                : kind === 'status'
                  ? await call('PUT', `/${id}/status`, { status: 'Inactive', version })
                  : await call('DELETE', `/${id}?version=${version}`);
          expect(response.statusCode, `${kind} ${JSON.stringify(sent)} → ${response.body}`).toBeLessThan(500);
        }),
        { numRuns: WRITE_RUNS },
      );
    });
  });
});
