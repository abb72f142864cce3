/**
 * Compiles a search request against a resource: checks every criterion against the resource's
 * whitelist (key, operation for its type, value type) and builds the WHERE and a stable ORDER BY.
 * Anything unknown or ill-typed is a 400 naming the criterion, in the catalogue's wording.
 */
import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import { MESSAGES } from '../../contract/platform/messages';
import {
  fieldByKey,
  isFilterable,
  isSortable,
  operationsFor,
  type FieldSpec,
  type ResourceDef,
} from '../../contract/platform/resource';
import type { SearchCriterion, SearchRequestSchema, SortOption } from '../../contract/platform/search';
import { HttpError } from '../platform/http/http-errors';
import { condition } from './conditions';
import { isNullable, queryExprOf, sqlTypeOf, type FieldExpr, type SearchSource } from './source';
import { parseValue, type Parsed, type RawScalar } from './values';

/** The search body after the contract schema's defaults. */
export type SearchBody = z.output<typeof SearchRequestSchema>;

/** The sort of a search: the field's expression and direction; `id` breaks ties in the same direction. */
export interface SortPlan {
  key: string;
  expr: FieldExpr;
  direction: SortOption;
}

export interface CompiledSearch {
  where: SQL | undefined;
  /** What the criteria read: a count joins only the tables these come from. */
  filterExprs: FieldExpr[];
  sort: SortPlan;
  orderBy: SQL[];
}

type Outcome<T> = { ok: T } | { error: ApiErrorItem };
type Criterion = { condition: SQL; expr: FieldExpr };

/** The values a criterion's operation needs, parsed; undefined when the value does not fit. */
function criterionValues(field: FieldSpec, c: SearchCriterion, sqlType: string | undefined): Parsed[] | undefined {
  const list: RawScalar[] = Array.isArray(c.value) ? c.value : [c.value];
  const countFits =
    c.operation === 'bw'
      ? list.length === 2
      : c.operation === 'eq' || c.operation === 'ne'
        ? list.length >= 1
        : list.length === 1;
  if (!countFits) return undefined;
  const parsed = list.map((raw) => parseValue(field, raw, sqlType));
  return parsed.every((p) => p !== undefined) ? (parsed as Parsed[]) : undefined;
}

/** One criterion → its condition, or the error naming what is wrong with it. */
function compileCriterion(source: SearchSource, c: SearchCriterion, index: number): Outcome<Criterion> {
  const at = `searchCriteriaList.${index}`;
  const field = fieldByKey(source.def, c.filterKey);
  if (!field || !isFilterable(field))
    return { error: { field: `${at}.filterKey`, message: MESSAGES.unknownFilterKey(c.filterKey) } };
  if (!operationsFor(field).includes(c.operation)) {
    return { error: { field: `${at}.operation`, message: MESSAGES.operationNotAllowed(c.filterKey, c.operation) } };
  }
  const expr = queryExprOf(source, field.key);
  const values = criterionValues(field, c, sqlTypeOf(expr));
  if (!values) return { error: { field: `${at}.value`, message: MESSAGES.invalidFilterValue(c.filterKey) } };
  return { ok: { condition: condition(expr, c.operation, values), expr } };
}

/** The requested sort (or the resource's default) checked against the sortable fields. */
function compileSort(source: SearchSource, body: SearchBody): Outcome<SortPlan> {
  const wanted = body.sortCriteriaDto ?? source.def.defaultSort;
  const field = fieldByKey(source.def, wanted.sortKey);
  if (!field || !isSortable(field))
    return { error: { field: 'sortCriteriaDto.sortKey', message: MESSAGES.unknownFilterKey(wanted.sortKey) } };
  return { ok: { key: field.key, expr: queryExprOf(source, field.key), direction: wanted.sortOption } };
}

/**
 * ORDER BY the sort key, then the id in the same direction, so equal keys keep one order across pages.
 * Blanks come last both ways, as in a spreadsheet (PostgreSQL would put them first when descending).
 */
export function orderByOf(source: SearchSource, sort: SortPlan): SQL[] {
  const dir = sort.direction === 'asc' ? asc : desc;
  if (sort.expr === source.id) return [dir(source.id)];
  const key = sort.direction === 'desc' && isNullable(sort.expr) ? sql`${sort.expr} desc nulls last` : dir(sort.expr);
  return [key, dir(source.id)];
}

/** Joins conditions with AND (`all`) or OR (`any`); a criterion's own dataOption is accepted and ignored. */
function combine(conditions: SQL[], dataOption: SearchBody['dataOption']): SQL | undefined {
  if (conditions.length === 0) return undefined;
  if (conditions.length === 1) return conditions[0];
  return sql`(${sql.join(conditions, dataOption === 'any' ? sql` or ` : sql` and `)})`;
}

/** Validates and compiles a search; throws a 400 listing every bad criterion and the sort. */
export function compileSearch<D extends ResourceDef>(source: SearchSource<D>, body: SearchBody): CompiledSearch {
  const generic = source as unknown as SearchSource;
  const criteria = body.searchCriteriaList.map((c, i) => compileCriterion(generic, c, i));
  const sort = compileSort(generic, body);
  const errors = [...criteria, sort].flatMap((o) => ('error' in o ? [o.error] : []));
  if (errors.length > 0 || !('ok' in sort)) throw new HttpError(400, errors);
  const compiled = criteria.flatMap((o) => ('ok' in o ? [o.ok] : []));
  return {
    where: combine(
      compiled.map((c) => c.condition),
      body.dataOption,
    ),
    filterExprs: compiled.map((c) => c.expr),
    sort: sort.ok,
    orderBy: orderByOf(generic, sort.ok),
  };
}
