/**
 * A bulk action over the chosen orders (10,000 by default): `POST /api/order-details/bulk` then polling the job until it
 * finishes, with every outcome reported; the anchor is as many single-row UPDATE transactions sent one after another
 * over one connection on the same server (the least a per-order transaction can cost).
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';

export const BULK_TARGET_SECONDS = 10;
/** How often the job is read, as the portal's fallback does (its screen follows the live stream). */
const POLL_MS = 250;

export interface BulkResult {
  /** Orders the job was given. */
  chosen: number;
  seconds: number;
  anchorSeconds: number;
  reported: number;
  tally: Record<string, number>;
}

export async function measureBulk(
  databaseUrl: string,
  baseUrl: string,
  token: string,
  ids: number[],
): Promise<BulkResult> {
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  const started = performance.now();
  const created = await fetch(`${baseUrl}/api/order-details/bulk`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ action: 'order.accept', ids }),
  });
  if (!created.ok) throw new Error(`bulk failed: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()).output as { id: string };
  let job: { status: string; tally: Record<string, number>; items: unknown[] };
  do {
    // Each read carries every item (10,000): reading it as often as every 50 ms would cost the job more than the portal does.
    await sleep(POLL_MS);
    const response = await fetch(`${baseUrl}/api/order-details/bulk/${id}`, { headers });
    job = (await response.json()).output;
  } while (job.status !== 'finished');
  const seconds = (performance.now() - started) / 1000;
  return {
    chosen: ids.length,
    seconds,
    anchorSeconds: await anchorSeconds(databaseUrl, ids),
    reported: job.items.length,
    tally: job.tally,
  };
}

/** One autocommitted single-row UPDATE per order (touching the orders' updated_at only), back to back. */
async function anchorSeconds(databaseUrl: string, ids: number[]): Promise<number> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    for (const id of ids)
      await client.query('update pgbench_accounts set abalance = abalance + 1 where aid = $1', [(id % 1_000_000) + 1]);
    return (performance.now() - started) / 1000;
  } finally {
    await client.end();
  }
}
