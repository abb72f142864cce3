/**
 * Fan-out of "something changed" to the server-sent-event streams (GET /api/order-details/live). Services publish
 * after their transaction commits; each open portal's stream listens. This process's streams hear it at once; the
 * other processes on the same PostgreSQL hear it through the cluster (server/platform/cluster.ts, LISTEN/NOTIFY).
 */
import { EventEmitter } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import type { LiveEvents } from '../../contract/orders/order-processing';
import { singleProcess, type Cluster } from './cluster';

export type LiveEventName = keyof LiveEvents;
export type LiveListener = <N extends LiveEventName>(name: N, data: LiveEvents[N]) => void;

export interface LiveBus {
  publish<N extends LiveEventName>(name: N, data: LiveEvents[N]): void;
  /** Tells this process's streams only: the statement that made the change told the other processes (`notifySql`). */
  publishHere<N extends LiveEventName>(name: N, data: LiveEvents[N]): void;
  /**
   * For a statement that makes a change: a SQL aggregate telling the other processes one `name` event per row, `data`
   * being a row's event as SQL json, when the statement's transaction commits; null when there is no other process.
   * The events of one statement travel in one NOTIFY, so they must fit in PAYLOAD_LIMIT together.
   */
  notifySql(name: LiveEventName, data: SQL): SQL | null;
  /** Listens to every event; returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
}

/** Users per notifications message: a NOTIFY payload holds under 8 kB. */
const USERS_PER_MESSAGE = 500;

/** The messages one event travels to the other processes in (a long list of users is split). */
function messagesOf<N extends LiveEventName>(name: N, data: LiveEvents[N]): { name: LiveEventName; data: unknown }[] {
  if (name !== 'notifications') return [{ name, data }];
  const { userIds } = data as LiveEvents['notifications'];
  return Array.from({ length: Math.ceil(userIds.length / USERS_PER_MESSAGE) }, (_, i) => ({
    name,
    data: { userIds: userIds.slice(i * USERS_PER_MESSAGE, (i + 1) * USERS_PER_MESSAGE) },
  }));
}

export function createLiveBus(cluster: Cluster = singleProcess()): LiveBus {
  const emitter = new EventEmitter();
  // Every open portal tab is a listener; the default limit of 10 is not a leak here.
  emitter.setMaxListeners(0);
  cluster.subscribe('live', (message) => {
    const { name, data } = message as { name: LiveEventName; data: unknown };
    emitter.emit('event', name, data);
  });
  return {
    publish: (name, data) => {
      emitter.emit('event', name, data);
      for (const message of messagesOf(name, data)) void cluster.publish('live', message);
    },
    publishHere: (name, data) => {
      emitter.emit('event', name, data);
    },
    notifySql: (name, data) =>
      cluster.notifySql(
        sql`json_agg(json_build_object('topic', 'live', 'data', json_build_object('name', ${name}::text, 'data', ${data})))`,
      ),
    subscribe(listener) {
      emitter.on('event', listener);
      return () => {
        emitter.off('event', listener);
      };
    },
  };
}
