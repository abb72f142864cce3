/**
 * Keeps the order screen live from the stream: counts replace the cached ones, a changed order
 * refreshes the table (at most every 400 ms when many change) and its detail when the version is newer.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { OrderDetail } from '../../../../contract/order-processing';
import { liveStream, type LiveStatus } from '../../../lib/live-stream';
import { orderKeys } from '../order-api';

const LIST_REFRESH_MS = 400;

export function useOrderLive(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let listTimer: ReturnType<typeof setTimeout> | null = null;
    const refreshLists = () => {
      listTimer ??= setTimeout(() => {
        listTimer = null;
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
      }, LIST_REFRESH_MS);
    };
    const unsubscribe = liveStream.subscribe((name, data) => {
      if (name === 'counts') queryClient.setQueryData(orderKeys.counts, data);
      if (name !== 'order') return;
      const change = data as { id: number; version: number };
      refreshLists();
      const shown = queryClient.getQueryData<OrderDetail>(orderKeys.detail(change.id));
      if (shown && shown.version < change.version) void queryClient.invalidateQueries({ queryKey: orderKeys.detail(change.id) });
    });
    return () => {
      unsubscribe();
      if (listTimer) clearTimeout(listTimer);
    };
  }, [queryClient]);
}

/** The stream's state, for the "Live" indicator. */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveStream.subscribeStatus, liveStream.getStatus);
}
