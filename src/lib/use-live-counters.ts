/**
 * Keeps a screen's counts and tables current from the live stream: on a `counters` event for the
 * screen's entity (return, exchange, payment), its queries are invalidated — at most every 300 ms
 * when changes come in a burst.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { liveStream } from './live-stream';
import { readAgain } from './read-again';

const REFRESH_MS = 300;

/**
 * Invalidates `queryKeys` (prefixes) whenever the server says `entity`'s counters changed. The stream
 * needs orders.order.view: pass `enabled` false for a user without it, and the stream is not opened.
 */
export function useLiveCounters(entity: string, queryKeys: readonly QueryKey[], enabled: boolean): void {
  const queryClient = useQueryClient();
  const invalidate = useRef(() => {});
  useEffect(() => {
    invalidate.current = () => queryKeys.forEach((queryKey) => void readAgain(queryClient, queryKey));
  });
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => {
      timer = null;
      invalidate.current();
    };
    const unsubscribe = liveStream.subscribe((name, data) => {
      if (name === 'counters' && (data as { entity?: string }).entity === entity)
        timer ??= setTimeout(refresh, REFRESH_MS);
    });
    return () => {
      unsubscribe();
      if (timer) clearTimeout(timer);
    };
  }, [entity, enabled]);
}
