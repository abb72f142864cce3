/**
 * Status counts: `GET /api/order-details/status-details` (the striped counters) against the plain
 * `GROUP BY status` over every order that it replaces, on the same database in the same run.
 */
import { Client } from 'pg';
import { callLatency, statementLatency, type Latency } from './latency';

/** Issue 47 (it was 5 ms). */
export const STATUS_DETAILS_TARGET_P99_MS = 2;
const GROUP_BY = 'select status, count(*) from orders group by status';
const COUNTERS = "select status, sum(count) from status_counts where entity = 'order' group by status";

export interface StatusDetailsResult {
  http: Latency;
  counters: Latency;
  groupBy: Latency;
  /** The endpoint's counts equal the GROUP BY's. */
  exact: boolean;
}

export async function measureStatusDetails(
  databaseUrl: string,
  baseUrl: string,
  token: string,
  runs: number,
): Promise<StatusDetailsResult> {
  const url = `${baseUrl}/api/order-details/status-details`;
  const headers = { authorization: `Bearer ${token}` };
  const fetchCounts = async () => {
    const response = await fetch(url, { headers });
    if (!response.ok) throw new Error(`status-details failed: ${response.status}`);
    return (await response.json()).output.counts as Record<string, number>;
  };
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const truth = Object.fromEntries(
      (await client.query<{ status: string; count: string }>(GROUP_BY)).rows.map((r) => [r.status, Number(r.count)]),
    );
    const served = await fetchCounts();
    const exact = Object.entries(truth).every(([status, n]) => served[status] === n);
    // A long warm-up: the server's JIT and every pooled connection's caches settle over thousands of calls.
    const http = await callLatency(
      async () => {
        await fetchCounts();
      },
      runs,
      5000,
    );
    const counters = await statementLatency(client, COUNTERS, runs);
    // The GROUP BY reads a million index entries per run: fewer runs keep the bench short.
    const groupBy = await statementLatency(client, GROUP_BY, Math.max(20, Math.round(runs / 20)), 3);
    return { http, counters, groupBy, exact };
  } finally {
    await client.end();
  }
}
