/**
 * What one portal process tells the others (issue 16): several processes on one PostgreSQL hear each other through
 * its LISTEN/NOTIFY — the live events of the portals' streams, and the sessions that just ended. A process applies
 * its own news at once and ignores its own echo; the others apply it when the notification arrives (milliseconds).
 * The embedded PGlite database is one process by design: its cluster is just this process (`singleProcess`).
 *
 * A notification carries at most PAYLOAD_LIMIT bytes of JSON (PostgreSQL's limit is 8000); a publisher splits
 * what could be larger. The listening connection is the only long-lived one outside the pool: lost, it is opened
 * again with a backoff, and `onReconnect` lets the owners drop what they may have missed (the session cache).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Client } from 'pg';
import type { Db } from '../db/client';

export const PAYLOAD_LIMIT = 7_900;
/** One NOTIFY channel for the portal; messages name their topic. */
const CHANNEL = 'portal_cluster';

export type ClusterTopic = 'live' | 'sessions';

export interface Cluster {
  /** This process, as its messages name it. */
  readonly id: string;
  /** Tells every other process; resolves once PostgreSQL has it (a lost message is logged, never thrown at a request). */
  publish(topic: ClusterTopic, data: unknown): Promise<void>;
  /** Hears the other processes' messages on `topic`; returns the unsubscribe. */
  subscribe(topic: ClusterTopic, listener: (data: unknown) => void): () => void;
  /** Called after the listening connection came back: messages in between may be lost. */
  onReconnect(listener: () => void): () => void;
  close(): Promise<void>;
}

interface Envelope { from: string; topic: ClusterTopic; data: unknown }

/** No other process to tell (PGlite, and the tests' in-process apps). */
export function singleProcess(): Cluster {
  return {
    id: randomUUID(),
    publish: async () => {},
    subscribe: () => () => {},
    onReconnect: () => () => {},
    close: async () => {},
  };
}

export interface PostgresClusterOptions {
  url: string;
  log: { warn(object: object, message: string): void };
  /** First reconnect delay in ms (doubles up to 5 s). */
  retryMs?: number;
}

/** The cluster of every process on the database at `url`: LISTEN on one connection of its own, NOTIFY through `db`'s pool. */
export async function postgresCluster(db: Db, { url, log, retryMs = 200 }: PostgresClusterOptions): Promise<Cluster> {
  const id = randomUUID();
  const listeners = new Map<ClusterTopic, Set<(data: unknown) => void>>();
  const reconnected = new Set<() => void>();
  let client: Client | undefined;
  let closed = false;
  let delay = retryMs;

  const deliver = (payload: string | undefined) => {
    if (!payload) return;
    let message: Envelope;
    try {
      message = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (message.from === id) return;
    for (const listener of listeners.get(message.topic) ?? []) listener(message.data);
  };

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url });
    next.on('notification', (n) => deliver(n.payload));
    next.on('error', (error) => log.warn({ err: error }, 'cluster: the listening connection failed'));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = undefined;
      setTimeout(() => void reconnect(), delay).unref();
      delay = Math.min(delay * 2, 5_000);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => undefined); // a connection that could not listen is not kept open
      throw error;
    }
    client = next;
    delay = retryMs;
  };
  const reconnect = async () => {
    if (closed) return;
    try {
      await connect();
      for (const listener of reconnected) listener();
    } catch (error) {
      log.warn({ err: error }, 'cluster: reconnecting the listening connection failed; trying again');
      setTimeout(() => void reconnect(), delay).unref();
      delay = Math.min(delay * 2, 5_000);
    }
  };
  await connect();

  return {
    id,
    async publish(topic, data) {
      const payload = JSON.stringify({ from: id, topic, data } satisfies Envelope);
      if (Buffer.byteLength(payload) > PAYLOAD_LIMIT) throw new Error(`cluster: a ${topic} message of ${payload.length} bytes is over the limit`);
      try {
        await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
      } catch (error) {
        log.warn({ err: error, topic }, 'cluster: a message to the other processes was lost');
      }
    },
    subscribe(topic, listener) {
      const set = listeners.get(topic) ?? new Set();
      set.add(listener);
      listeners.set(topic, set);
      return () => set.delete(listener);
    },
    onReconnect(listener) {
      reconnected.add(listener);
      return () => reconnected.delete(listener);
    },
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
