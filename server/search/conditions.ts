/**
 * One criterion as an SQL condition. Every value is a bound parameter (`sql.param`), never text in the
 * statement. Parameters carry no encoder, so PostgreSQL types them from the column they meet, and a
 * condition on a bare column stays usable by that column's indexes.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Operation } from '../../contract/search';
import { isNullable, type FieldExpr } from './source';
import { isSpan, type Parsed, type Span } from './values';

/** `%`, `_` and `\` match themselves inside a LIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const param = (value: unknown) => sql.param(value);
const or = (parts: SQL[]) => (parts.length === 1 ? parts[0] : sql`(${sql.join(parts, sql` or `)})`);

/** `expr` lies on or before the span's end. */
const atOrBeforeEnd = (expr: FieldExpr, s: Span) => (s.toInclusive ? sql`${expr} <= ${param(s.to)}` : sql`${expr} < ${param(s.to)}`);

/** `expr` lies inside the span (a point: equals it). */
function within(expr: FieldExpr, s: Span): SQL {
  if (s.toInclusive && s.from === s.to) return sql`${expr} = ${param(s.from)}`;
  return sql`(${expr} >= ${param(s.from)} and ${atOrBeforeEnd(expr, s)})`;
}

/** A scalar, or a span holding one value. */
const isPoint = (v: Parsed) => !isSpan(v) || (v.toInclusive && v.from === v.to);

/** eq: any of the values; a list of points becomes one `in (…)`. */
function equalsAny(expr: FieldExpr, values: Parsed[]): SQL {
  if (values.every(isPoint)) {
    const points = values.map((v) => (isSpan(v) ? v.from : v));
    return points.length === 1 ? sql`${expr} = ${param(points[0])}` : sql`${expr} in (${sql.join(points.map(param), sql`, `)})`;
  }
  return or(values.map((v) => (isSpan(v) ? within(expr, v) : sql`${expr} = ${param(v)}`)));
}

/** The negation of a condition that also keeps rows where a nullable `expr` is null (SQL's `<>` would drop them). */
function negate(expr: FieldExpr, positive: SQL): SQL {
  return isNullable(expr) ? sql`(${expr} is null or not ${positive})` : sql`not ${positive}`;
}

/** A comparison (gt, lt, ge, le) with a span: "after 1 June" means after the whole day. */
function compare(expr: FieldExpr, op: 'gt' | 'lt' | 'ge' | 'le', s: Span): SQL {
  switch (op) {
    case 'gt': return s.toInclusive ? sql`${expr} > ${param(s.to)}` : sql`${expr} >= ${param(s.to)}`;
    case 'ge': return sql`${expr} >= ${param(s.from)}`;
    case 'lt': return sql`${expr} < ${param(s.from)}`;
    case 'le': return atOrBeforeEnd(expr, s);
  }
}

/**
 * The condition of one already validated criterion: `values` holds one value, the list for eq/ne,
 * or `[from, to]` for bw (inclusive; a day as `to` includes that whole day).
 */
export function condition(expr: FieldExpr, op: Operation, values: Parsed[]): SQL {
  switch (op) {
    case 'cn': return sql`${expr} ilike ${param(`%${escapeLike(String(values[0]))}%`)}`;
    case 'nc': return negate(expr, sql`(${expr} ilike ${param(`%${escapeLike(String(values[0]))}%`)})`);
    case 'eq': return equalsAny(expr, values);
    case 'ne': return negate(expr, sql`(${equalsAny(expr, values)})`);
    case 'bw': {
      const [from, to] = values as Span[];
      return sql`(${expr} >= ${param(from.from)} and ${atOrBeforeEnd(expr, to)})`;
    }
    default: return compare(expr, op, values[0] as Span);
  }
}
