/** Load for the storefront benchmarks: autocannon sending a request made anew each time, counting one status as success. */
import autocannon from 'autocannon';
import type { Rate } from '../search/measure';

export interface MadeRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers: Record<string, string>;
}

/** autocannon at `connections` for `seconds`; only answers with status `expect` count, the rest are failures. */
export async function requestRate(
  baseUrl: string,
  connections: number,
  seconds: number,
  expect: number,
  request: () => MadeRequest,
): Promise<Rate> {
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    timeout: 10,
    requests: [{ setupRequest: () => request() }],
  });
  const ok = result.statusCodeStats[String(expect)]?.count ?? 0;
  const answered = Object.values(result.statusCodeStats).reduce((sum, s) => sum + s.count, 0);
  return {
    perSecond: ok / result.duration,
    p99: result.latency.p99,
    average: result.latency.average,
    failures: answered - ok + result.errors + result.timeouts,
  };
}
