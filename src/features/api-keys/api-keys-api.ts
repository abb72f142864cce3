/** The API KEYS screen's calls: the list, making a key (refusals with field errors are an outcome), revoking one. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_KEYS_API, type ApiKey, type CreateApiKey, type CreatedApiKey } from '../../../contract';
import type { ApiKeyCreateOutcome } from '../../../machines/store/api-key-create.machine';
import { api, ApiError } from '../../lib/api';

export const apiKeysQueryKey = ['api-keys'] as const;

/** Every key, live ones first. */
export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysQueryKey,
    queryFn: ({ signal }) => api.get<ApiKey[]>(API_KEYS_API.list, { signal }),
  });
}

/** Makes a key; a 400 is the form's to show, anything else a failure to retry. */
export async function createApiKey(values: CreateApiKey): Promise<ApiKeyCreateOutcome> {
  try {
    return { ok: true, created: await api.post<CreatedApiKey>(API_KEYS_API.create, values) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { ok: false, errors: error.errors.length ? error.errors : [{ message: error.message }] };
    throw error;
  }
}

/** Revokes a key; the list is read again whatever the answer (a 409 means someone revoked it first). */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<ApiKey>(API_KEYS_API.revoke(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
}
