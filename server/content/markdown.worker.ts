/** The renderer's worker thread (server/content/markdown-pool.ts): a post's Markdown in, its HTML out. */
import { renderMarkdown } from './markdown';

export default function render(text: string): string {
  return renderMarkdown(text);
}
