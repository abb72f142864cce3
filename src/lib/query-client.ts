/** The TanStack Query client: server data lives here, fetched through the api client. */
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';
import { invalidateWrites } from './write-effects';

/** Client errors (4xx) are answers, not glitches: retrying them only delays the message. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** A fresh client per app (and per test). A successful write invalidates every read it changed (./write-effects.ts). */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      // Returned, so the write resolves once the lists on screen have read again.
      onSuccess: (_data, _variables, _result, mutation) =>
        mutation.meta?.writes ? invalidateWrites(queryClient, mutation.meta.writes) : undefined,
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
