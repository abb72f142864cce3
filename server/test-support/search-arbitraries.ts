/**
 * fast-check arbitraries for search requests against a resource: valid criteria built from its fields
 * (every operation its type allows, values of the right type), and anything-goes criteria, sorts and pages.
 */
import * as fc from 'fast-check';
import { isFilterable, operationsFor, type FieldSpec, type ResourceDef } from '../../contract/platform/resource';
import {
  MAX_CRITERION_VALUES,
  MAX_SEARCH_CRITERIA,
  OPERATIONS,
  type SearchCriterion,
} from '../../contract/platform/search';

type Value = SearchCriterion['value'];
const DAY_MS = 86_400_000;
const NOW = Date.now();

/** A day within the last 120 days (the demo data's span), as YYYY-MM-DD. */
const day = fc.integer({ min: -120, max: 1 }).map((d) => new Date(NOW + d * DAY_MS).toISOString().slice(0, 10));
const instant = fc.integer({ min: -120 * 24 * 60, max: 24 * 60 }).map((m) => new Date(NOW + m * 60_000).toISOString());

/** One value of the field's type, sometimes sent as text the way a form would. */
function scalar(field: FieldSpec, samples: readonly string[]): fc.Arbitrary<string | number | boolean> {
  switch (field.type) {
    case 'text':
      return fc.oneof(
        fc.constantFrom(...samples),
        fc.string({ unit: fc.constantFrom(...'aeinrsu019 '), maxLength: 3 }),
      );
    case 'enum':
      return fc.constantFrom(...(field.options ?? []));
    case 'boolean':
      return fc.constantFrom(true, false, 'true', 'false');
    case 'number':
      return fc.oneof(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 6 }).map(String));
    case 'decimal':
      return fc.oneof(
        fc.integer({ min: 0, max: 2_000_000 }).map((p) => p / 100),
        fc.integer({ min: 0, max: 20_000 }).map(String),
      );
    case 'date':
      return day;
    case 'datetime':
      return fc.oneof(day, instant);
  }
}

/** A criterion of the field with an operation its type allows and a value that fits. */
function criterionOf(field: FieldSpec, samples: readonly string[]): fc.Arbitrary<SearchCriterion> {
  return fc.constantFrom(...operationsFor(field)).chain((operation): fc.Arbitrary<SearchCriterion> => {
    const one = scalar(field, samples);
    const value: fc.Arbitrary<Value> =
      operation === 'bw'
        ? fc.tuple(one, one)
        : operation === 'eq' || operation === 'ne'
          ? fc.oneof(one, fc.array(one, { minLength: 1, maxLength: 3 }))
          : fc.oneof(
              one,
              one.map((v) => [v]),
            );
    return value.map((v) => ({ filterKey: field.key, operation, dataOption: 'all' as const, value: v }));
  });
}

/** Valid criteria for a resource; `samples` are real values of its text fields (so eq finds something). */
export function validCriteria(
  def: ResourceDef,
  samples: Record<string, readonly string[]>,
): fc.Arbitrary<SearchCriterion[]> {
  const fields = def.fields.filter(isFilterable);
  const criterion = fc
    .constantFrom(...fields)
    .chain((f) => criterionOf(f, samples[f.key]?.length ? samples[f.key] : ['a']));
  return fc.array(criterion, { maxLength: 4 });
}

/** Text that looks like a value but is just out of range: days that do not exist, clocks past midnight, huge numbers. */
const nearMisses = fc.constantFrom(
  '2024-06-31',
  '2024-02-30T10:00:00Z',
  '2024-06-01T24:00:00Z',
  '0000-01-01',
  '9999-12-31T23:59:59+15:59',
  '99999-01-01',
  '1e400',
  '-0',
  '2147483648',
  '9223372036854775808',
  '12345678901234567.5',
  '%',
  '_',
  '\\',
  "'",
  '\u0000',
);

/** Any JSON-ish value a client might send, right or wrong. */
const anyValue: fc.Arbitrary<Value> = fc.oneof(
  nearMisses,
  fc.string({ maxLength: 12 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.double(), fc.boolean(), fc.constant(null)), { maxLength: 4 }),
);

