/**
 * What one portal process tells the others (issue 16): several processes on one PostgreSQL hear each other through
 * its LISTEN/NOTIFY — the live events of the portals' streams, and the sessions that just ended. A process applies
 * its own news at once and ignores its own echo; the others apply it when the notification arrives (milliseconds).
 * The embedded PGlite database is one process by design: its cluster is just this process (`singleProcess`).
 *
 * A notification carries at most PAYLOAD_LIMIT bytes of JSON (PostgreSQL's limit is 8000); a publisher splits
 * what could be larger. Messages published together (a batch of order actions answering at once) travel in one
 * NOTIFY, as many as fit, one NOTIFY in flight at a time: a NOTIFY per order action was a round trip per action,
 * the order actions' most frequent statement (issue 47). The listening connection is the only long-lived one
 * outside the pool: lost, it is opened again with a backoff, and `onReconnect` lets the owners drop what they may
 * have missed (the session cache).
 */
import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
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
  /**
   * For a statement that makes a change: a SQL expression sending `messages` (a SQL json array of `{topic, data}`,
   * at most PAYLOAD_LIMIT bytes) as one NOTIFY, delivered when the statement's transaction commits, with no round trip
   * of its own; null when there is no other process to tell.
   */
  notifySql(messages: SQL): SQL | null;
  close(): Promise<void>;
}

interface Message {
  topic: ClusterTopic;
  data: unknown;
}
/** What one NOTIFY carries: the sender and its messages in the order published. */
interface Envelope {
  from: string;
  messages: Message[];
}

/** No other process to tell (PGlite, and the tests' in-process apps). */
export function singleProcess(): Cluster {
  return {
    id: randomUUID(),
    publish: async () => {},
    subscribe: () => () => {},
    onReconnect: () => () => {},
    notifySql: () => null,
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

  // Our own NOTIFYs come back to our LISTEN too: told by the sender at the payload's start (as JSON.stringify and
  // PostgreSQL's json_build_object write it), so a batch's echo is not parsed only to be dropped.
  const ownPrefixes = [`{"from":"${id}"`, `{"from" : "${id}"`];
  const deliver = (payload: string | undefined) => {
    if (!payload || ownPrefixes.some((prefix) => payload.startsWith(prefix))) return;
    let message: Envelope;
    try {
      message = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (message.from === id || !Array.isArray(message.messages)) return;
    for (const { topic, data } of message.messages) for (const listener of listeners.get(topic) ?? []) listener(data);
  };
  const send = async (payload: string) => {
    try {
      await db.execute(sql`select pg_notify(${CHANNEL}, ${payload})`);
    } catch (error) {
      log.warn({ err: error }, 'cluster: messages to the other processes were lost');
    }
  };
  const outbox = notifyOutbox(id, send);

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
      await outbox.add(topic, JSON.stringify({ topic, data } satisfies Message));
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
    notifySql: (messages) =>
      sql`pg_notify(${CHANNEL}, json_build_object('from', ${id}::text, 'messages', ${messages})::text)`,
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}

/**
 * Gathers the messages published in one turn of the event loop (and while a NOTIFY is in flight) into as few
 * payloads of at most PAYLOAD_LIMIT bytes as they fit in, sent one after another in the order published.
 */
function notifyOutbox(from: string, send: (payload: string) => Promise<void>) {
  const head = `{"from":${JSON.stringify(from)},"messages":[`;
  const tail = ']}';
  const room = PAYLOAD_LIMIT - Buffer.byteLength(head) - Buffer.byteLength(tail);
  let waiting: { json: string; bytes: number; sent: () => void }[] = [];
  let busy = false;

  const flush = async () => {
    while (waiting.length > 0) {
      // The first always fits (add checked it); each next one adds its bytes and a comma.
      let bytes = waiting[0].bytes;
      let count = 1;
      while (count < waiting.length && bytes + 1 + waiting[count].bytes <= room) bytes += 1 + waiting[count++].bytes;
      const batch = waiting.slice(0, count);
      waiting = waiting.slice(count);
      await send(head + batch.map((m) => m.json).join(',') + tail);
      for (const message of batch) message.sent();
    }
    busy = false;
  };

  return {
    /** Resolves once PostgreSQL has the message (or its loss was logged). */
    add(topic: ClusterTopic, json: string): Promise<void> {
      const bytes = Buffer.byteLength(json);
      if (bytes > room)
        return Promise.reject(new Error(`cluster: a ${topic} message of ${bytes} bytes is over the limit`));
      return new Promise<void>((sent) => {
        waiting.push({ json, bytes, sent });
        if (busy) return;
        busy = true;
        // After this turn's other publishers: the answers of one batch of actions share the NOTIFY.
        setImmediate(() => void flush());
      });
    },
  };
}
