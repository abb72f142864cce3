/** The delivery-partner setting with TanStack Query: read it, save it with the version read. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PORTAL_SETTINGS_API, type DeliveryPartnerSetting, type DeliveryPartnerUpdate } from '../../../contract';
import { api } from '../../lib/api';

const deliveryPartnerKey = ['portal-settings', 'delivery-partner'] as const;

/** The chosen partner, its version and the partners to choose from. */
export function useDeliveryPartner() {
  return useQuery({
    queryKey: deliveryPartnerKey,
    queryFn: ({ signal }) => api.get<DeliveryPartnerSetting>(PORTAL_SETTINGS_API.deliveryPartner, { signal }),
  });
}

/** Saves a choice; the answer (with the next version) replaces the cached setting. */
export function useSaveDeliveryPartner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: DeliveryPartnerUpdate) =>
      api.put<DeliveryPartnerSetting>(PORTAL_SETTINGS_API.deliveryPartner, update),
    onSuccess: (saved) => queryClient.setQueryData(deliveryPartnerKey, saved),
  });
}
