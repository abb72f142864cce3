/**
 * Criteria values parsed by their field's type. Values that cannot be compared with the field
 * (wrong type, unknown enum option, out of the column's range) parse to `undefined`.
 * Ordered types parse to a Span: one point (a number, a day, an instant) or, for a day given to a
 * datetime field, the whole shop day (Asia/Kolkata), so "createdAt = 2024-06-01" means that day.
 */
import { calendarDayUtc } from '../../contract/platform/calendar-day';
import type { FieldSpec } from '../../contract/platform/resource';
import {
  DECIMAL_TEXT_RE,
  INSTANT_CLOCK,
  INTEGER_TEXT_RE,
  MAX_SEARCH_DECIMAL,
  MAX_SEARCH_INTEGER,
} from '../../contract/platform/search-value-rules';
import { SHOP_UTC_OFFSET_MS } from '../platform/shop-time';

/** A scalar as the contract lets clients send it. */
export type RawScalar = string | number | boolean | null;

/** A value on an ordered scale: `[from, to]` (to inclusive) or `[from, to)`. A point has from === to, inclusive. */
export interface Span {
  from: string | number;
  to: string | number;
  toInclusive: boolean;
}

/** A parsed value: text, enum and boolean fields give scalars, ordered fields give spans. */
export type Parsed = string | boolean | Span;

const DAY_MS = 86_400_000;
/** An instant with an offset; its day is checked to be a real one separately. */
const INSTANT_RE = new RegExp(`^(\\d{4}-\\d{2}-\\d{2})${INSTANT_CLOCK}$`);
const INT_BOUNDS: Record<string, number> = { smallint: 32_767, integer: 2_147_483_647, serial: 2_147_483_647 };

const point = (value: string | number): Span => ({ from: value, to: value, toInclusive: true });

/** Milliseconds since the epoch of UTC midnight of a real calendar day the database holds, else undefined. */
const utcDay = calendarDayUtc;

/** Largest integer a column of this SQL type holds (bigint and expressions: the largest safe JS integer). */
export const integerLimit = (sqlType: string | undefined): number =>
  INT_BOUNDS[sqlType ?? ''] ?? Number.MAX_SAFE_INTEGER;

/**
 * A whole number, or its digits as text, within what a 32-bit column holds and never past the column itself:
 * a fraction or an out-of-range number would be a database error. (The OpenAPI document states the same.)
 */
function parseNumber(raw: RawScalar, sqlType: string | undefined): Span | undefined {
  const text = typeof raw === 'string' ? raw.trim() : '';
  const n = typeof raw === 'number' ? raw : INTEGER_TEXT_RE.test(text) ? Number(text) : Number.NaN;
  return Number.isInteger(n) && Math.abs(n) <= Math.min(MAX_SEARCH_INTEGER, integerLimit(sqlType))
    ? point(n)
    : undefined;
}

/**
 * A decimal: text is kept exact (numeric comparisons never go through a float); a JSON number, already a
 * float, is sent as its shortest text, which PostgreSQL's numeric reads, exponent included.
 */
function parseDecimal(raw: RawScalar): Span | undefined {
  if (typeof raw === 'number') return Math.abs(raw) <= MAX_SEARCH_DECIMAL ? point(String(raw)) : undefined;
  const text = typeof raw === 'string' ? raw.trim() : '';
  return DECIMAL_TEXT_RE.test(text) ? point(text) : undefined;
}

function parseDate(raw: RawScalar): Span | undefined {
  return typeof raw === 'string' && utcDay(raw) !== undefined ? point(raw) : undefined;
}

/** An instant (ISO 8601 with an offset) is a point; a day is the shop day [start, next start). */
function parseDatetime(raw: RawScalar): Span | undefined {
  if (typeof raw !== 'string') return undefined;
  const day = utcDay(raw);
  if (day !== undefined) {
    const start = day - SHOP_UTC_OFFSET_MS;
    return { from: new Date(start).toISOString(), to: new Date(start + DAY_MS).toISOString(), toInclusive: false };
  }
  // The text itself is sent on, so microseconds survive; its day must be a real one (Date.parse rolls 06-31 over).
  const m = INSTANT_RE.exec(raw);
  return m && utcDay(m[1]) !== undefined ? point(raw) : undefined;
}

function parseBoolean(raw: RawScalar): boolean | undefined {
  if (typeof raw === 'boolean') return raw;
  return raw === 'true' ? true : raw === 'false' ? false : undefined;
}

function parseText(raw: RawScalar): string | undefined {
  if (typeof raw === 'string') return raw;
  return typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : undefined;
}

/** One value parsed by the field's type; `sqlType` bounds integers to what the column holds. */
export function parseValue(field: FieldSpec, raw: RawScalar, sqlType: string | undefined): Parsed | undefined {
  switch (field.type) {
    case 'text':
      return parseText(raw);
    case 'enum':
      return typeof raw === 'string' && field.options?.includes(raw) ? raw : undefined;
    case 'boolean':
      return parseBoolean(raw);
    case 'number':
      return parseNumber(raw, sqlType);
    case 'decimal':
      return parseDecimal(raw);
    case 'date':
      return parseDate(raw);
    case 'datetime':
      return parseDatetime(raw);
  }
}

/** True for a Span (ordered types). */
export const isSpan = (value: Parsed): value is Span => typeof value === 'object';
