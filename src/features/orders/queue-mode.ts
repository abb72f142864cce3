/**
 * Queue mode, on unless staff switch it off (kept per browser): an action goes on to confirm the order's
 * next step, and after an order's last step the next order of the tab opens by itself.
 */
import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'portal.orders.queueMode';
const listeners = new Set<() => void>();

const read = () => window.localStorage.getItem(STORAGE_KEY) !== 'off';
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useQueueMode(): [on: boolean, set: (on: boolean) => void] {
  const on = useSyncExternalStore(subscribe, read);
  const set = useCallback((next: boolean) => {
    window.localStorage.setItem(STORAGE_KEY, next ? 'on' : 'off');
    for (const listener of listeners) listener();
  }, []);
  return [on, set];
}
