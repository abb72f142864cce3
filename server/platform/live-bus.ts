/**
 * In-process fan-out of "something changed" to the server-sent-event streams (GET /api/order-details/live).
 * Services publish after their transaction commits; each open portal's stream listens.
 * One process serves the portal; several processes would relay these through PostgreSQL LISTEN/NOTIFY.
 */
import { EventEmitter } from 'node:events';
import type { LiveEvents } from '../../contract/order-processing';

export type LiveEventName = keyof LiveEvents;
export type LiveListener = <N extends LiveEventName>(name: N, data: LiveEvents[N]) => void;

export interface LiveBus {
  publish<N extends LiveEventName>(name: N, data: LiveEvents[N]): void;
  /** Listens to every event; returns the unsubscribe. */
  subscribe(listener: LiveListener): () => void;
}

export function createLiveBus(): LiveBus {
  const emitter = new EventEmitter();
  // Every open portal tab is a listener; the default limit of 10 is not a leak here.
  emitter.setMaxListeners(0);
  return {
    publish: (name, data) => { emitter.emit('event', name, data); },
    subscribe(listener) {
      emitter.on('event', listener);
      return () => { emitter.off('event', listener); };
    },
  };
}
