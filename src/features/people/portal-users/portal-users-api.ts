/** Portal users with TanStack Query: the list, add, edit, status, password generation and view-as. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PORTAL_USERS_API,
  type PortalUser,
  type PortalUserCreate,
  type PortalUserSearch,
  type PortalUserStatus,
  type PortalUserUpdate,
  type ViewAsOutput,
} from '../../../../contract/people/portal-users';
import { api } from '../../../lib/api';

const usersKey = ['portal-users'] as const;

/** The users matching the filters (at most the server's cap, with the total that matched). */
export function usePortalUsers(filters: PortalUserSearch) {
  return useQuery({
    queryKey: [...usersKey, filters],
    queryFn: ({ signal }) =>
      api.post<{ rows: PortalUser[]; total: number }>(PORTAL_USERS_API.search, filters, { signal }),
  });
}

/** Every write refreshes the list (a saved user may move in or out of the filters). */
function useUserMutation<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => queryClient.invalidateQueries({ queryKey: usersKey }) });
}

export const useCreatePortalUser = () =>
  useUserMutation((input: PortalUserCreate) => api.post<PortalUser>(PORTAL_USERS_API.create, input));
export const useUpdatePortalUser = () =>
  useUserMutation(({ id, ...input }: PortalUserUpdate & { id: number }) =>
    api.put<PortalUser>(PORTAL_USERS_API.one(id), input),
  );
export const useSetPortalUserStatus = () =>
  useUserMutation(({ id, ...input }: { id: number; status: PortalUserStatus; version: number }) =>
    api.put<PortalUser>(PORTAL_USERS_API.status(id), input),
  );
export const useGeneratePassword = () =>
  useUserMutation((id: number) => api.post<null>(PORTAL_USERS_API.generatePassword(id)));

/** Asks the server for a read-only view-as token for the user. */
export const requestViewAs = (id: number) => api.post<ViewAsOutput>(PORTAL_USERS_API.viewAs(id));
