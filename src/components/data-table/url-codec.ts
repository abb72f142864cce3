/**
 * The table's state (filter, sort, page, size) as URL query parameters, so a view survives a
 * reload and can be shared: `?q=<base64url JSON of criteria>&any=1&sort=name:asc&page=2&size=25`.
 * Defaults are left out of the URL; anything invalid decodes to its default.
 */
import { CONSTANTS, SearchCriterionSchema, isFilterable, isSortable } from '../../../contract';
import type { DataOption, ResourceDef, SearchCriterion, SortCriteria } from '../../../contract';

/** Seed §9 page sizes; -1 is "All". */
export type PageSize = (typeof CONSTANTS.tablePageSizes)[number];
export const PAGE_SIZES: readonly PageSize[] = CONSTANTS.tablePageSizes;
export const ALL_ROWS: PageSize = -1;

/** What a table shows. Lives in the URL (see `useTableUrlState`). */
export interface TableState {
  criteria: SearchCriterion[];
  /** How the criteria join: all (AND) or any (OR). */
  dataOption: DataOption;
  /** null = unsorted (never when the sort is mandatory). */
  sort: SortCriteria | null;
  /** 1-based, as shown; the API gets page - 1. */
  page: number;
  pageSize: PageSize;
}

export interface TableStateOptions {
  /** Sorting can only flip between asc and desc; "unsorted" decodes to the default sort. */
  mandatorySort?: boolean;
  /** Prefix of the parameter names, for two tables on one screen. */
  prefix?: string;
}

type Def = Pick<ResourceDef, 'fields' | 'defaultSort'>;

export function defaultTableState(def: Def): TableState {
  return {
    criteria: [],
    dataOption: 'all',
    sort: def.defaultSort,
    page: CONSTANTS.tableStartPage,
    pageSize: CONSTANTS.tableDefaultPageSize as PageSize,
  };
}

const names = (prefix = '') => ({
  q: `${prefix}q`,
  any: `${prefix}any`,
  sort: `${prefix}sort`,
  page: `${prefix}page`,
  size: `${prefix}size`,
});

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  return new TextDecoder('utf-8', { fatal: true }).decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Criteria as compact tuples `[filterKey, operation, value, dataOption?]`, base64url JSON. */
export function encodeCriteria(criteria: readonly SearchCriterion[]): string {
  const tuples = criteria.map((c) =>
    c.dataOption ? [c.filterKey, c.operation, c.value, c.dataOption] : [c.filterKey, c.operation, c.value],
  );
  return toBase64Url(JSON.stringify(tuples));
}

/** The criteria on keys `def` lets you filter by (e.g. of a saved view made before a field was removed). */
export function filterableCriteria(criteria: readonly SearchCriterion[], def: Def): SearchCriterion[] {
  const filterable = new Set(def.fields.filter(isFilterable).map((f) => f.key));
  return criteria.filter((c) => filterable.has(c.filterKey));
}

/** The valid criteria on filterable keys of `def`; anything unreadable is dropped. */
export function decodeCriteria(text: string, def: Def): SearchCriterion[] {
  let tuples: unknown;
  try {
    tuples = JSON.parse(fromBase64Url(text));
  } catch {
    return [];
  }
  if (!Array.isArray(tuples)) return [];
  const parsed = tuples.flatMap((t) => {
    if (!Array.isArray(t)) return [];
    const [filterKey, operation, value, dataOption] = t;
    const result = SearchCriterionSchema.safeParse({
      filterKey,
      operation,
      value,
      ...(dataOption === undefined ? {} : { dataOption }),
    });
    return result.success ? [result.data] : [];
  });
  return filterableCriteria(parsed, def);
}

const sameSort = (a: SortCriteria | null, b: SortCriteria | null) =>
  a?.sortKey === b?.sortKey && a?.sortOption === b?.sortOption;

function decodeSort(text: string | null, def: Def, mandatory: boolean): SortCriteria | null {
  if (text === null) return def.defaultSort;
  if (text === 'none') return mandatory ? def.defaultSort : null;
  const [sortKey, sortOption] = text.split(':');
  const ok =
    def.fields.some((f) => f.key === sortKey && isSortable(f)) && (sortOption === 'asc' || sortOption === 'desc');
  return ok ? { sortKey, sortOption } : def.defaultSort;
}

function decodePageSize(text: string | null): PageSize {
  if (text === 'all') return ALL_ROWS;
  const n = Number(text);
  return PAGE_SIZES.includes(n as PageSize) && n > 0 ? (n as PageSize) : (CONSTANTS.tableDefaultPageSize as PageSize);
}

/** Reads a table's state from the query; every missing or invalid part takes its default. */
export function decodeTableState(params: URLSearchParams, def: Def, options: TableStateOptions = {}): TableState {
  const n = names(options.prefix);
  const q = params.get(n.q);
  const pageSize = decodePageSize(params.get(n.size));
  const page = Number(params.get(n.page));
  return {
    criteria: q ? decodeCriteria(q, def) : [],
    dataOption: params.get(n.any) === '1' ? 'any' : 'all',
    sort: decodeSort(params.get(n.sort), def, options.mandatorySort ?? false),
    page: pageSize !== ALL_ROWS && Number.isSafeInteger(page) && page >= 1 ? page : CONSTANTS.tableStartPage,
    pageSize,
  };
}

/** A copy of `params` holding `state` (other parameters are kept; defaults are removed). */
export function writeTableState(
  params: URLSearchParams,
  state: TableState,
  def: Def,
  options: TableStateOptions = {},
): URLSearchParams {
  const n = names(options.prefix);
  const next = new URLSearchParams(params);
  const set = (key: string, value: string | null) => (value === null ? next.delete(key) : next.set(key, value));
  set(n.q, state.criteria.length ? encodeCriteria(state.criteria) : null);
  set(n.any, state.dataOption === 'any' ? '1' : null);
  const sort = state.sort ?? (options.mandatorySort ? def.defaultSort : null);
  set(n.sort, sameSort(sort, def.defaultSort) ? null : sort ? `${sort.sortKey}:${sort.sortOption}` : 'none');
  set(n.page, state.page > 1 && state.pageSize !== ALL_ROWS ? String(state.page) : null);
  set(
    n.size,
    state.pageSize === CONSTANTS.tableDefaultPageSize
      ? null
      : state.pageSize === ALL_ROWS
        ? 'all'
        : String(state.pageSize),
  );
  return next;
}

/**
 * Applies a change: a new filter, join, sort or page size starts again at page 1 (seed §2);
 * "All" is always one page.
 */
export function applyTableChange(prev: TableState, patch: Partial<TableState>): TableState {
  const next = { ...prev, ...patch };
  const resets =
    ('criteria' in patch && JSON.stringify(patch.criteria) !== JSON.stringify(prev.criteria)) ||
    ('dataOption' in patch && patch.dataOption !== prev.dataOption) ||
    ('sort' in patch && !sameSort(patch.sort ?? null, prev.sort)) ||
    ('pageSize' in patch && patch.pageSize !== prev.pageSize);
  if (resets || next.pageSize === ALL_ROWS) next.page = CONSTANTS.tableStartPage;
  return next;
}

/** A change to the table state: a patch, or a function of the state as it is when the change applies. */
export type TableStateChange = Partial<TableState> | ((current: TableState) => Partial<TableState>);
