/**
 * The document says which operators and values each filter key takes, and the server agrees: for every
 * search route, every filterable key, every operator and a corpus of values (right, wrong and at the edges),
 * a criterion the document allows is one the server accepts, and one it refuses is a 400. The server's
 * decision is the route's own (its zod body, then the search compiler); accepted criteria also run on both engines.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import * as fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { isFilterable, type ResourceDef } from '../../../contract/platform/resource';
import { resourceSearchSchema } from '../../../contract/platform/resource-search';
import { OPERATIONS, type SearchCriterion } from '../../../contract/platform/search';
import { HttpError } from '../http/http-errors';
import { BINDINGS } from '../../resources';
import { compileSearch, type SearchBody } from '../../search/compile';
import { TABLE_KEYS } from '../../table-views/table-views';
import type { SearchSource } from '../../search/source';
import { signInAs } from '../../test-support/requests';
import { search } from '../../test-support/search';
import { ENGINES, createTestApp, type TestApp } from '../../test-support/test-app';

type Json = Record<string, any>;
type Value = SearchCriterion['value'];
const doc = inject('openapiDocument') as Json;
/** Every table's search (the registry holds each resource's binding, the returns table's included). */
const SOURCES = Object.values(BINDINGS).map((b) => b.source) as unknown as SearchSource[];
const bodyPath = (def: ResourceDef, route: 'search' | 'export') =>
  doc.paths[`/api${def.apiPath}/${route}`].post.requestBody.content['application/json'].schema;

/** Scalars of every type, in and out of range, in the forms clients send. */
const SCALARS: Value[] = [
  0,
  5,
  -5,
  2_147_483_647,
  -2_147_483_647,
  2_147_483_648,
  -2_147_483_648,
  2 ** 53,
  1.5,
  0.07,
  1e-7,
  999_999_999_999_999,
  1e15,
  -1e15,
  1e21,
  '5',
  ' 7 ',
  '-007',
  '+12',
  '2147483647',
  '2147483648',
  '0002147483647',
  '-2147483648',
  '0x10',
  '1e3',
  '7.0',
  '12.50',
  ' 12.5 ',
  '123456789012345',
  '1234567890123456',
  '1.123456789012',
  '1.1234567890123',
  '.5',
  '5.',
  '- 5',
  'abc',
  '',
  ' ',
  'true',
  'false',
  'True',
  true,
  false,
  null,
  'x'.repeat(500),
  'x'.repeat(501),
  `${' '.repeat(498)}12`,
  `${' '.repeat(499)}12`,
  '2024-02-29',
  '2023-02-29',
  '1899-12-31',
  '1900-01-01',
  '9999-12-31',
  '2024-6-1',
  '2100-02-29',
  '2000-02-29',
  '2024-06-01T10:00:00+05:30',
  '2024-06-01T10:00Z',
  '2024-06-01T10:00:00.123456Z',
  '2024-06-01T10:00:00.1234567Z',
  '2024-06-31T00:00:00Z',
  '2024-06-01T24:00:00Z',
  '2024-06-01t10:00:00z',
  '2024-06-01 10:00:00Z',
  '2024-06-01T10:00:00+16:00',
  '1899-12-31T23:00:00Z',
];

/** The corpus for one resource: its enum options (and near misses) besides SCALARS, each alone and in lists. */
function valuesFor(def: ResourceDef): Value[] {
  const options = def.fields.flatMap((f) => f.options ?? []);
  const scalars = [...SCALARS, ...options, ...options.map((o) => o.toUpperCase())] as (
    | string
    | number
    | boolean
    | null
  )[];
  return [...scalars, [], ...scalars.flatMap((s, i) => [[s], [s, scalars[(i + 7) % scalars.length]], [s, s, s]])];
}

function bodyValidator(schema: Json): ValidateFunction {
  const ajv = new Ajv({ strict: false });
  addFormats(ajv);
  ajv.addSchema({ components: doc.components }, 'openapi.json');
  return ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/')));
}

/** What the route decides: its body schema, then the search compiler (only a 400 may come of either). */
function serverAccepts(source: SearchSource, body: Json): boolean {
  const parsed = resourceSearchSchema(source.def).safeParse(body);
  if (!parsed.success) return false;
  try {
    compileSearch(source, parsed.data as SearchBody);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 400) return false;
    throw error;
  }
}

