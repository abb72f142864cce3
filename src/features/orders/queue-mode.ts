/**
 * Queue mode, on unless staff switch it off (kept per browser): an action goes on to confirm the order's
 * next step, and after an order's last step the next order of the tab opens by itself.
 */
import { useCallback, useSyncExternalStore } from 'react';

/** Where the choice is kept; 'off' switches queue mode off. */
export const QUEUE_MODE_STORAGE_KEY = 'portal.orders.queueMode';
const listeners = new Set<() => void>();

const read = () => window.localStorage.getItem(QUEUE_MODE_STORAGE_KEY) !== 'off';
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useQueueMode(): [on: boolean, set: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read);
  const set = useCallback((next: boolean) => {
    window.localStorage.setItem(QUEUE_MODE_STORAGE_KEY, next ? 'on' : 'off');
    for (const listener of listeners) listener();
  }, []);
  return [on, set];
}
