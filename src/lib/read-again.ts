/**
 * Reads queries again because the server said they changed (a live-stream ping, a reconnect). TanStack Query
 * folds an invalidation into a read already in flight when the query has no data yet (its first read), and
 * that read may have been answered before the change: the change would then be lost until some later read,
 * which for a screen kept live by the stream may never come. So a first read in flight is let finish and then
 * read once more (not cancelled: a burst of pings would then restart a slow first read for ever).
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query';

export async function readAgain(queryClient: QueryClient, queryKey: QueryKey): Promise<void> {
  const firstReads = queryClient.getQueryCache().findAll({
    queryKey,
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  });
  await queryClient.invalidateQueries({ queryKey });
  if (firstReads.length > 0)
    await queryClient.invalidateQueries({ queryKey, predicate: (query) => firstReads.includes(query) });
}