/** Criteria that may have unknown keys, wrong operations or values of the wrong type. */
export function anyCriteria(
  def: ResourceDef,
  samples: Record<string, readonly string[]>,
): fc.Arbitrary<SearchCriterion[]> {
  const keys = fc.oneof(fc.constantFrom(...def.fields.map((f) => f.key)), fc.string({ minLength: 1, maxLength: 10 }));
  const wild = fc.record({
    filterKey: keys,
    operation: fc.constantFrom(...OPERATIONS),
    dataOption: fc.constantFrom('all' as const, 'any' as const),
    value: anyValue,
  });
  const valid = validCriteria(def, samples)
    .map((list) => list[0])
    .filter((c): c is SearchCriterion => c !== undefined);
  // Mostly valid, so a good share of requests get past validation and reach the database.
  return fc.array(fc.oneof({ arbitrary: wild, weight: 1 }, { arbitrary: valid, weight: 4 }), { maxLength: 4 });
}

/** A sort by a real field, or sometimes by anything. */
export const anySort = (def: ResourceDef, validOnly: boolean) =>
  fc.record({
    sortKey: validOnly
      ? fc.constantFrom(...def.fields.map((f) => f.key))
      : fc.oneof(fc.constantFrom(...def.fields.map((f) => f.key)), fc.string({ maxLength: 8 })),
    sortOption: fc.constantFrom('asc' as const, 'desc' as const),
  });

/** A page: mostly sensible, sometimes far past the end, sometimes out of range. */
export const anyPage = (validOnly: boolean) =>
  fc.record({
    pageNum: validOnly
      ? fc.integer({ min: 0, max: 30 })
      : fc.oneof(
          { arbitrary: fc.integer({ min: 0, max: 30 }), weight: 6 },
          fc.integer(),
          fc.constant(Number.MAX_SAFE_INTEGER),
        ),
    pageSize: validOnly
      ? fc.constantFrom(-1, 1, 7, 20, 100, 1000)
      : fc.oneof({ arbitrary: fc.constantFrom(-1, 1, 7, 20, 1000), weight: 6 }, fc.integer({ min: -5, max: 2000 })),
  });

/** Numbers past what columns hold: the 32-bit and 53-bit edges and the largest and smallest doubles. */
export const overflowNumber = fc.constantFrom(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MAX_VALUE,
  5e-324,
  1e21,
);
/** The same as text, and days that do not exist or that the database cannot read. */
export const overflowText = fc.constantFrom(
  '2147483648',
  '-2147483649',
  '9007199254740993',
  '1e308',
  '-1e308',
  '99999999999999999999.99',
  '0000-00-00',
  '2025-02-30',
  '0001-01-01',
  '0001-01-01T00:00:00+05:30',
  '9999-12-31T23:59:59-15:59',
);

/** `length` values cycled from `seeds`: a long list without generating every element. */
const cycled = <T>(seeds: readonly T[], length: number): T[] =>
  Array.from({ length }, (_, i) => seeds[i % seeds.length]);

/**
 * Requests at the limits: up to a few criteria past MAX_SEARCH_CRITERIA, value lists up to a little past
 * MAX_CRITERION_VALUES, and values (in range or past what the column holds) of every field.
 */
export function heavyCriteria(
  def: ResourceDef,
  samples: Record<string, readonly string[]>,
): fc.Arbitrary<SearchCriterion[]> {
  const fields = def.fields.filter(isFilterable);
  const criterion = fc.constantFrom(...fields).chain((field) => {
    // Mostly values of the field's type, so a good share of requests pass validation and reach the database.
    const inRange = scalar(field, samples[field.key]?.length ? samples[field.key] : ['a']);
    const one: fc.Arbitrary<string | number | boolean> = fc.oneof(
      { arbitrary: inRange, weight: 8 },
      overflowNumber,
      overflowText,
    );
    const list = fc
      .tuple(fc.array(one, { minLength: 1, maxLength: 3 }), fc.integer({ min: 1, max: MAX_CRITERION_VALUES + 20 }))
      .map(([seeds, length]) => cycled(seeds, length));
    // Lists where the operation takes one (eq/ne), a pair for bw, else one value: what fails is the value, not the shape.
    return fc.constantFrom(...operationsFor(field)).chain((operation) =>
      fc.record({
        filterKey: fc.constant(field.key),
        operation: fc.constant(operation),
        dataOption: fc.constant('all' as const),
        value:
          operation === 'eq' || operation === 'ne'
            ? fc.oneof(one, list)
            : operation === 'bw'
              ? fc.tuple(one, one)
              : one,
      }),
    );
  });
  return fc
    .tuple(fc.array(criterion, { minLength: 1, maxLength: 4 }), fc.integer({ min: 1, max: MAX_SEARCH_CRITERIA + 3 }))
    .map(([seeds, count]) => cycled<SearchCriterion>(seeds, count));
}
