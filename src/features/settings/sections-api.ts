/** One portal setting section with TanStack Query: read it, save it with the version read (the answer replaces the cache). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The read and save hooks of the section at `path` (below /api); `onSaved` runs after each save. */
export function useSection<T, U>(path: string, onSaved?: () => void) {
  const key = ['portal-settings', path] as const;
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => api.get<T>(path, { signal }) });
  const save = useMutation({
    mutationFn: (update: U) => api.put<T>(path, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(key, saved);
      onSaved?.();
    },
  });
  return { query, save };
}
