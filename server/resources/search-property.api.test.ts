import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResourceDef } from '../../contract/resource';
import { customerResource } from '../../contract/resources/customer';
import { orderResource } from '../../contract/resources/order';
import { DATA_OPTIONS, type Page } from '../../contract/search';
import { signInAs } from '../test-support/requests';
import { anyCriteria, anyPage, anySort, validCriteria } from '../test-support/search-arbitraries';
import { requestMatches, search, searchAll, type Row } from '../test-support/search';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

const RUNS = 120;

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
      const text = def.fields.filter((f) => f.type === 'text').map((f) => [f.key, rows.slice(0, 5).map((r) => String(r[f.key]))]);
      samples.set(def, Object.fromEntries(text));
    }
  });
  afterAll(() => t?.close());

  describe.each([customerResource, orderResource].map((def) => [def.key, def] as const))('%s', (_key, def) => {
    it('never answers a random request with a server error', async () => {
      const request = fc.record({
        criteria: anyCriteria(def, samples.get(def)!), dataOption: fc.constantFrom(...DATA_OPTIONS), sort: fc.option(anySort(def, false)), page: anyPage(false),
      });
      await fc.assert(fc.asyncProperty(request, async ({ criteria, dataOption, sort, page }) => {
        const response = await search(t.app, token, def, { searchCriteriaList: criteria, dataOption, ...(sort ? { sortCriteriaDto: sort } : {}) }, page);
        expect([200, 400], response.body).toContain(response.statusCode);
        if (response.statusCode === 400) expect(response.json().errors.length).toBeGreaterThan(0);
      }), { numRuns: RUNS });
    });

    it('answers valid criteria with rows that all satisfy them, and the exact total', async () => {
      const request = fc.record({
        criteria: validCriteria(def, samples.get(def)!), dataOption: fc.constantFrom(...DATA_OPTIONS), sort: anySort(def, true), page: anyPage(true),
      });
      await fc.assert(fc.asyncProperty(request, async ({ criteria, dataOption, sort, page }) => {
        const body = { searchCriteriaList: criteria, dataOption, sortCriteriaDto: sort };
        const response = await search(t.app, token, def, body, page);
        expect(response.statusCode, response.body).toBe(200);
        const output = response.json().output as Page<Row>;
        for (const row of output.content) expect(requestMatches(def, row, body), JSON.stringify({ row, body })).toBe(true);
        expect(output.totalElements).toBe(all.get(def)!.filter((row) => requestMatches(def, row, body)).length);
        const expectedSize = page.pageSize === -1 ? output.totalElements : Math.max(0, Math.min(page.pageSize, output.totalElements - page.pageNum * page.pageSize));
        expect(output.content).toHaveLength(expectedSize);
      }), { numRuns: RUNS });
    });
  });
});
