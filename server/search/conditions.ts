/**
 * One criterion as an SQL condition. Every value is a bound parameter (`sql.param`), never text in the
 * statement. Parameters carry no encoder, so PostgreSQL types them from the column they meet, and a
 * condition on a bare column stays usable by that column's indexes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Operation } from '../../contract/platform/search';
import { SHOP_UTC_OFFSET_MS } from '../platform/shop-time';
import { isArrayColumn, isNullable, type FieldExpr } from './source';
import { isSpan, type Parsed, type Span } from './values';

/** `%`, `_` and `\` match themselves inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const param = (value: unknown) => sql.param(value);

/** `expr` lies on or before the span's end. */
const atOrBeforeEnd = (expr: FieldExpr, s: Span) =>
  s.toInclusive ? sql`${expr} <= ${param(s.to)}` : sql`${expr} < ${param(s.to)}`;

/** `expr` lies inside the span (a point: equals it). */
function within(expr: FieldExpr, s: Span): SQL {
  if (s.toInclusive && s.from === s.to) return sql`${expr} = ${param(s.from)}`;
  return sql`(${expr} >= ${param(s.from)} and ${atOrBeforeEnd(expr, s)})`;
}

/** A scalar, or a span holding one value. */
const isPoint = (v: Parsed) => !isSpan(v) || (v.toInclusive && v.from === v.to);

/** A shop midnight: days are binned from it (Asia/Kolkata has one offset all year). */
const SHOP_MIDNIGHT = new Date(-SHOP_UTC_OFFSET_MS).toISOString();

/**
 * Any of several spans: points (instants) compare by equality, whole shop days (the only spans that are
 * not points) by the start of `expr`'s shop day. One array each, so PostgreSQL hashes the lookups.
 */
function withinAny(expr: FieldExpr, spans: Span[]): SQL {
  const points = spans.filter(isPoint).map((s) => s.from);
  const dayStarts = spans.filter((s) => !isPoint(s)).map((s) => s.from);
  const parts = [
    ...(points.length ? [sql`${expr} = any(${param(points)})`] : []),
    ...(dayStarts.length
      ? [sql`date_bin('1 day', ${expr}, ${param(SHOP_MIDNIGHT)}::timestamptz) = any(${param(dayStarts)})`]
      : []),
  ];
  return parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`;
}

/**
 * eq: any of the values. A list travels as ONE array parameter (`= any($1)`), however long: a statement
 * has at most 65,535 parameters, and one shape serves every length.
 */
function equalsAny(expr: FieldExpr, values: Parsed[]): SQL {
  if (values.every(isPoint)) {
    const points = values.map((v) => (isSpan(v) ? v.from : v));
    return points.length === 1 ? sql`${expr} = ${param(points[0])}` : sql`${expr} = any(${param(points)})`;
  }
  if (values.length === 1) return within(expr, values[0] as Span);
  return withinAny(expr, values as Span[]);
}

/** The negation of a condition that also keeps rows where a nullable `expr` is null (SQL's `<>` would drop them). */
function negate(expr: FieldExpr, positive: SQL): SQL {
  return isNullable(expr) ? sql`(${expr} is null or not ${positive})` : sql`not ${positive}`;
}

/** A comparison (gt, lt, ge, le) with a span: "after 1 June" means after the whole day. */
function compare(expr: FieldExpr, op: 'gt' | 'lt' | 'ge' | 'le', s: Span): SQL {
  switch (op) {
    case 'gt':
      return s.toInclusive ? sql`${expr} > ${param(s.to)}` : sql`${expr} >= ${param(s.to)}`;
    case 'ge':
      return sql`${expr} >= ${param(s.from)}`;
    case 'lt':
      return sql`${expr} < ${param(s.from)}`;
    case 'le':
      return atOrBeforeEnd(expr, s);
  }
}

/**
 * The condition of one already validated criterion: `values` holds one value, the list for eq/ne,
 * or `[from, to]` for bw (inclusive; a day as `to` includes that whole day).
 */
export function condition(expr: FieldExpr, op: Operation, values: Parsed[]): SQL {
  if (isArrayColumn(expr)) return arrayCondition(expr, op, values);
  switch (op) {
    case 'cn':
      return sql`${expr} ilike ${param(`%${escapeLike(String(values[0]))}%`)}`;
    case 'nc':
      return negate(expr, sql`(${expr} ilike ${param(`%${escapeLike(String(values[0]))}%`)})`);
    case 'eq':
      return equalsAny(expr, values);
    case 'ne':
      return negate(expr, sql`(${equalsAny(expr, values)})`);
    case 'bw': {
      const [from, to] = values as Span[];
      return sql`(${expr} >= ${param(from.from)} and ${atOrBeforeEnd(expr, to)})`;
    }
    default:
      return compare(expr, op, values[0] as Span);
  }
}

/**
 * A criterion on an array column (text fields and enums): equals is "has any of" (`&&`, served by a GIN
 * index), not equals "has none of"; contains looks inside the elements joined with ', '.
 */
function arrayCondition(expr: FieldExpr, op: Operation, values: Parsed[]): SQL {
  const joined = sql`array_to_string(${expr}, ', ')`;
  switch (op) {
    case 'cn':
      return sql`${joined} ilike ${param(`%${escapeLike(String(values[0]))}%`)}`;
    case 'nc':
      return sql`not (${joined} ilike ${param(`%${escapeLike(String(values[0]))}%`)})`;
    case 'eq':
      return sql`${expr} && ${param(values.map(String))}`;
    case 'ne':
      return sql`not (${expr} && ${param(values.map(String))})`;
    default:
      throw new Error(`operation ${op} on an array column`);
  }
}