describe('search criteria in the OpenAPI document', () => {
  const accepted = new Map<string, Json[]>();

  it.each(SOURCES.map((s) => [s.def.key, s] as const))(
    '%s: the document allows exactly the criteria the server accepts',
    (_key, source) => {
      const { def } = source;
      const validate = bodyValidator(bodyPath(def, 'search'));
      const mismatches: string[] = [];
      const fits: Json[] = [];
      for (const field of def.fields.filter(isFilterable)) {
        for (const operation of OPERATIONS) {
          for (const value of valuesFor(def)) {
            const criterion = { filterKey: field.key, operation, value };
            const body = JSON.parse(JSON.stringify({ searchCriteriaList: [criterion] }));
            const documented = validate(body);
            const served = serverAccepts(source, body);
            if (documented !== served)
              mismatches.push(
                `${field.key} (${field.type}) ${operation} ${JSON.stringify(value)}: document ${documented}, server ${served}`,
              );
            if (served) fits.push(body.searchCriteriaList[0]);
          }
        }
      }
      expect(mismatches.slice(0, 20)).toEqual([]);
      expect(fits.length).toBeGreaterThan(def.fields.filter(isFilterable).length * 20);
      accepted.set(def.key, fits);
      // Export and (for orders) the bulk action take the same criteria.
      expect(bodyPath(def, 'export').properties.searchCriteriaList).toEqual(
        bodyPath(def, 'search').properties.searchCriteriaList,
      );
    },
  );

  it('agrees on random criteria too, unknown keys and any JSON value included', () => {
    const validators = new Map(SOURCES.map((s) => [s.def.key, bodyValidator(bodyPath(s.def, 'search'))]));
    const scalar = fc.oneof(
      fc.constantFrom(...SCALARS),
      fc.string({ maxLength: 30 }),
      fc.double(),
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
    );
    const value = fc.oneof(scalar, fc.array(scalar, { maxLength: 4 }));
    fc.assert(
      fc.property(
        fc.constantFrom(...SOURCES),
        fc.nat(),
        fc.constantFrom(...OPERATIONS),
        value,
        (source, pick, operation, v) => {
          const keys = [...source.def.fields.map((f) => f.key), 'password', 'constructor'];
          const body = JSON.parse(
            JSON.stringify({ searchCriteriaList: [{ filterKey: keys[pick % keys.length], operation, value: v }] }),
          );
          expect(validators.get(source.def.key)!(body), JSON.stringify(body)).toBe(serverAccepts(source, body));
        },
      ),
      { numRuns: 3000, seed: 20_240_601 },
    );
  });

  it('covers every table', () => expect(SOURCES.map((s) => s.def.key).toSorted()).toEqual([...TABLE_KEYS].toSorted()));

  it('documents the bulk order action with the order search criteria', () => {
    const bulk = doc.paths['/api/order-details/bulk'].post.requestBody.content['application/json'].schema;
    expect(bulk.properties.criteria.properties.searchCriteriaList).toEqual(
      bodyPath(BINDINGS.order.source.def, 'search').properties.searchCriteriaList,
    );
  });

  describe.each(ENGINES)('on %s', (engine) => {
    let t: TestApp;
    let admin: string;
    beforeAll(async () => {
      t = await createTestApp(engine, {}, { orders: 30 });
      admin = (await signInAs(t.app, 'admin', 'Admin@12345')).token;
    });
    afterAll(async () => t?.close());

    it('runs what the document allows: every accepted criterion answers 200 (25 at a time, any of them)', async () => {
      expect(accepted.size).toBe(SOURCES.length);
      const random = fc.sample(fc.nat(), { numRuns: 1, seed: 7 })[0];
      for (const source of SOURCES) {
        // Up to 8 per key and operator, spread over the corpus, so every kind of value reaches the database.
        const byKeyAndOperation = new Map<string, Json[]>();
        for (const c of accepted.get(source.def.key)!) {
          const key = `${c.filterKey} ${c.operation}`;
          const list = byKeyAndOperation.get(key);
          if (list) list.push(c);
          else byKeyAndOperation.set(key, [c]);
        }
        const sample = [...byKeyAndOperation.values()].flatMap((list) =>
          list.filter((_, i) => (i + random) % Math.ceil(list.length / 8) === 0),
        );
        for (let i = 0; i < sample.length; i += 25) {
          const response = await search(
            t.app,
            admin,
            source.def,
            { searchCriteriaList: sample.slice(i, i + 25) as never, dataOption: 'any' },
            { pageSize: 1 },
          );
          expect(
            response.statusCode,
            `${source.def.key}: ${JSON.stringify(sample.slice(i, i + 25))} → ${response.body}`,
          ).toBe(200);
        }
      }
    });
  });
});
