/**
 * Presence on the order screen (contract/orders/order-presence.ts): the open order's heartbeat, and who else
 * processes which orders. The list is one TanStack Query (`presenceKeys.list`), read once, then kept by the
 * live stream's `presence` events and re-read on every reconnect and every PRESENCE_REFRESH_MS (useOrderLive
 * owns those). The viewer's own tabs never count as "someone else".
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { PRESENCE_HEARTBEAT_MS, type OrderPresence } from '../../../../contract';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useCurrentUser } from '../../../lib/session/hooks';
import { useViewAs } from '../../../lib/session/view-as';
import { fetchPresence, leavePresence, sendPresenceHeartbeat } from '../order-api';
import { processedByOther } from './presence-list';

/** This tab's id for as long as the page lives (not in sessionStorage: a duplicated tab would share it). */
export const TAB_ID = newIdempotencyKey();

export const presenceKeys = {
  list: ['order-presence'] as const,
  /** This tab's first heartbeat on an order: whether another user had it open first (queue mode passes it by). */
  claim: (orderId: number) => ['order-presence-claim', orderId] as const,
};

/** A change the stream missed is set right by a read at most this much later. */
export const PRESENCE_REFRESH_MS = 30_000;

/** What the order screen asks of presence. */
export interface OrderPresenceApi {
  /** The name of another user who has the order open (the first to open it), or null. Reads the latest list at call time. */
  processedBy: (orderId: number) => string | null;
  /** For the queue mode: true when another user has the order open, so the queue skips it. Reads the latest list at call time. */
  isProcessedByOther: (orderId: number) => boolean;
}

/** Presence as functions that read the cached list when called (safe in key handlers and machines' callbacks). */
export function useOrderPresence(): OrderPresenceApi {
  const queryClient = useQueryClient();
  const viewerId = useCurrentUser()?.id ?? null;
  const processedBy = useCallback(
    (orderId: number) =>
      processedByOther(queryClient.getQueryData<OrderPresence[]>(presenceKeys.list), orderId, viewerId),
    [queryClient, viewerId],
  );
  const isProcessedByOther = useCallback((orderId: number) => processedBy(orderId) !== null, [processedBy]);
  return { processedBy, isProcessedByOther };
}

/** The name of another user processing `orderId` (null when none, or no order): re-renders only when that answer changes. */
export function useProcessedBy(orderId: number | null): string | null {
  const viewerId = useCurrentUser()?.id ?? null;
  const { data } = useQuery({
    queryKey: presenceKeys.list,
    queryFn: ({ signal }) => fetchPresence(signal),
    staleTime: Infinity,
    enabled: orderId !== null,
    select: (list) => (orderId === null ? null : processedByOther(list, orderId, viewerId)),
  });
  return data ?? null;
}

/**
 * Tells the server this tab has `orderId` open while `enabled` (the user may act on orders) and the Master Admin
 * is not viewing as someone (the server refuses every write then): a heartbeat now,
 * every PRESENCE_HEARTBEAT_MS and when the tab shows again; a goodbye when the order closes and when the
 * page goes (`pagehide`, kept alive past the page). A failed heartbeat is left to the next one: presence is
 * a courtesy, never a reason to stop the user working.
 */
export function useOrderPresenceHeartbeat(orderId: number, enabled: boolean): void {
  const queryClient = useQueryClient();
  const viewing = useViewAs() !== null;
  const announce = enabled && !viewing;
  useEffect(() => {
    if (!announce) return undefined;
    const beat = () =>
      void sendPresenceHeartbeat(orderId, TAB_ID)
        .then((heartbeat) => queryClient.setQueryData(presenceKeys.claim(orderId), heartbeat))
        .catch(() => undefined);
    const leave = (keepalive: boolean) => void leavePresence(orderId, TAB_ID, keepalive).catch(() => undefined);
    const onHide = () => leave(true);
    const onShow = () => {
      if (document.visibilityState === 'visible') beat();
    };
    beat();
    const timer = setInterval(beat, PRESENCE_HEARTBEAT_MS);
    window.addEventListener('pagehide', onHide);
    window.addEventListener('pageshow', onShow);
    document.addEventListener('visibilitychange', onShow);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('pageshow', onShow);
      document.removeEventListener('visibilitychange', onShow);
      leave(false);
    };
  }, [orderId, announce, queryClient]);
}
