/** PROFILE with TanStack Query: read the signed-in user's profile, save it at the version read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { API, type Profile, type ProfileForm } from '../../../contract';
import { api } from '../../lib/api';

const profileKey = ['account', 'profile'] as const;

export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: ({ signal }) => api.get<Profile>(API.profile, { signal }) });
}

export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileForm & { version: number }) => api.put<Profile>(API.profile, update),
    onSuccess: (saved) => queryClient.setQueryData(profileKey, saved),
  });
}
