/**
 * Keeps the order screen live from the stream: counts replace the cached ones, a changed order
 * refreshes the table (at most every 400 ms when many change) and its detail when the version is newer,
 * and `presence` events keep the presence list (use-order-presence.ts), which is read here again after a
 * reconnect and every PRESENCE_REFRESH_MS.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { OrderDetail } from '../../../../contract/orders/order-processing';
import type { OrderPresence, OrderPresenceChange } from '../../../../contract/orders/order-presence';
import { liveStream, type LiveStatus } from '../../../lib/live-stream';
import { readAgain } from '../../../lib/read-again';
import { fetchPresence, heardDuringAction, orderKeys } from '../order-api';
import { applyPresenceChange } from './presence-list';
import { PRESENCE_REFRESH_MS, presenceKeys } from './use-order-presence';

const LIST_REFRESH_MS = 400;

export function useOrderLive(): void {
  const queryClient = useQueryClient();
  // The screen's one reader of the presence list on a timer (other readers only share its answer).
  useQuery({
    queryKey: presenceKeys.list,
    queryFn: ({ signal }) => fetchPresence(signal),
    staleTime: PRESENCE_REFRESH_MS,
    refetchInterval: PRESENCE_REFRESH_MS,
  });
  useEffect(() => {
    let listTimer: ReturnType<typeof setTimeout> | null = null;
    const refreshLists = () => {
      listTimer ??= setTimeout(() => {
        listTimer = null;
        void readAgain(queryClient, orderKeys.lists);
      }, LIST_REFRESH_MS);
    };
    const unsubscribe = liveStream.subscribe((name, data) => {
      if (name === 'counts') queryClient.setQueryData(orderKeys.counts, data);
      if (name === 'presence')
        queryClient.setQueryData<OrderPresence[]>(
          presenceKeys.list,
          (list) => list && applyPresenceChange(list, data as OrderPresenceChange),
        );
      if (name !== 'order') return;
      const change = data as { id: number; version: number };
      refreshLists();
      const shown = queryClient.getQueryData<OrderDetail>(orderKeys.detail(change.id));
      if (shown && shown.version < change.version && !heardDuringAction(change.id, change.version))
        void queryClient.invalidateQueries({ queryKey: orderKeys.detail(change.id) });
    });
    // Presence changed while the stream was down is not replayed: read the list again once it is back.
    let dropped = false;
    const unsubscribeStatus = liveStream.subscribeStatus(() => {
      const status = liveStream.getStatus();
      if (status === 'retrying') dropped = true;
      if (status === 'open' && dropped) {
        dropped = false;
        void readAgain(queryClient, presenceKeys.list);
      }
    });
    return () => {
      unsubscribe();
      unsubscribeStatus();
      if (listTimer) clearTimeout(listTimer);
    };
  }, [queryClient]);
}

/** The stream's state, for the "Live" indicator. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveStream.subscribeStatus, liveStream.getStatus);
}
