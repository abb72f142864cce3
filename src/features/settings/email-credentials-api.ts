/** The e-mail credentials section with TanStack Query: read, save with the version read, send a test e-mail. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_API, type EmailCredentials, type EmailCredentialsUpdate, type TestEmailResult } from '../../../contract';
import { api } from '../../lib/api';

const emailCredentialsKey = ['portal-settings', 'email-credentials'] as const;

/** The saved SMTP server (the password only hinted) and its version. */
export function useEmailCredentials() {
  return useQuery({
    queryKey: emailCredentialsKey,
    queryFn: ({ signal }) => api.get<EmailCredentials>(MAIL_API.emailCredentials, { signal }),
  });
}

/** Saves the section; the answer (with the next version) replaces the cached one. */
export function useSaveEmailCredentials() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EmailCredentialsUpdate) => api.put<EmailCredentials>(MAIL_API.emailCredentials, update),
    onSuccess: (saved) => queryClient.setQueryData(emailCredentialsKey, saved),
  });
}

/** Sends a test e-mail to the signed-in user through the saved server; the Outbox's list is stale after it. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<TestEmailResult>(MAIL_API.testEmail),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['outbox'] }),
  });
}
