/**
 * BLOG's Markdown (issue 15 §3), rendered here for the HTML the server stores for the storefront and for the editor's
 * live preview (server/content/blog-routes.ts), so the two are the same and the browser ships no renderer: markdown-it
 * (bounded nesting, linear on hostile input) with raw HTML off, so a `<script>`, an `onerror=` or any other
 * tag typed into a post comes out as text; its link check refuses `javascript:`, `vbscript:`, `file:` and
 * non-image `data:` URLs, which then stay text too. The browser also passes the HTML through DOMPurify before
 * showing it (src/features/content/MarkdownPreview.tsx).
 */
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: true, breaks: false });

// Links open in a new tab without handing the storefront's window to the other site.
const defaultLinkOpen =
  markdown.renderer.rules.link_open ?? ((tokens, i, options, _env, self) => self.renderToken(tokens, i, options));
markdown.renderer.rules.link_open = (tokens, i, options, env, self) => {
  tokens[i].attrSet('rel', 'noopener noreferrer nofollow');
  return defaultLinkOpen(tokens, i, options, env, self);
};

/** The HTML of a post's Markdown. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}
