/** The subscription with TanStack Query: the summary (shell and MY_SUBSCRIPTION), the plans, checkout and invoice PDFs. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  SUBSCRIPTION_API,
  type CheckoutRequest,
  type Invoice,
  type Plan,
  type SubscriptionSummary,
} from '../../../contract/subscription/subscription';
import { api } from '../../lib/api';
import { saveBlob } from '../../components/data-table/download';

export const subscriptionKey = ['subscription'] as const;
const plansKey = ['subscription', 'plans'] as const;

/** Plan, status, days left and invoices; read again every few minutes so a trial's end shows without a reload. */
export function useSubscriptionSummary(enabled = true) {
  return useQuery({
    queryKey: subscriptionKey,
    queryFn: ({ signal }) => api.get<SubscriptionSummary>(SUBSCRIPTION_API.summary, { signal }),
    enabled,
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });
}

export function usePlans() {
  return useQuery({
    queryKey: plansKey,
    queryFn: ({ signal }) => api.get<Plan[]>(SUBSCRIPTION_API.plans, { signal }),
    staleTime: 10 * 60_000,
  });
}

export interface CheckoutResult {
  subscription: SubscriptionSummary;
  invoice: Invoice;
  gatewayOrderId: string;
  gatewayPaymentId: string;
}

/** Pays through the gateway; the answer's summary replaces the cached one. */
export function usePayForPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CheckoutRequest) => api.post<CheckoutResult>(SUBSCRIPTION_API.checkout, request),
    onSuccess: (result) => queryClient.setQueryData(subscriptionKey, result.subscription),
  });
}

/** Downloads an invoice's PDF. */
export async function downloadInvoice(invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> {
  const response = await api.blob(SUBSCRIPTION_API.invoicePdf(invoice.id), { headers: { Accept: 'application/pdf' } });
  saveBlob(await response.blob(), `invoice-${invoice.number}.pdf`);
}
