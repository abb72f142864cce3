/** The WEBHOOKS screen's calls: endpoints, saving one (a 400 is the form's to show), rolling its secret, a test ping, deliveries, redeliver. */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  WEBHOOKS_API,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEndpointWithSecret,
  type WebhookTestResult,
} from '../../../contract';
import type { WebhookSaveInput, WebhookSaveOutcome } from '../../../machines/webhooks/webhook-endpoint.machine';
import { api, ApiError } from '../../lib/api';

export const webhooksQueryKey = ['webhooks'] as const;

export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhooksQueryKey,
    queryFn: ({ signal }) => api.get<WebhookEndpoint[]>(WEBHOOKS_API.list, { signal }),
  });
}

/** Adds an endpoint (its secret in the answer) or changes one at the version it was read. */
export async function saveWebhookEndpoint({ endpoint, values }: WebhookSaveInput): Promise<WebhookSaveOutcome> {
  try {
    if (!endpoint) {
      const made = await api.post<WebhookEndpointWithSecret>(WEBHOOKS_API.create, values);
      return { ok: true, endpoint: made.endpoint, secret: made.secret };
    }
    const saved = await api.put<WebhookEndpoint>(WEBHOOKS_API.one(endpoint.id), {
      ...values,
      version: endpoint.version,
    });
    return { ok: true, endpoint: saved, secret: null };
  } catch (error) {
    if (error instanceof ApiError && error.status === 400)
      return { ok: false, errors: error.errors.length ? error.errors : [{ message: error.message }] };
    throw error;
  }
}

export const rollWebhookSecret = (endpoint: WebhookEndpoint) =>
  api.post<WebhookEndpointWithSecret>(WEBHOOKS_API.rollSecret(endpoint.id));

export interface DeliveryFilter {
  eventType: string;
  outcome: string;
}

const deliveriesKey = (id: number, filter: DeliveryFilter) => [...webhooksQueryKey, id, 'deliveries', filter] as const;

/** An endpoint's deliveries, newest first, by event type and outcome; read again every few seconds while retries run. */
export function useDeliveries(endpointId: number, filter: DeliveryFilter) {
  return useQuery({
    queryKey: deliveriesKey(endpointId, filter),
    queryFn: ({ signal }) => {
      const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v !== ''));
      return api.get<WebhookDelivery[]>(`${WEBHOOKS_API.deliveries(endpointId)}?${query}`, { signal });
    },
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.some((d) => d.outcome === 'pending') ? 3000 : false),
  });
}

/** Sends a test ping now; the endpoint's deliveries are read again. */
export function useSendTestEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post<WebhookTestResult>(WEBHOOKS_API.test(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}

export function useRedeliver(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => api.post<WebhookDelivery>(WEBHOOKS_API.redeliver(endpointId, deliveryId)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: webhooksQueryKey }),
  });
}
