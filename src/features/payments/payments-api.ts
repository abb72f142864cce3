/** The payments screen's own read (contract/payments/payments.ts): the count of payments per status. */
import { useQuery } from '@tanstack/react-query';
import { PAYMENT_API, paymentResource, type PaymentStatusCounts } from '../../../contract';
import { resourceQueryKey } from '../../components/data-table';
import { api } from '../../lib/api';

/** Counts per payment status; shares the resource's key so a table refresh (or a live change) refreshes them too. */
export const usePaymentCounts = () =>
  useQuery({
    queryKey: [...resourceQueryKey(paymentResource), 'status-details'],
    queryFn: ({ signal }) => api.get<PaymentStatusCounts>(PAYMENT_API.statusDetails, { signal }),
  });
