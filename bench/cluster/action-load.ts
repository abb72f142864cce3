/**
 * The cluster benchmark's load: `PUT /api/order-details/accept/{id}` from one autocannon over 10 connections dealt in
 * turn to the given portal processes (all ten to one, or five to each of two), each request on an order of its own;
 * every response's latency is kept, so the median and p95 are exact over both processes. Beside it, two live streams
 * (two open back-office tabs, dealt to the processes the same way) count the order events they hear: on two
 * processes, half of each one's came from the other process through LISTEN/NOTIFY, which shows the coordination
 * worked while it was being measured.
 */
import autocannon from 'autocannon';
import { API_BASE } from '../../contract/platform/api-paths';
import { ORDER_API, ORDER_ACTION_SEGMENT } from '../../contract/orders/order-processing';
import { eventReader } from '../../server/test-support/streams';
import { quantile } from '../orders/latency';

export interface ActionLoad {
  /** `http://127.0.0.1:<port>/api` of each process taking requests. */
  apis: readonly string[];
  token: string;
  /** Acceptable orders, taken from the front (and removed) one per request. */
  orders: number[];
  connections: number;
  seconds: number;
}

export interface ArmRound {
  perSecond: number;
  /** Milliseconds over every response of the round. */
  p50: number;
  p95: number;
  responses: number;
  /** Responses other than 2xx, connection errors and timeouts: every action must succeed. */
  failures: number;
}

const acceptPath = (id: number) => API_BASE + ORDER_API.action(ORDER_ACTION_SEGMENT['order.accept'], id);

/** Runs the load for `seconds`; throws when it needed more orders than it was given (a reused order would answer 409). */
export async function runActionLoad({ apis, token, orders, connections, seconds }: ActionLoad): Promise<ArmRound> {
  let next = 0;
  const latencies: number[] = [];
  const run = autocannon({
    url: apis.map((api) => new URL(api).origin),
    method: 'PUT',
    connections,
    duration: seconds,
    timeout: 10,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    requests: [
      {
        method: 'PUT',
        body: '{}',
        setupRequest: (request) => ({ ...request, path: acceptPath(orders[next++ % orders.length]) }),
      },
    ],
  });
  run.on('response', (_client, _status, _bytes, milliseconds) => latencies.push(milliseconds));
  const result = await run;
  if (next > orders.length)
    throw new Error(`the load ran out of Pending orders (${orders.length} for ${next} requests): raise BENCH_ORDERS`);
  orders.splice(0, next);
  return {
    perSecond: result.requests.total / result.duration,
    p50: quantile(latencies, 0.5),
    p95: quantile(latencies, 0.95),
    responses: latencies.length,
    failures: result.non2xx + result.errors,
  };
}

export interface LiveListeners {
  /** Closes the streams (after `settleMs` for events still on their way); the order events each one heard. */
  close(settleMs?: number): Promise<number[]>;
}

/** Opens `streams` live streams, dealt in turn to the processes, and counts their `order` events until closed. */
export async function listenLive(apis: readonly string[], token: string, streams: number): Promise<LiveListeners> {
  const abort = new AbortController();
  const heard = Array.from({ length: streams }, () => 0);
  const reading = await Promise.all(
    heard.map(async (_, i) => {
      const api = apis[i % apis.length];
      const response = await fetch(`${api}${ORDER_API.live}`, {
        headers: { authorization: `Bearer ${token}` },
        signal: abort.signal,
      });
      if (!response.ok || !response.body) throw new Error(`live stream on ${api}: ${response.status}`);
      const next = eventReader(response.body);
      if ((await next()).event !== 'counts') throw new Error(`live stream on ${api} did not start with the counts`);
      const counting = (async () => {
        for (;;) if ((await next()).event === 'order') heard[i]++;
      })().catch(() => {}); // ends with the abort
      return { counting }; // wrapped: returned bare, the loop itself would be awaited here
    }),
  );
  return {
    async close(settleMs = 1000) {
      await new Promise((resolve) => setTimeout(resolve, settleMs));
      abort.abort();
      await Promise.all(reading.map((r) => r.counting));
      return heard;
    },
  };
}
