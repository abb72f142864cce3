/** PREFIX_SETTINGS with TanStack Query: every number type's prefix and next number, and a save of one at the version read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PREFIX_SETTINGS_API, type PrefixRow, type PrefixType, type PrefixUpdate } from '../../../contract';
import { api } from '../../lib/api';

const prefixesKey = ['prefix-settings'] as const;

export function usePrefixSettings() {
  return useQuery({
    queryKey: prefixesKey,
    queryFn: ({ signal }) => api.get<PrefixRow[]>(PREFIX_SETTINGS_API.list, { signal }),
  });
}

/** Saves one type's prefix; the answer (with the next version) replaces that row in the cached list. */
export function useSavePrefix(type: PrefixType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: PrefixUpdate) => api.put<PrefixRow>(PREFIX_SETTINGS_API.one(type), update),
    onSuccess: (saved) =>
      queryClient.setQueryData<PrefixRow[]>(prefixesKey, (rows) =>
        rows?.map((r) => (r.type === saved.type ? saved : r)),
      ),
  });
}
