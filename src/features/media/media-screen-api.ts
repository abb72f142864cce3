/**
 * MULTIMEDIA's server data: a page of the library (shared keys with the picker), rename / alt text bound to
 * the version read, where an image is used, and delete. Every write refreshes every media query.
 */
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_API, type MediaItem, type MediaUpdate, type MediaUse } from '../../../contract/media/media';
import { MEDIA_QUERY_ROOT, fetchMediaPage, mediaPageKey } from '../../components/media';
import { api } from '../../lib/api';

/** A page of the library; the previous page stays shown while the next loads. */
export function useMediaPage(search: string, pageNum: number) {
  return useQuery({
    queryKey: mediaPageKey({ search, pageNum }),
    queryFn: ({ signal }) => fetchMediaPage({ search, pageNum }, signal),
    placeholderData: keepPreviousData,
  });
}

/** Where an image is used (categories, products, sliders, size charts…). */
export function useMediaUses(id: number | null) {
  return useQuery({
    queryKey: [...MEDIA_QUERY_ROOT, 'uses', id ?? 0],
    queryFn: ({ signal }) => api.get<MediaUse[]>(MEDIA_API.uses(id!), { signal }),
    enabled: id !== null,
  });
}

const useRefreshMedia = () => {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: MEDIA_QUERY_ROOT });
};

/** Rename / alt text; a stale version answers 409 (the catalogue's conflict message). */
export function useUpdateMedia() {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: MediaUpdate }) =>
      api.request<MediaItem>(MEDIA_API.one(id), { method: 'PATCH', body }),
    onSuccess: refresh,
  });
}

/** Delete; an image still in use answers 409 naming its users. */
export function useDeleteMedia() {
  const refresh = useRefreshMedia();
  return useMutation({
    mutationFn: (id: number) => api.delete<null>(MEDIA_API.one(id)),
    onSettled: refresh,
  });
}

/** How a use reads in the list: `category "Sarees"`. */
export const describeUse = (use: MediaUse) => `${use.kind} "${use.name}"`;
