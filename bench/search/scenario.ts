/**
 * The measured request: what order staff run all day — the open orders (Pending, New Order) of the
 * last 30 days worth at least ₹1,000, newest first, first page of 20 — against a running server.
 */
import type { SearchRequest } from '../../contract/platform/search';

export const SEARCH_PATH = '/api/order-details/search';
export const PAGE = { pageNum: 0, pageSize: 20 };

/** YYYY-MM-DD of an instant in the shop's time zone (Asia/Kolkata, UTC+05:30). */
const shopDay = (epochMs: number) => new Date(epochMs + 330 * 60_000).toISOString().slice(0, 10);

/** The request body for a 30-day range ending on the day of the newest order. */
export function searchBody(newestOrderAt: string): SearchRequest {
  const end = Date.parse(newestOrderAt);
  return {
    searchCriteriaList: [
      { filterKey: 'status', operation: 'eq', dataOption: 'all', value: ['Pending', 'New Order'] },
      {
        filterKey: 'createdAt',
        operation: 'bw',
        dataOption: 'all',
        value: [shopDay(end - 29 * 86_400_000), shopDay(end)],
      },
      { filterKey: 'total', operation: 'ge', dataOption: 'all', value: 1000 },
    ],
    dataOption: 'all',
    sortCriteriaDto: { sortKey: 'createdAt', sortOption: 'desc' },
  };
}

/** Human-readable criteria for the report. */
export const describeBody = (body: SearchRequest) =>
  (body.searchCriteriaList ?? []).map((c) => `${c.filterKey} ${c.operation} ${JSON.stringify(c.value)}`).join('; ') +
  `; sort ${body.sortCriteriaDto?.sortKey} ${body.sortCriteriaDto?.sortOption}`;

/** Signs in as the demo admin and returns the access token. */
export async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'Admin@12345' }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return (await response.json()).output.token as string;
}

/** One search over HTTP: its page's ids and its total. */
export async function searchOnce(
  baseUrl: string,
  token: string,
  body: SearchRequest,
  page = PAGE,
): Promise<{ ids: number[]; total: number; newest?: string }> {
  const response = await fetch(`${baseUrl}${SEARCH_PATH}?pageNum=${page.pageNum}&pageSize=${page.pageSize}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`search failed: ${response.status} ${await response.text()}`);
  const { content, totalElements } = (await response.json()).output as {
    content: { id: number; createdAt: string }[];
    totalElements: number;
  };
  return { ids: content.map((r) => r.id), total: totalElements, newest: content[0]?.createdAt };
}

/** The newest order's time and the number of orders, read through the API. */
export async function orderSpan(baseUrl: string, token: string): Promise<{ newest: string; total: number }> {
  const { newest, total } = await searchOnce(
    baseUrl,
    token,
    { sortCriteriaDto: { sortKey: 'createdAt', sortOption: 'desc' } },
    { pageNum: 0, pageSize: 1 },
  );
  if (!newest) throw new Error('the database has no orders');
  return { newest, total };
}
