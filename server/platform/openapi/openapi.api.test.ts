/**
 * The OpenAPI document at /api/docs: valid for a strict validator, every operation named and its success
 * answer documented with a content type, and as strict as the server (keys, bounds). That every answer
 * the API suite sees conforms to it is checked by the API project's setup (test-support/openapi-conformance).
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_PATTERN } from '../../../contract/platform/calendar-day';
import { isFilterable, isSortable } from '../../../contract/platform/resource';
import { RESOURCES } from '../../../contract/platform/resource-catalog';
import { MAX_PAGE_SIZE } from '../../../contract/platform/search';
import { checkAnswersAgainst, takeViolations } from '../../test-support/openapi-conformance';
import { ENGINES, createTestApp, type TestApp } from '../../test-support/test-app';
import { API_BASE, PLATFORM_API } from '../../../contract/platform/api-paths';
import { COMPANY_API } from '../../../contract/company/company';

type Json = Record<string, any>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];
const contentTypes = (doc: Json, path: string, method: string) =>
  Object.keys(doc.paths[path][method].responses['200'].content);
const bodyOf = (doc: Json, path: string, method: string) =>
  doc.paths[path][method].requestBody.content['application/json'].schema;

describe.each(ENGINES)('the OpenAPI document on %s', (engine) => {
  let t: TestApp;
  let doc: Json;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 5 });
    const response = await t.app.inject({ method: 'GET', url: `${API_BASE}${PLATFORM_API.docs}` });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => t?.close());

  const operations = () =>
    Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((method) => ({
        at: `${method.toUpperCase()} ${path}`,
        op: item[method] as Json,
      })),
    );

  it('passes a strict OpenAPI validator (every $ref resolves)', async () => {
    const result = await new Validator().validate(doc as never);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(doc.components.schemas.ModuleAccess).toBeDefined();
    // OpenAPI 3.0.3: `nullable` does not let null through an enum that does not list it.
    const nullableEnums: Json[] = [];
    JSON.stringify(
      doc,
      (_key, value) => (value?.nullable === true && Array.isArray(value.enum) ? nullableEnums.push(value) : 0, value),
    );
    expect(nullableEnums.length).toBeGreaterThan(0);
    expect(nullableEnums.filter((schema) => !schema.enum.includes(null))).toEqual([]);
    const typelessNullables: Json[] = [];
    JSON.stringify(
      doc,
      (_key, value) => (value?.nullable === true && !('type' in value) ? typelessNullables.push(value) : 0, value),
    );
    expect(typelessNullables).toEqual([]);
  });

  it('names every operation uniquely and documents its success answer with a content type and a description', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { at, op } of operations()) {
      const answers = Object.entries(op.responses as Record<string, Json>);
      const successes = answers.filter(([code]) => /^2\d\d$/.test(code));
      expect(successes.length, at).toBeGreaterThan(0);
      for (const [code, answer] of successes)
        expect(Object.keys(answer.content ?? {}).length, `${at} ${code}`).toBeGreaterThan(0);
      for (const [code, answer] of answers)
        expect(answer.description, `${at} ${code}`).not.toMatch(/^(Default Response)?$/);
      // Errors are the envelope; a 304 (the robots.txt revalidated) has no body at all.
      for (const [code, answer] of answers.filter(([c]) => !/^[23]/.test(c))) {
        expect(answer.content?.['application/json']?.schema?.properties?.status?.enum, `${at} ${code}`).toEqual([
          false,
        ]);
      }
    }
  });

  it('documents the non-JSON answers: CSV exports, the label PDF, the live stream and the robots.txt', () => {
    for (const def of Object.values(RESOURCES))
      expect(contentTypes(doc, `/api${def.apiPath}/export`, 'post')).toEqual(['text/csv']);
    expect(contentTypes(doc, '/api/order-return/export', 'post')).toEqual(['text/csv']);
    expect(contentTypes(doc, '/api/order-details/{id}/label', 'get')).toEqual(['application/pdf']);
    expect(contentTypes(doc, '/api/order-details/generate-label-manifest/{id}', 'put')).toEqual(['application/pdf']);
    expect(contentTypes(doc, '/api/order-details/live', 'get')).toEqual(['text/event-stream']);
    expect(contentTypes(doc, '/api/robot-text', 'get')).toEqual(['text/plain']);
    expect(doc.paths['/api/robot-text'].get.responses['304'].content).toBeUndefined();
    expect(contentTypes(doc, '/api/sales-report', 'get')).toEqual(['application/json', 'text/csv']);
  });

  it('is as strict as the server: each search names its own keys, and a page is 1 to 1000 rows or -1', () => {
    for (const def of Object.values(RESOURCES)) {
      const body = doc.paths[`/api${def.apiPath}/search`].post.requestBody.content['application/json'].schema;
      expect(body.properties.searchCriteriaList.items.properties.filterKey.enum, def.key).toEqual(
        def.fields.filter(isFilterable).map((f) => f.key),
      );
      expect(body.properties.sortCriteriaDto.properties.sortKey.enum, def.key).toEqual(
        def.fields.filter(isSortable).map((f) => f.key),
      );
      const exportBody = doc.paths[`/api${def.apiPath}/export`].post.requestBody.content['application/json'].schema;
      expect(exportBody.properties.columns.items.enum, def.key).toEqual(def.fields.map((f) => f.key));
    }
    const pageSize = doc.paths['/api/tax/search'].post.parameters.find((p: Json) => p.name === 'pageSize').schema;
    expect(pageSize.anyOf).toEqual([
      { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
      { type: 'integer', minimum: -1, maximum: -1 },
    ]);
    const viewPageSize = bodyOf(doc, '/api/saved-views/{tableKey}', 'post').properties.state.properties.pageSize;
    expect(viewPageSize.anyOf).toEqual(pageSize.anyOf);
  });

  it('is as strict as the server: table keys, dates, paise and either-or rules', () => {
    const tableKey = doc.paths['/api/saved-views/{tableKey}'].get.parameters.find(
      (p: Json) => p.name === 'tableKey',
    ).schema;
    expect(tableKey.enum.toSorted()).toEqual(Object.keys(RESOURCES).toSorted());
    const promo = bodyOf(doc, '/api/promo-code', 'post');
    expect(promo.properties.startDate).toMatchObject({ format: 'date', pattern: DAY_PATTERN });
    expect(promo.anyOf).toHaveLength(2);
    const sales = doc.paths['/api/sales-report'].get.parameters.find((p: Json) => p.name === 'from').schema;
    expect(sales.format).toBe('date');
    expect(bodyOf(doc, '/api/customer-wallet/{customerId}/transactions', 'post').properties.amount.multipleOf).toBe(
      0.01,
    );
    expect(bodyOf(doc, '/api/order-details/bulk', 'post').oneOf).toEqual([
      { required: ['ids'] },
      { required: ['criteria'] },
    ]);
  });

  it('sees an answer that does not match its documented schema (the conformance check works)', async () => {
    const broken = structuredClone(doc);
    const ok = broken.paths['/api/shop-details/logoDetails'].get.responses['200'].content['application/json'].schema;
    ok.properties.output = { type: 'string' };
    checkAnswersAgainst(broken as never);
    try {
      await t.app.inject({ method: 'GET', url: `${API_BASE}${COMPANY_API.logoDetails}` });
      expect(takeViolations()).toEqual([
        expect.stringContaining('GET /api/shop-details/logoDetails → 200: body/output must be string'),
      ]);
    } finally {
      checkAnswersAgainst(doc as never);
    }
  });
});
