/**
 * Criteria values parsed by their field's type. Values that cannot be compared with the field
 * (wrong type, unknown enum option, out of the column's range) parse to `undefined`.
 * Ordered types parse to a Span: one point (a number, a day, an instant) or, for a day given to a
 * datetime field, the whole shop day (Asia/Kolkata), so "createdAt = 2024-06-01" means that day.
 */
import { calendarDayUtc } from '../../contract/calendar-day';
import type { FieldSpec } from '../../contract/resource';
import { SHOP_UTC_OFFSET_MS } from '../services/shop-time';

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
/** An instant with an offset; the day, clock and offset are range-checked separately. */
const INSTANT_RE = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,6})?)?(Z|[+-](0\d|1[0-5]):[0-5]\d)$/;
const DECIMAL_RE = /^[+-]?\d{1,15}(\.\d{1,12})?$/;
const INT_BOUNDS: Record<string, number> = { smallint: 32_767, integer: 2_147_483_647, serial: 2_147_483_647 };

const point = (value: string | number): Span => ({ from: value, to: value, toInclusive: true });

/** Milliseconds since the epoch of UTC midnight of a real calendar day the database holds, else undefined. */
const utcDay = calendarDayUtc;

/** Largest integer a column of this SQL type holds (bigint and expressions: the largest safe JS integer). */
export const integerLimit = (sqlType: string | undefined): number => INT_BOUNDS[sqlType ?? ''] ?? Number.MAX_SAFE_INTEGER;

function parseNumber(raw: RawScalar, sqlType: string | undefined): Span | undefined {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
  if (!Number.isFinite(n)) return undefined;
  // Integer columns compare with integer parameters: a fraction or an out-of-range number would be a database error.
  const integral = !sqlType || /int|serial/.test(sqlType);
  if (integral && (!Number.isSafeInteger(n) || Math.abs(n) > integerLimit(sqlType))) return undefined;
  return point(n);
}

function parseDecimal(raw: RawScalar): Span | undefined {
  const text = typeof raw === 'number' && Number.isFinite(raw) ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  // Kept as the exact decimal text: numeric comparisons never go through a float.
  return DECIMAL_RE.test(text) ? point(text) : undefined;
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
    case 'text': return parseText(raw);
    case 'enum': return typeof raw === 'string' && field.options?.includes(raw) ? raw : undefined;
    case 'boolean': return parseBoolean(raw);
    case 'number': return parseNumber(raw, sqlType);
    case 'decimal': return parseDecimal(raw);
    case 'date': return parseDate(raw);
    case 'datetime': return parseDatetime(raw);
  }
}

/** True for a Span (ordered types). */
export const isSpan = (value: Parsed): value is Span => typeof value === 'object';
