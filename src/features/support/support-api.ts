/**
 * Support tickets with TanStack Query: the drawer's ticket and thread, the assignee list, the customers a logged ticket
 * can be for, and the writes (each re-reads the list).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { customerResource } from '../../../contract/customers/customer';
import { resourcePaths } from '../../../contract/platform/resource';
import {
  SUPPORT_TICKET_API,
  supportTicketResource,
  type SupportTicket,
  type TicketCreateInput,
  type TicketDetail,
  type TicketMessageInput,
  type TicketUpdateInput,
  TicketAssigneeSchema,
} from '../../../contract/support/support-ticket';
import { api } from '../../lib/api';
import { invalidateWrites } from '../../lib/write-effects';

export const ticketKeys = {
  detail: (id: number) => ['supportTicket', 'detail', id] as const,
  assignees: ['supportTicket', 'assignees'] as const,
};

export type Assignee = z.infer<typeof TicketAssigneeSchema>;

export type CustomerOption = { id: number; name: string; email: string };

/** Up to 20 customers whose name contains `text` (every customer's first 20 while it is empty). */
export function useCustomerMatches(text: string) {
  return useQuery({
    queryKey: ['supportTicket', 'customers', text],
    queryFn: ({ signal }) =>
      api
        .post<{ content: CustomerOption[] }>(
          resourcePaths(customerResource).search,
          {
            searchCriteriaList: text ? [{ filterKey: 'name', operation: 'cn', value: text }] : [],
            dataOption: 'all',
          },
          { query: { pageNum: 0, pageSize: 20 }, signal },
        )
        .then((page) => page.content),
  });
}

export function useTicketDetail(id: number | null) {
  return useQuery({
    queryKey: ticketKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<TicketDetail>(SUPPORT_TICKET_API.detail(id!), { signal }),
    enabled: id !== null,
  });
}

export function useAssignees() {
  return useQuery({
    queryKey: ticketKeys.assignees,
    queryFn: ({ signal }) => api.get<Assignee[]>(SUPPORT_TICKET_API.assignees, { signal }),
    staleTime: 60_000,
  });
}

/** After any write: the list and the ticket's drawer read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  // The list and every ticket's drawer are one family (['resource', 'supportTicket'], ['supportTicket', …]), plus the dashboard's open tickets.
  return (_id?: number) => invalidateWrites(queryClient, [supportTicketResource.key]);
}

export function useAddMessage(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TicketMessageInput) =>
      api.post<{ ticket: SupportTicket; outboxId: number | null }>(SUPPORT_TICKET_API.messages(id), body),
    onSettled: () => refresh(id),
  });
}

export function useUpdateTicket(id: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TicketUpdateInput) => api.put<SupportTicket>(SUPPORT_TICKET_API.update(id), body),
    onSettled: () => refresh(id),
  });
}

export function useCreateTicket() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: TicketCreateInput) => api.post<SupportTicket>(SUPPORT_TICKET_API.create, body),
    onSettled: () => refresh(),
  });
}
