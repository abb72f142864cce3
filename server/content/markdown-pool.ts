/**
 * Renders posts' Markdown on a worker thread, off the event loop. markdown-it is linear, but a hostile body at the
 * 50,000-character limit (25,000 nested `*a`, or 50,000 `[`) took 0.6–1.9 s: on the event loop, anyone allowed to
 * preview a post could stall every other request of the process with a few such previews at once.
 *
 * One thread (the other core stays the API's). A save always waits its turn; a preview, which anyone who may view
 * posts can ask for as fast as they type, is refused with 429 and Retry-After once PREVIEW_QUEUE renders are waiting,
 * so a flood of previews cannot pile up work or memory, nor hold up a save for long.
 */
import { Piscina } from 'piscina';
import { BLOG_MESSAGES } from '../../contract/content/blog';
import { HttpError } from '../platform/http/http-errors';

/** Renders that may be waiting for the thread when a preview is asked for. */
export const PREVIEW_QUEUE = 4;

/**
 * The worker loads TypeScript through tsx, as the server does (`npm start` runs it under tsx, whose loader a worker
 * inherits; a test runner's process may not have it).
 */
const execArgv = process.execArgv.some((arg) => arg.includes('tsx'))
  ? process.execArgv
  : [...process.execArgv, '--import', 'tsx'];

let pool: Piscina<string, string> | undefined;
const renderer = () =>
  (pool ??= new Piscina({
    filename: new URL('./markdown.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: 60_000,
    execArgv,
  }));

/** The HTML of a post's Markdown (what a save stores), rendered on the worker thread. */
export function renderMarkdownOffLoop(text: string): Promise<string> {
  return renderer().run(text);
}

/** The same for the editor's live preview: 429 when PREVIEW_QUEUE renders are already waiting. */
export function renderPreview(text: string): Promise<string> {
  if (renderer().queueSize >= PREVIEW_QUEUE)
    throw new HttpError(429, [{ message: BLOG_MESSAGES.rendererBusy }], { 'retry-after': '1' });
  return renderMarkdownOffLoop(text);
}
