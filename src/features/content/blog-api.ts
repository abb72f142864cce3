/** The blog editor's live preview with TanStack Query: a draft body's HTML as the server would store it. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { BLOG_API, type BlogPreview } from '../../../contract/content/blog';
import { api } from '../../lib/api';

/** The HTML of `text` (asked for only when something is written); the last answer stays while the next is on its way. */
export function useBlogPreview(text: string) {
  return useQuery({
    queryKey: ['blog-preview', text],
    queryFn: ({ signal }) => api.post<BlogPreview>(BLOG_API.preview, { body: text }, { signal }),
    enabled: text.trim() !== '',
    // The last preview stays while the next is on its way, so it does not flash.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
