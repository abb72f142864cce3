/**
 * Order processing calls (contract/orders/order-processing.ts) and their TanStack Query keys: the status
 * counts, one order's detail, notes, actions (the label action answers the PDF itself), bulk jobs and presence.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { ORDER_API, orderResource, type OrderPresence, type PresenceHeartbeat } from '../../../contract';
import {
  IDEMPOTENCY_HEADER,
  ORDER_ACTION_SEGMENT,
  type BulkActionRequest,
  type BulkJob,
  type OrderActionResult,
  type OrderDetail,
  type OrderStatusCounts,
} from '../../../contract/orders/order-processing';
import type { OrderActionSubmission } from '../../../machines/orders/order-actions.machine';
import type { BulkStart } from '../../../machines/platform/bulk-job.machine';
import { saveBlob } from '../../components/data-table/download';
import { resourceQueryKey } from '../../components/data-table';
import { api } from '../../lib/api';

export const orderKeys = {
  counts: ['order-status-counts'] as const,
  detail: (id: number) => ['order-detail', id] as const,
  /** Every page of the order table. */
  lists: resourceQueryKey(orderResource),
};

/** Exact counts per status; kept fresh by the live stream, not by polling. */
export function useOrderCounts() {
  return useQuery({
    queryKey: orderKeys.counts,
    queryFn: ({ signal }) => api.get<OrderStatusCounts>(ORDER_API.statusDetails, { signal }),
    staleTime: Infinity,
  });
}

/** How long a read order is shown without reading it again. */
export const ORDER_DETAIL_FRESH_MS = 5_000;

/**
 * Orders with an action under way (sent, then read again), with the newest version the live stream announced for
 * each meanwhile: the action's own reading answers its own change, so the stream's announcement of that change (which
 * can arrive before the action's answer) does not read the order a second time.
 */
const actionsUnderWay = new Map<number, number>();

/** An action on the order is being sent. */
export const actionUnderWay = (id: number) => actionsUnderWay.set(id, actionsUnderWay.get(id) ?? 0);

/** The action ended without a reading (it failed): the stream's announcements read the order again, as they do otherwise. */
export const actionEnded = (id: number) => actionsUnderWay.delete(id);

/** Reads the order after its action; a version announced meanwhile that is newer than the reading is read once more. */
export async function readOrderAfterAction(
  queryClient: QueryClient,
  id: number,
  read: () => Promise<OrderDetail>,
): Promise<OrderDetail> {
  actionUnderWay(id);
  try {
    const order = await read();
    const shown = queryClient.getQueryData<OrderDetail>(orderKeys.detail(id));
    if (!shown || shown.version < order.version) queryClient.setQueryData(orderKeys.detail(id), order);
    if ((actionsUnderWay.get(id) ?? 0) > order.version)
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(id) });
    return order;
  } finally {
    actionEnded(id);
  }
}

/** True when an action on the order is under way (the version is noted for its reading); the stream then leaves it be. */
export function heardDuringAction(id: number, version: number): boolean {
  const heard = actionsUnderWay.get(id);
  if (heard === undefined) return false;
  actionsUnderWay.set(id, Math.max(heard, version));
  return true;
}

/** Reads one order (`GET …/{id}`). */
export const fetchOrderDetail = (id: number, signal?: AbortSignal) =>
  api.get<OrderDetail>(ORDER_API.detail(id), { signal });

export function useOrderDetail(id: number | null) {
  return useQuery({
    queryKey: orderKeys.detail(id ?? 0),
    queryFn: ({ signal }) => fetchOrderDetail(id!, signal),
    enabled: id !== null,
    staleTime: ORDER_DETAIL_FRESH_MS,
  });
}

export const addOrderNote = (id: number, note: string) => api.post<unknown>(ORDER_API.notes(id), { note });

export const labelFileName = (orderNo: string) => `label-${orderNo}.pdf`;

/** Sends one attempt of an action; the label action downloads its PDF as label-<orderNo>.pdf. */
export async function submitOrderAction({
  action,
  order,
  reason,
  idempotencyKey,
}: OrderActionSubmission): Promise<OrderActionResult | null> {
  const path = ORDER_API.action(ORDER_ACTION_SEGMENT[action], order.id);
  const body = { version: order.version, ...(reason ? { reason } : {}) };
  const headers = { [IDEMPOTENCY_HEADER]: idempotencyKey };
  if (action !== 'order.generateLabel') return api.put<OrderActionResult>(path, body, { headers });
  const response = await api.blob(path, { method: 'PUT', body, headers: { ...headers, Accept: 'application/pdf' } });
  saveBlob(await response.blob(), labelFileName(order.orderNo));
  return null;
}

/** Downloads the label generated earlier (`GET …/{id}/label`). */
export async function downloadLabel(id: number, orderNo: string): Promise<void> {
  const response = await api.blob(ORDER_API.label(id), { headers: { Accept: 'application/pdf' } });
  saveBlob(await response.blob(), labelFileName(orderNo));
}

export function startBulkJob({ action, target, reason }: BulkStart): Promise<{ id: string }> {
  const body: BulkActionRequest = { action, ...target, ...(reason ? { reason } : {}) };
  return api.post<{ id: string }>(ORDER_API.bulk, body);
}

export const getBulkJob = (id: string, signal?: AbortSignal) => api.get<BulkJob>(ORDER_API.bulkJob(id), { signal });
export const retryBulkJob = (id: string) => api.post<unknown>(ORDER_API.bulkRetry(id));

/** Who has which order open (contract/orders/order-presence.ts). */
export const fetchPresence = (signal?: AbortSignal) => api.get<OrderPresence[]>(ORDER_API.presenceList, { signal });

/** This tab has the order open; the answer says whether another user had it open first. */
export const sendPresenceHeartbeat = (orderId: number, tabId: string) =>
  api.put<PresenceHeartbeat>(ORDER_API.presence(orderId), undefined, { query: { tabId } });

/** This tab closed the order; `keepalive` lets the goodbye outlive a page that is going. */
export const leavePresence = (orderId: number, tabId: string, keepalive: boolean) =>
  api.delete<unknown>(ORDER_API.presence(orderId), { query: { tabId }, keepalive });
