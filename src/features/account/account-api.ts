/** The signed-in user's own account: PROFILE with TanStack Query (read, save at the version read) and CHANGE_PASSWORD. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API, type ChangePasswordRequest, type Profile, type ProfileForm } from '../../../contract';
import { api } from '../../lib/api';
import { useSession } from '../../lib/session/session-context';

const profileKey = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => api.get<Profile>(ACCOUNT_API.profile, { signal }) });
}

/** Saves the profile; the session (top bar, user menu) takes the saved name and e-mail at once. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  const session = useSession();
  return useMutation({
    mutationFn: (update: ProfileForm & { version: number }) => api.put<Profile>(ACCOUNT_API.profile, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(profileKey, saved);
      session.send({ type: 'session.profile', name: saved.name, email: saved.email });
    },
  });
}

/** Changes the password: the server checks the current one, keeps this session and ends the user's others. */
export const changePassword = (values: ChangePasswordRequest) => api.post<null>(ACCOUNT_API.changePassword, values);
