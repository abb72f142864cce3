/**
 * Helpers for search tests: calling search and export, reading CSV, and an independent JS reading of
 * what a criterion means, to check the rows the server returns.
 */
import type { App } from '../app';
import { fieldByKey, resourcePaths, type ResourceDef } from '../../contract/platform/resource';
import type { Page, SearchCriterion, SearchRequest } from '../../contract/platform/search';
import { SHOP_UTC_OFFSET_MS } from '../platform/shop-time';
import { API_BASE } from '../../contract/platform/api-paths';

type InjectResult = Awaited<ReturnType<App['inject']>>;
export type Row = Record<string, unknown>;

/** POST {apiPath}/search with a page. */
export function search(
  app: App,
  token: string,
  def: Pick<ResourceDef, 'apiPath'>,
  body: SearchRequest | Record<string, unknown>,
  page: { pageNum?: number | string; pageSize?: number | string } = {},
): Promise<InjectResult> {
  const query = new URLSearchParams({ pageNum: String(page.pageNum ?? 0), pageSize: String(page.pageSize ?? 20) });
  return app.inject({
    method: 'POST',
    url: `${API_BASE}${resourcePaths(def).search}?${query}`,
    payload: body as object,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** The page of a successful search; fails loudly otherwise. */
export async function searchPage(
  app: App,
  token: string,
  def: Pick<ResourceDef, 'apiPath'>,
  body: SearchRequest,
  page: { pageNum?: number; pageSize?: number } = {},
): Promise<Page<Row>> {
  const response = await search(app, token, def, body, page);
  if (response.statusCode !== 200)
    throw new Error(`search ${def.apiPath} failed: ${response.statusCode} ${response.body}`);
  return response.json().output as Page<Row>;
}

/** Every row (pageSize -1) of a search. */
export const searchAll = async (app: App, token: string, def: Pick<ResourceDef, 'apiPath'>, body: SearchRequest = {}) =>
  (await searchPage(app, token, def, body, { pageSize: -1 })).content;

/** POST {apiPath}/export. */
export function exportCsv(
  app: App,
  token: string,
  def: Pick<ResourceDef, 'apiPath'>,
  body: Record<string, unknown>,
): Promise<InjectResult> {
  return app.inject({
    method: 'POST',
    url: `${API_BASE}${resourcePaths(def).export}`,
    payload: body,
    headers: { authorization: `Bearer ${token}` },
  });
}

/** RFC 4180 CSV → rows of cells (quoted cells may hold commas, quotes and newlines); a leading BOM is skipped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A row value as the CSV writes it. */
export const csvCell = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const DAY_MS = 86_400_000;

/** [from, to) in epoch ms of a datetime criterion value: an instant, or the whole shop day. */
function instantSpan(value: unknown): [number, number] {
  const text = String(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
    const start = Date.parse(`${text}T00:00:00Z`) - SHOP_UTC_OFFSET_MS;
    return [start, start + DAY_MS];
  }
  const t = Date.parse(text);
  return [t, t + 1];
}

/** Orders a field's values: numbers as numbers, datetimes as [from, to) spans, the rest as strings. */
function ordered(type: string, value: unknown): [number | string, number | string] {
  if (type === 'datetime') return instantSpan(value);
  if (type === 'number' || type === 'decimal') return [Number(value), Number(value)];
  return [String(value), String(value)];
}

/** Whether one row satisfies one criterion, read in JS independently of the server's SQL. */
export function rowMatches(def: ResourceDef, row: Row, c: SearchCriterion): boolean {
  const field = fieldByKey(def, c.filterKey)!;
  const actual = row[c.filterKey];
  const values = Array.isArray(c.value) ? c.value : [c.value];
  const isNull = actual === null || actual === undefined;
  const text = String(actual).toLowerCase();
  const inAny = () =>
    values.some((v) => {
      if (field.type === 'boolean') return actual === (v === true || v === 'true');
      if (field.type === 'text' || field.type === 'enum') return actual === String(v);
      const [from, to] = ordered(field.type, v);
      const [a] = ordered(field.type, actual);
      return field.type === 'datetime' ? a >= from && a < to : a === from;
    });
  if (c.operation === 'cn') return !isNull && text.includes(String(values[0]).toLowerCase());
  if (c.operation === 'nc') return isNull || !text.includes(String(values[0]).toLowerCase());
  if (c.operation === 'eq') return !isNull && inAny();
  if (c.operation === 'ne') return isNull || !inAny();
  if (isNull) return false;
  const [a] = field.type === 'datetime' ? instantSpan(actual) : ordered(field.type, actual);
  const [from, to] = ordered(field.type, values[0]);
  const end = field.type === 'datetime' ? to : from;
  switch (c.operation) {
    case 'gt':
      return field.type === 'datetime' ? a >= end : a > from;
    case 'ge':
      return a >= from;
    case 'lt':
      return a < from;
    case 'le':
      return field.type === 'datetime' ? a < end : a <= from;
    case 'bw': {
      const [, upper] = ordered(field.type, values[1]);
      return a >= from && (field.type === 'datetime' ? a < upper : a <= upper);
    }
  }
}

/** Whether a row satisfies the whole request (all = AND, any = OR). */
export function requestMatches(
  def: ResourceDef,
  row: Row,
  body: { searchCriteriaList?: SearchCriterion[]; dataOption?: string },
): boolean {
  const criteria = body.searchCriteriaList ?? [];
  if (criteria.length === 0) return true;
  const results = criteria.map((c) => rowMatches(def, row, c));
  return body.dataOption === 'any' ? results.some(Boolean) : results.every(Boolean);
}
