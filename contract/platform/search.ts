/**
 * The search contract every listable resource answers (PRODUCT.md "API conventions"):
 * `POST /api/{resource}/search?pageNum&pageSize` with criteria, `dataOption` and a sort.
 */
import { z } from 'zod';
import { MESSAGES } from './messages';

/** Seed §9 filter operators, by the codes the API takes. */
export const OPERATIONS = ['cn', 'nc', 'eq', 'ne', 'gt', 'lt', 'ge', 'le', 'bw'] as const;
export type Operation = (typeof OPERATIONS)[number];

/** How a field's values are typed; decides which operators fit and how values parse. */
export const FIELD_TYPES = ['text', 'number', 'decimal', 'date', 'datetime', 'boolean', 'enum'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** The operators that fit each type. `eq`/`ne` take a list too ("any of" / "none of"). */
export const OPERATIONS_BY_TYPE: Record<FieldType, readonly Operation[]> = {
  text: ['cn', 'nc', 'eq', 'ne'],
  enum: ['eq', 'ne'],
  boolean: ['eq', 'ne'],
  number: ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'bw'],
  decimal: ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'bw'],
  date: ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'bw'],
  datetime: ['eq', 'ne', 'gt', 'lt', 'ge', 'le', 'bw'],
};

/** Seed §9 labels: text equality reads "equals", number/date equality reads "=". */
export function operationLabel(op: Operation, type: FieldType): string {
  const numeric = type !== 'text' && type !== 'enum' && type !== 'boolean';
  const labels: Record<Operation, string> = {
    cn: 'contains',
    nc: 'not contains',
    eq: numeric ? '=' : 'equals',
    ne: 'not equals',
    gt: '>',
    lt: '<',
    ge: '>=',
    le: '<=',
    bw: 'range',
  };
  return labels[op];
}

export const DATA_OPTIONS = ['all', 'any'] as const;
export type DataOption = (typeof DATA_OPTIONS)[number];
export const SORT_OPTIONS = ['asc', 'desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** A scalar as sent by clients; the server parses it by the field's type. */
const Scalar = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

/** Most criteria one search (or saved view) may hold: above the widest resource's field count. */
export const MAX_SEARCH_CRITERIA = 25;
/** Most values one criterion's list may hold (eq/ne "any of"); the list travels as one array parameter. */
export const MAX_CRITERION_VALUES = 1000;

/**
 * A criterion's value list. Its limit is a refinement documented as maxItems: a failed `.max()` aborts,
 * and a union whose options all abort answers zod's raw union error instead of the catalogue message.
 */
const ValueList = z
  .array(Scalar)
  .refine((list) => list.length <= MAX_CRITERION_VALUES, MESSAGES.tooManyFilterValues(MAX_CRITERION_VALUES))
  .meta({ maxItems: MAX_CRITERION_VALUES });

/** A field key in general; each resource's search narrows it to its own keys (contract/platform/resource-search.ts). */
const AnyFieldKey = z.string().min(1).max(64);
/**
 * The key schemas a search body is built with: which filter, sort and column keys pass; and, for the
 * document, JSON Schema of which operators and values each filter key takes (the search compiler enforces them).
 */
export interface SearchKeys {
  filterKey: z.ZodType<string>;
  sortKey: z.ZodType<string>;
  columnKey: z.ZodType<string>;
  criterionRules?: Record<string, unknown>;
}
const ANY_KEYS: SearchKeys = { filterKey: AnyFieldKey, sortKey: AnyFieldKey, columnKey: AnyFieldKey };

/** One criterion (seed §3): filterKey, operation, dataOption, value (a scalar, a list, or `[from, to]` for bw). */
export const searchCriterionSchema = <K extends z.ZodType<string>>(filterKey: K) =>
  z.object({
    filterKey,
    operation: z.enum(OPERATIONS),
    dataOption: z.enum(DATA_OPTIONS).optional(),
    value: z.union([Scalar, ValueList]),
  });
export const SearchCriterionSchema = searchCriterionSchema(AnyFieldKey);
/** The criteria of a search or saved view: at most MAX_SEARCH_CRITERIA, with the limit named. */
const criteriaList = <K extends z.ZodType<string>>(filterKey: K, rules?: Record<string, unknown>) =>
  z
    .array(rules ? searchCriterionSchema(filterKey).meta(rules) : searchCriterionSchema(filterKey))
    .max(MAX_SEARCH_CRITERIA, MESSAGES.tooManyCriteria(MAX_SEARCH_CRITERIA));
export const SearchCriteriaListSchema = criteriaList(AnyFieldKey);
export type SearchCriterion = z.infer<typeof SearchCriterionSchema>;

export const sortCriteriaSchema = <K extends z.ZodType<string>>(sortKey: K) =>
  z.object({ sortKey, sortOption: z.enum(SORT_OPTIONS) });
export const SortCriteriaSchema = sortCriteriaSchema(AnyFieldKey);
export type SortCriteria = z.infer<typeof SortCriteriaSchema>;

/** The search body. `dataOption` joins the criteria: all (AND) or any (OR). */
export const searchRequestSchema = (keys: SearchKeys = ANY_KEYS) =>
  z.object({
    searchCriteriaList: criteriaList(keys.filterKey, keys.criterionRules).default([]),
    dataOption: z.enum(DATA_OPTIONS).default('all'),
    sortCriteriaDto: sortCriteriaSchema(keys.sortKey).optional(),
  });
export const SearchRequestSchema = searchRequestSchema();
export type SearchRequest = z.input<typeof SearchRequestSchema>;

/**
 * The export body (`POST /api/{resource}/export`): the search, plus optionally the columns to write
 * (field keys, in order; default every field of the resource). Always every matching row.
 */
export const exportRequestSchema = (keys: SearchKeys = ANY_KEYS) =>
  searchRequestSchema(keys).extend({
    columns: z.array(keys.columnKey).min(1).max(100).optional(),
  });
export const ExportRequestSchema = exportRequestSchema();
export type ExportRequest = z.input<typeof ExportRequestSchema>;

/** Largest page a client may ask for, and what "All" (pageSize -1) returns at most. */
export const MAX_PAGE_SIZE = 1000;
export const ALL_ROWS_CAP = 10_000;

export const PageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(0).default(0),
  // Two ranges rather than a refine, so the OpenAPI document states the same bounds the server keeps.
  pageSize: z
    .union([z.coerce.number().int().min(1).max(MAX_PAGE_SIZE), z.coerce.number().int().min(-1).max(-1)], {
      error: `The value must be between 1 and ${MAX_PAGE_SIZE}`,
    })
    .default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

/** One page of results. `capped` is true when "All" stopped at ALL_ROWS_CAP while more rows match. */
export const pageOf = <T extends z.ZodType>(row: T) =>
  z.object({
    content: z.array(row),
    totalElements: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
    capped: z.boolean(),
  });
export type Page<T> = { content: T[]; totalElements: number; pageNum: number; pageSize: number; capped: boolean };
