/** Return and exchange calls (contract/returns/returns.ts) and their TanStack Query keys: counts, detail and actions. */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_HEADER } from '../../../contract/orders/order-processing';
import type { RefundMethod, ReturnKind } from '../../../contract/orders/order-status';
import {
  RETURN_ACTION_SEGMENT,
  RETURN_API,
  returnResource,
  type ReturnActionEvent,
  type ReturnDetail,
  type ReturnStatusCounts,
} from '../../../contract/returns/returns';
import { resourceQueryKey } from '../../components/data-table';
import { api } from '../../lib/api';
import { invalidateWrites } from '../../lib/write-effects';

export const returnKeys = {
  counts: (kind: ReturnKind) => ['return-status-counts', kind] as const,
  detail: (id: number) => ['return-detail', id] as const,
  /** Every request's detail. */
  details: ['return-detail'] as const,
  /** Every page of the return and exchange tables. */
  lists: resourceQueryKey(returnResource),
};

/** Exact counts per status of one kind (seed §7 `order-return/status-details/{requestedFor}`). */
export function useReturnCounts(kind: ReturnKind) {
  return useQuery({
    queryKey: returnKeys.counts(kind),
    queryFn: ({ signal }) => api.get<ReturnStatusCounts>(RETURN_API.statusDetails(kind), { signal }),
  });
}

export function useReturnDetail(id: number | null) {
  return useQuery({
    queryKey: returnKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ReturnDetail>(RETURN_API.detail(id!), { signal }),
    enabled: id !== null,
  });
}

/** One attempt of an action; the key stays the same on a retry, so a repeat applies nothing twice. */
export interface ReturnActionAttempt {
  action: ReturnActionEvent;
  id: number;
  version: number;
  reason?: string;
  refundMethod?: RefundMethod;
  idempotencyKey: string;
}

export function submitReturnAction({ action, id, version, reason, refundMethod, idempotencyKey }: ReturnActionAttempt) {
  const body = { version, ...(reason ? { reason } : {}), ...(refundMethod ? { refundMethod } : {}) };
  return api.put<unknown>(RETURN_API.action(RETURN_ACTION_SEGMENT[action], id), body, {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

/** After an action: the details, the tables and the counts read again, with what a return changes elsewhere (lib/write-effects.ts). */
export async function refreshAfterAction(client: QueryClient, _kind: ReturnKind, _id: number): Promise<void> {
  await invalidateWrites(client, [returnKeys.lists[1]]);
}
