/**
 * A blog post's body as the storefront will show it: rendered by contract/content/markdown.ts (the server's renderer:
 * raw HTML off, unsafe links refused) and passed through DOMPurify before it reaches the page, so nothing typed
 * runs here either — the portal's CSP would report it if it tried.
 */
import DOMPurify from 'dompurify';
import { useDeferredValue, useMemo } from 'react';
import { renderMarkdown } from '../../../contract/content/markdown';

export function MarkdownPreview({ markdown, id }: { markdown: string; id?: string }) {
  // Deferred: typing stays quick in a long post; the preview catches up when the browser is idle.
  const text = useDeferredValue(markdown);
  const html = useMemo(() => DOMPurify.sanitize(renderMarkdown(text), { USE_PROFILES: { html: true } }), [text]);
  return (
    <div
      id={id}
      className="markdown-preview"
      role="region"
      aria-label="Preview"
      aria-live="off"
      // oxlint-disable-next-line react/no-danger -- rendered from Markdown with raw HTML off, then sanitised by DOMPurify
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
