/**
 * fast-check arbitraries for search requests against a resource: valid criteria built from its fields
 * (every operation its type allows, values of the right type), and anything-goes criteria, sorts and pages.
 */
import * as fc from 'fast-check';
import { isFilterable, operationsFor, type FieldSpec, type ResourceDef } from '../../contract/resource';
import { OPERATIONS, type SearchCriterion } from '../../contract/search';

type Value = SearchCriterion['value'];
const DAY_MS = 86_400_000;
const NOW = Date.now();

/** A day within the last 120 days (the demo data's span), as YYYY-MM-DD. */
const day = fc.integer({ min: -120, max: 1 }).map((d) => new Date(NOW + d * DAY_MS).toISOString().slice(0, 10));
const instant = fc.integer({ min: -120 * 24 * 60, max: 24 * 60 }).map((m) => new Date(NOW + m * 60_000).toISOString());

/** One value of the field's type, sometimes sent as text the way a form would. */
function scalar(field: FieldSpec, samples: readonly string[]): fc.Arbitrary<string | number | boolean> {
  switch (field.type) {
    case 'text': return fc.oneof(fc.constantFrom(...samples), fc.string({ unit: fc.constantFrom(...'aeinrsu019 '), maxLength: 3 }));
    case 'enum': return fc.constantFrom(...(field.options ?? []));
    case 'boolean': return fc.constantFrom(true, false, 'true', 'false');
    case 'number': return fc.oneof(fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 6 }).map(String));
    case 'decimal': return fc.oneof(fc.integer({ min: 0, max: 2_000_000 }).map((p) => p / 100), fc.integer({ min: 0, max: 20_000 }).map(String));
    case 'date': return day;
    case 'datetime': return fc.oneof(day, instant);
  }
}

/** A criterion of the field with an operation its type allows and a value that fits. */
function criterionOf(field: FieldSpec, samples: readonly string[]): fc.Arbitrary<SearchCriterion> {
  return fc.constantFrom(...operationsFor(field)).chain((operation): fc.Arbitrary<SearchCriterion> => {
    const one = scalar(field, samples);
    const value: fc.Arbitrary<Value> = operation === 'bw' ? fc.tuple(one, one)
      : operation === 'eq' || operation === 'ne' ? fc.oneof(one, fc.array(one, { minLength: 1, maxLength: 3 }))
        : fc.oneof(one, one.map((v) => [v]));
    return value.map((v) => ({ filterKey: field.key, operation, dataOption: 'all' as const, value: v }));
  });
}

/** Valid criteria for a resource; `samples` are real values of its text fields (so eq finds something). */
export function validCriteria(def: ResourceDef, samples: Record<string, readonly string[]>): fc.Arbitrary<SearchCriterion[]> {
  const fields = def.fields.filter(isFilterable);
  const criterion = fc.constantFrom(...fields).chain((f) => criterionOf(f, samples[f.key]?.length ? samples[f.key] : ['a']));
  return fc.array(criterion, { maxLength: 4 });
}

/** Text that looks like a value but is just out of range: days that do not exist, clocks past midnight, huge numbers. */
const nearMisses = fc.constantFrom(
  '2024-06-31', '2024-02-30T10:00:00Z', '2024-06-01T24:00:00Z', '0000-01-01', '9999-12-31T23:59:59+15:59', '99999-01-01',
  '1e400', '-0', '2147483648', '9223372036854775808', '12345678901234567.5', '%', '_', '\\', "'", '\u0000',
);

/** Any JSON-ish value a client might send, right or wrong. */
const anyValue: fc.Arbitrary<Value> = fc.oneof(
  nearMisses, fc.string({ maxLength: 12 }), fc.double(), fc.integer(), fc.boolean(), fc.constant(null),
  fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.double(), fc.boolean(), fc.constant(null)), { maxLength: 4 }),
);

/** Criteria that may have unknown keys, wrong operations or values of the wrong type. */
export function anyCriteria(def: ResourceDef, samples: Record<string, readonly string[]>): fc.Arbitrary<SearchCriterion[]> {
  const keys = fc.oneof(fc.constantFrom(...def.fields.map((f) => f.key)), fc.string({ minLength: 1, maxLength: 10 }));
  const wild = fc.record({ filterKey: keys, operation: fc.constantFrom(...OPERATIONS), dataOption: fc.constantFrom('all' as const, 'any' as const), value: anyValue });
  const valid = validCriteria(def, samples).map((list) => list[0]).filter((c): c is SearchCriterion => c !== undefined);
  // Mostly valid, so a good share of requests get past validation and reach the database.
  return fc.array(fc.oneof({ arbitrary: wild, weight: 1 }, { arbitrary: valid, weight: 4 }), { maxLength: 4 });
}

/** A sort by a real field, or sometimes by anything. */
export const anySort = (def: ResourceDef, validOnly: boolean) => fc.record({
  sortKey: validOnly ? fc.constantFrom(...def.fields.map((f) => f.key)) : fc.oneof(fc.constantFrom(...def.fields.map((f) => f.key)), fc.string({ maxLength: 8 })),
  sortOption: fc.constantFrom('asc' as const, 'desc' as const),
});

/** A page: mostly sensible, sometimes far past the end, sometimes out of range. */
export const anyPage = (validOnly: boolean) => fc.record({
  pageNum: validOnly ? fc.integer({ min: 0, max: 30 })
    : fc.oneof({ arbitrary: fc.integer({ min: 0, max: 30 }), weight: 6 }, fc.integer(), fc.constant(Number.MAX_SAFE_INTEGER)),
  pageSize: validOnly ? fc.constantFrom(-1, 1, 7, 20, 100, 1000)
    : fc.oneof({ arbitrary: fc.constantFrom(-1, 1, 7, 20, 1000), weight: 6 }, fc.integer({ min: -5, max: 2000 })),
});
