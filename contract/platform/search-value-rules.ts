/**
 * Which operators and values each filter key takes, written once as JSON Schema for the OpenAPI document:
 * a `oneOf` branch per key and value shape, derived from the resource's fields and OPERATIONS_BY_TYPE.
 * The search compiler (server/search/values.ts) parses values with the same texts and bounds, and a test
 * compares the document with the server's answers on every key, operator and a corpus of values.
 */
import { DAY_PATTERN_BODY } from './calendar-day';
import { isFilterable, type FieldSpec } from './resource';
import { MAX_CRITERION_VALUES, OPERATIONS_BY_TYPE, type FieldType, type Operation } from './search';

type JsonSchema = Record<string, unknown>;

/** Largest whole number a criterion takes: what a 32-bit column holds (row ids past it are refused everywhere). */
export const MAX_SEARCH_INTEGER = 2_147_483_647;
/** Largest decimal a criterion takes as a JSON number (15 digits before the point, as its text form). */
export const MAX_SEARCH_DECIMAL = 999_999_999_999_999;
/** Longest text a criterion's value may be (contract/platform/search.ts's Scalar). */
const MAX_VALUE_CHARS = 500;

/** A whole number written as text (the server trims it first). */
export const INTEGER_TEXT_RE = /^[+-]?\d+$/;
/** A decimal written as text, kept exact (the server trims it first). */
export const DECIMAL_TEXT_RE = /^[+-]?\d{1,15}(\.\d{1,12})?$/;
/** An instant's clock and offset after its day: seconds and up to 6 fraction digits optional, offsets to ±15:59. */
export const INSTANT_CLOCK = 'T([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d(\\.\\d{1,6})?)?(Z|[+-](0\\d|1[0-5]):[0-5]\\d)';

/** `0` … `max` in digits, as alternatives for a regular expression (leading zeros are taken before it). */
function upToPattern(max: number): string {
  const digits = String(max);
  const shorter = digits.length > 1 ? [`\\d{1,${digits.length - 1}}`] : [];
  const sameLength = [...digits].flatMap((digit, i) => {
    const lowest = i === 0 ? 1 : 0;
    if (Number(digit) <= lowest) return [];
    const rest = digits.length - 1 - i;
    const range = Number(digit) - 1 === lowest ? String(lowest) : `[${lowest}-${Number(digit) - 1}]`;
    return [`${digits.slice(0, i)}${range}${rest > 1 ? `\\d{${rest}}` : rest ? '\\d' : ''}`];
  });
  return [...shorter, ...sameLength, digits].join('|');
}

/** Text with the whitespace the server trims around it. */
const trimmedText = (inner: string): JsonSchema => ({
  type: 'string',
  maxLength: MAX_VALUE_CHARS,
  pattern: `^\\s*${inner}\\s*$`,
});

/**
 * The value schemas of the non-enum types, written once as components of the document (an enum's options
 * are its field's own, so written in place). The server's document adds them (server/platform/openapi/document.ts).
 */
export const SEARCH_VALUE_SCHEMAS: Record<string, JsonSchema> = {
  SearchText: { anyOf: [{ type: 'string', maxLength: MAX_VALUE_CHARS }, { type: 'number' }] },
  SearchBoolean: { anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['true', 'false'] }] },
  SearchInteger: {
    anyOf: [
      { type: 'integer', minimum: -MAX_SEARCH_INTEGER, maximum: MAX_SEARCH_INTEGER },
      trimmedText(`[+-]?0*(?:${upToPattern(MAX_SEARCH_INTEGER)})`),
    ],
  },
  SearchDecimal: {
    anyOf: [
      { type: 'number', minimum: -MAX_SEARCH_DECIMAL, maximum: MAX_SEARCH_DECIMAL },
      trimmedText(DECIMAL_TEXT_RE.source.slice(1, -1)),
    ],
  },
  SearchDay: { type: 'string', format: 'date', pattern: `^${DAY_PATTERN_BODY}$` },
  /** A day (the whole shop day) or an instant with its offset. */
  SearchDayOrInstant: { type: 'string', pattern: `^${DAY_PATTERN_BODY}(${INSTANT_CLOCK})?$` },
};

const COMPONENT_OF_TYPE: Record<Exclude<FieldType, 'enum'>, string> = {
  text: 'SearchText',
  boolean: 'SearchBoolean',
  number: 'SearchInteger',
  decimal: 'SearchDecimal',
  date: 'SearchDay',
  datetime: 'SearchDayOrInstant',
};

/** One value of a field, as the search compiler parses it by the field's type. */
const scalarOf = (field: FieldSpec): JsonSchema =>
  field.type === 'enum'
    ? { type: 'string', enum: [...(field.options ?? [])] }
    : { $ref: `#/components/schemas/${COMPONENT_OF_TYPE[field.type]}` };

/** How many values an operation takes: one, a list ("any of"), or `[from, to]`. */
const SHAPES: { operations: readonly Operation[]; shape: (scalar: JsonSchema) => JsonSchema }[] = [
  {
    operations: ['cn', 'nc', 'gt', 'lt', 'ge', 'le'],
    shape: (scalar) => ({ anyOf: [scalar, { type: 'array', items: scalar, minItems: 1, maxItems: 1 }] }),
  },
  {
    operations: ['eq', 'ne'],
    shape: (scalar) => ({
      anyOf: [scalar, { type: 'array', items: scalar, minItems: 1, maxItems: MAX_CRITERION_VALUES }],
    }),
  },
  { operations: ['bw'], shape: (scalar) => ({ type: 'array', items: scalar, minItems: 2, maxItems: 2 }) },
];

/** The branches of one field: its key, the operations of one shape its type allows, and that shape's values. */
function branchesOf(field: FieldSpec): JsonSchema[] {
  const allowed = OPERATIONS_BY_TYPE[field.type];
  const scalar = scalarOf(field);
  return SHAPES.flatMap(({ operations, shape }) => {
    const fitting = operations.filter((op) => allowed.includes(op));
    if (fitting.length === 0) return [];
    return [
      {
        properties: {
          filterKey: { type: 'string', enum: [field.key] },
          operation: { type: 'string', enum: fitting },
          value: shape(scalar),
        },
      },
    ];
  });
}

/** A criterion of these fields as JSON Schema: exactly one branch fits each criterion the server accepts. */
export const criterionRulesOf = (fields: readonly FieldSpec[]): JsonSchema => ({
  oneOf: fields.filter(isFilterable).flatMap(branchesOf),
});
