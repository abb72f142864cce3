/** The Outbox with TanStack Query: a page of messages, one message with its text, and Resend. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MAIL_API, type OutboxMessage, type OutboxPage, type OutboxStatus } from '../../../contract';
import { api } from '../../lib/api';

/** One page of the Outbox, newest first, optionally of one status. */
export function useOutbox(page: number, status: OutboxStatus | null) {
  const query = new URLSearchParams({ page: String(page), ...(status ? { status } : {}) });
  return useQuery({
    queryKey: ['outbox', 'list', page, status],
    queryFn: ({ signal }) => api.get<OutboxPage>(`${MAIL_API.outbox}?${query}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One message with its text (Master Admin only: it may hold a code). */
export function useOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: ['outbox', 'message', id],
    queryFn: ({ signal }) => api.get<OutboxMessage>(MAIL_API.outboxMessage(id!), { signal }),
    enabled: id !== null,
  });
}

/** Sends a failed or unsent message again; the list and the message are re-read after. */
export function useResend() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<OutboxMessage>(MAIL_API.resend(id)),
    onSuccess: (message) => queryClient.setQueryData(['outbox', 'message', message.id], message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['outbox', 'list'] }),
  });
}
