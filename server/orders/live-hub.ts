/**
 * The order screens' server-sent-event streams: every stream gets the bus's events, and after order
 * changes one shared timer reads the counts at most once per COUNTS_COALESCE_MS and sends them to all.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveEvents } from '../../contract/order-processing';
import type { Db } from '../db/client';
import type { LiveBus } from '../services/live-bus';
import { orderStatusCounts } from './status-counts';

export const COUNTS_COALESCE_MS = 200;
export const HEARTBEAT_MS = 25_000;

const frame = (name: keyof LiveEvents, data: unknown) => `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

export interface LiveHub {
  /** Starts streaming on `raw` (already hijacked): sends the counts, then events until the client leaves. */
  open(raw: ServerResponse): Promise<void>;
  /** Ends every stream and stops listening (server shutdown). */
  close(): void;
  readonly size: number;
}

export function createLiveHub(deps: { db: Db; live: LiveBus; log: FastifyBaseLogger }): LiveHub {
  const streams = new Set<ServerResponse>();
  let countsTimer: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;

  const broadcast = (text: string) => {
    for (const stream of streams) stream.write(text);
  };
  const sendCounts = async () => {
    countsTimer = null;
    if (streams.size === 0) return;
    try {
      broadcast(frame('counts', await orderStatusCounts(deps.db)));
    } catch (error) {
      deps.log.warn({ err: error }, 'live counts could not be read');
    }
  };
  const scheduleCounts = () => {
    countsTimer ??= setTimeout(sendCounts, COUNTS_COALESCE_MS);
  };
  const unsubscribe = deps.live.subscribe((name, data) => {
    if (streams.size > 0) broadcast(frame(name, data));
    if (name === 'order' || name === 'bulk') scheduleCounts();
  });

  const drop = (raw: ServerResponse) => {
    streams.delete(raw);
    if (streams.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = null;
    }
  };

  return {
    get size() {
      return streams.size;
    },
    async open(raw) {
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive',
        // Proxies must pass events through at once.
        'x-accel-buffering': 'no',
      });
      raw.on('close', () => drop(raw));
      raw.write(frame('counts', await orderStatusCounts(deps.db)));
      if (raw.destroyed) return;
      streams.add(raw);
      heartbeat ??= setInterval(() => broadcast(': heartbeat\n\n'), HEARTBEAT_MS).unref();
    },
    close() {
      unsubscribe();
      if (countsTimer) clearTimeout(countsTimer);
      if (heartbeat) clearInterval(heartbeat);
      for (const stream of streams) stream.end();
      streams.clear();
    },
  };
}
