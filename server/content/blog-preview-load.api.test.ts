/**
 * The blog's Markdown renders on a worker thread (server/content/markdown-pool.ts): hostile bodies at the size limit,
 * previewed at once, leave the event loop free for every other request; previews past the renderer's queue are refused
 * with 429 and Retry-After, the rest answered in full; a save made during such a flood waits its turn and is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_API, BLOG_LIMITS, BLOG_MESSAGES, blogResource, type BlogPost } from '../../contract/content/blog';
import { renderMarkdown } from './markdown';
import { PREVIEW_QUEUE } from './markdown-pool';
import { postJson, signInAs } from '../test-support/requests';
import { createTestApp, type TestApp } from '../test-support/test-app';

/** Nested emphasis to the body limit: the slowest input found for markdown-it (0.6–1.9 s a render). */
const HOSTILE = '*a'.repeat(BLOG_LIMITS.body / 2);

/**
 * The longest the event loop went without a turn while `work` ran, in ms: a tick on every turn measures the gaps, the
 * last one up to the moment the work is done (a loop held throughout never ticks at all, so its one gap is the run).
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stall: number; took: number }> {
  const started = performance.now();
  let last = started;
  let stall = 0;
  let done = false;
  const tick = () => {
    const now = performance.now();
    stall = Math.max(stall, now - last);
    last = now;
    if (!done) setImmediate(tick);
  };
  setImmediate(tick);
  const result = await work();
  done = true;
  const now = performance.now();
  return { result, stall: Math.max(stall, now - last), took: now - started };
}

describe('Markdown off the event loop', () => {
  let t: TestApp;
  let token: string;
  const preview = (body = HOSTILE) => postJson(t.app, BLOG_API.preview, { body }, { token });
  beforeAll(async () => {
    t = await createTestApp('pglite', {}, { orders: 10 });
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
    // The worker thread starts with the first render.
    expect((await preview('*warm*')).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  it('keeps the event loop free while hostile previews render', async () => {
    const {
      result: answers,
      stall,
      took,
    } = await longestStall(() => Promise.all(Array.from({ length: PREVIEW_QUEUE }, () => preview())));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    expect(answers[0].json().output.html).toBe(renderMarkdown(HOSTILE));
    // On the event loop, the renders held it for the whole run; off it, its longest stall is the requests' own parsing
    // and answering (under a quarter of the run: a loaded machine's own pauses fit in that).
    expect(stall, `longest event-loop stall of a ${Math.round(took)} ms run`).toBeLessThan(took / 4);
  });

  it('refuses previews past its queue with 429 and Retry-After, and answers the rest in full', async () => {
    const answers = await Promise.all(Array.from({ length: PREVIEW_QUEUE * 3 }, () => preview()));
    const refused = answers.filter((a) => a.statusCode === 429);
    const answered = answers.filter((a) => a.statusCode === 200);
    expect(refused.length + answered.length).toBe(answers.length);
    expect(answered.length).toBeGreaterThanOrEqual(PREVIEW_QUEUE);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].headers['retry-after']).toBe('1');
    expect(refused[0].json().errors).toEqual([{ message: BLOG_MESSAGES.rendererBusy }]);
    for (const answer of answered) expect(answer.json().output.html).toBe(renderMarkdown(HOSTILE));
  });

  it('stores a post saved during a flood of previews, its HTML rendered in full', async () => {
    const flood = Array.from({ length: PREVIEW_QUEUE * 2 }, () => preview());
    const body = `# Saved during a flood\n\n${HOSTILE.slice(0, 2_000)}`;
    const saved = await postJson(
      t.app,
      blogResource.apiPath,
      {
        title: 'Flood',
        slug: 'flood',
        tags: [],
        excerpt: '',
        body,
        state: 'Draft',
        publishAt: null,
        coverMediaId: null,
      },
      { token },
    );
    await Promise.all(flood);
    expect(saved.statusCode, saved.body).toBe(201);
    expect((saved.json().output as BlogPost).html).toBe(renderMarkdown(body));
  });
});
