/**
 * The media library's calls for the picker, the picker field and the MULTIMEDIA screen: a page of the library
 * (`GET /api/media`, total from `x-total-count`), one item, and the seed's multipart upload (parts named `file`).
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { MEDIA_API, MEDIA_LIMITS, type MediaItem } from '../../../contract/media/media';
import type { LibraryPage, LibraryQuery } from '../../../machines/media/media-picker.machine';
import type { UploadFile, UploadOutcome } from '../../../machines/media/media-upload.machine';
import { api, ApiError } from '../../lib/api';

/** Every media query starts with this key, so one invalidation refreshes the picker, the field and the screen. */
export const MEDIA_QUERY_ROOT = ['media'] as const;
export const mediaPageKey = (q: LibraryQuery) => [...MEDIA_QUERY_ROOT, 'page', q.search.trim(), q.pageNum] as const;
export const mediaItemKey = (id: number) => [...MEDIA_QUERY_ROOT, 'item', id] as const;

/** One page of the library, newest first (100 a page, seed §9). */
export async function fetchMediaPage({ search, pageNum }: LibraryQuery, signal?: AbortSignal): Promise<LibraryPage> {
  const query = { pageSize: MEDIA_LIMITS.pageSize, pageNum, search: search.trim() || undefined };
  // The whole response, for its x-total-count header; errors still arrive as ApiError.
  const response = await api.blob(MEDIA_API.list, { query, signal, headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { output: MediaItem[] };
  return { items: body.output, total: Number(response.headers.get('x-total-count') ?? body.output.length) };
}

/** A page through the query client (cached, shared with the screen's list). */
export const loadMediaPage = (client: QueryClient, q: LibraryQuery): Promise<LibraryPage> =>
  client.fetchQuery({
    queryKey: mediaPageKey(q),
    queryFn: ({ signal }) => fetchMediaPage(q, signal),
    staleTime: 5_000,
  });

/** One image by id (the picker field's preview of a saved choice). */
export function useMediaItem(id: number | null | undefined) {
  return useQuery({
    queryKey: mediaItemKey(id ?? 0),
    queryFn: ({ signal }) => api.get<MediaItem>(MEDIA_API.one(id!), { signal }),
    enabled: typeof id === 'number' && id > 0,
    staleTime: 60_000,
  });
}

/**
 * The seed's upload: one multipart part named `file` per file. An answer with errors (400, 413, `status:
 * false`) is an outcome the machine shows; no answer at all rejects (the machine says 'Failed to upload a file.').
 */
export async function uploadMedia(files: UploadFile[], signal?: AbortSignal): Promise<UploadOutcome> {
  const form = new FormData();
  for (const file of files) form.append('file', file as File, file.name);
  try {
    return { ok: true, items: await api.post<MediaItem[]>(MEDIA_API.list, form, { signal }) };
  } catch (error) {
    if (error instanceof ApiError && error.status > 0)
      return { ok: false, errors: error.errors.length ? error.errors : [{ message: error.message }] };
    throw error;
  }
}

/** Pixel size of an image file, read by the browser; null when it cannot decode it (the server then decides). */
export async function readImageSize(file: UploadFile): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file as File);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}
