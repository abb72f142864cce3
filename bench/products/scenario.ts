/**
 * The measured product-list request: what catalogue staff run to find what to fix — Active products at most
 * 67 % complete priced at ₹1,000 or more, cheapest first, first page of 20 — and the database it runs on.
 */
import { Client } from 'pg';
import type { SearchRequest } from '../../contract/platform/search';
import { databaseUrl } from '../search/bench-database';

export const PRODUCT_SEARCH_PATH = '/api/products/search';
export const PAGE = { pageNum: 0, pageSize: 20 };

export const PRODUCT_BODY: SearchRequest = {
  searchCriteriaList: [
    { filterKey: 'status', operation: 'eq', dataOption: 'all', value: ['Active'] },
    { filterKey: 'completeness', operation: 'le', dataOption: 'all', value: 67 },
    { filterKey: 'priceNow', operation: 'ge', dataOption: 'all', value: 1000 },
  ],
  dataOption: 'all',
  sortCriteriaDto: { sortKey: 'priceNow', sortOption: 'asc' },
};

/** One search over HTTP: its page's ids and its total. */
export async function productSearchOnce(
  baseUrl: string,
  token: string,
  body: SearchRequest,
): Promise<{ ids: number[]; total: number }> {
  const response = await fetch(`${baseUrl}${PRODUCT_SEARCH_PATH}?pageNum=${PAGE.pageNum}&pageSize=${PAGE.pageSize}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`search failed: ${response.status} ${await response.text()}`);
  const { content, totalElements } = (await response.json()).output as {
    content: { id: number }[];
    totalElements: number;
  };
  return { ids: content.map((r) => r.id), total: totalElements };
}

/** Runs `text` on `url`'s database. */
export async function runSql(url: string, text: string): Promise<Record<string, unknown>[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** A fresh database of this run on the server of `adminUrl`; `drop` removes it. */
export async function freshDatabase(
  adminUrl: string,
  name: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  await runSql(adminUrl, `create database "${name}"`);
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => void (await runSql(adminUrl, `drop database if exists "${name}" with (force)`)),
  };
}
