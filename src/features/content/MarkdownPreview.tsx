/**
 * A blog post's body as the storefront will show it: rendered by the server with the renderer it stores posts with
 * (server/content/markdown.ts: raw HTML off, unsafe links refused; the browser ships no Markdown renderer) and
 * passed through DOMPurify before it reaches the page, so nothing typed runs here either — the portal's CSP would
 * report it if it tried.
 */
import DOMPurify from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { useBlogPreview } from './blog-api';

/** How long typing pauses before the preview is asked for again. */
const PAUSE_MS = 250;

/** `value` once it has stayed the same for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export function MarkdownPreview({ markdown, id }: { markdown: string; id?: string }) {
  const text = useSettled(markdown, PAUSE_MS);
  const written = text.trim() !== '';
  const preview = useBlogPreview(text);
  const rendered = written ? (preview.data?.html ?? '') : '';
  const html = useMemo(() => DOMPurify.sanitize(rendered, { USE_PROFILES: { html: true } }), [rendered]);
  return (
    <>
      <div
        id={id}
        className="markdown-preview"
        role="region"
        aria-label="Preview"
        aria-live="off"
        aria-busy={preview.isFetching}
        // oxlint-disable-next-line react/no-danger -- rendered from Markdown with raw HTML off, then sanitised by DOMPurify
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {written && preview.isError && <p className="markdown-preview-error">{errorMessage(preview.error)}</p>}
    </>
  );
}
