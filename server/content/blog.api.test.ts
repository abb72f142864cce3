import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '../../contract/platform/messages';
import {
  BLOG_API,
  BLOG_MESSAGES,
  blogResource,
  slugOf,
  type BlogInput,
  type BlogPost,
  type BlogPreview,
} from '../../contract/content/blog';
import { moveShopClock, resetShopClock } from '../platform/shop-time';
import { blogPosts } from './blog.resource';
import { errorBody, postJson, signInAs } from '../test-support/requests';
import { createTestApp, ENGINES, type TestApp } from '../test-support/test-app';

/** Markdown written to attack the storefront: raw tags, event handlers, script links of every spelling. */
const HOSTILE = [
  '# Hello <script>alert(1)</script>',
  '<img src=x onerror="alert(2)"> <a href="#" onclick="alert(3)">tap</a> <svg onload=alert(4)>',
  '[click](javascript:alert(5)) [again](JAVASCRIPT:alert(6)) [spaced](  javascript:alert(7)) [tab](java\tscript:alert(8))',
  '[vb](vbscript:msgbox(9)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=) ![img](javascript:alert(11))',
  '<iframe src="https://evil.example"></iframe> <style>body{display:none}</style>',
  '[ok](https://demoshop.in/c/tea)',
].join('\n\n');

const post = (patch: Partial<BlogInput> = {}): BlogInput => ({
  title: 'Monsoon guide',
  slug: 'monsoon-guide',
  tags: ['Tea'],
  excerpt: '',
  body: 'Hello *world*',
  state: 'Draft',
  publishAt: null,
  coverMediaId: null,
  ...patch,
});

describe('a blog slug from a title', () => {
  it('is lower-case letters, digits and single hyphens', () => {
    expect(slugOf('  Five Teas — for the Monsoon!! ')).toBe('five-teas-for-the-monsoon');
    expect(slugOf('Crème brûlée 101')).toBe('creme-brulee-101');
  });
});

describe.each(ENGINES)('blog posts on %s', (engine) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(engine, {}, { orders: 10 });
    token = (await signInAs(t.app, 'catalogue', 'Catalogue@12345')).token;
  });
  afterEach(() => resetShopClock());
  afterAll(() => t?.close());

  const create = (body: BlogInput) => postJson(t.app, blogResource.apiPath, body, { token });

  it('renders Markdown carrying script, event handlers and script links without any of them', async () => {
    const response = await create(post({ slug: 'hostile', body: HOSTILE }));
    expect(response.statusCode, response.body).toBe(201);
    const { html } = response.json().output as BlogPost;
    // No tag but markdown's own, and no tag carries a handler (typed ones survive only as escaped text).
    expect(html).not.toMatch(/<(script|img|svg|iframe|style)\b/i);
    expect(html).not.toMatch(/<[^>]*\son\w+\s*=/i);
    expect(html).not.toMatch(/href="\s*(javascript|vbscript|data):/i);
    expect(html).not.toMatch(/src="\s*javascript:/i);
    // What was typed is still there, as text; the safe link is a link, opening without the opener.
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://demoshop.in/c/tea" rel="noopener noreferrer nofollow">ok</a>');
    expect(html).toContain('<h1>Hello &lt;script&gt;alert(1)&lt;/script&gt;</h1>');
  });

  it('previews a draft as saving it would store it, storing nothing, for staff who may see the blog', async () => {
    const count = async () => (await t.db.select().from(blogPosts)).length;
    const before = await count();
    const preview = await postJson(t.app, BLOG_API.preview, { body: HOSTILE }, { token });
    expect(preview.statusCode, preview.body).toBe(200);
    const saved = (await create(post({ slug: 'previewed', body: HOSTILE }))).json().output as BlogPost;
    expect((preview.json().output as BlogPreview).html).toBe(saved.html);
    expect(await count()).toBe(before + 1);

    const over = await postJson(t.app, BLOG_API.preview, { body: 'x'.repeat(50_001) }, { token });
    expect(errorBody(over).errors).toEqual([{ field: 'body', message: VALIDATION.maxLength(50_000) }]);
    const orders = (await signInAs(t.app, 'orders', 'Orders@12345')).token;
    expect((await postJson(t.app, BLOG_API.preview, { body: 'x' }, { token: orders })).statusCode).toBe(403);
  });

  it('refuses a duplicate slug (any case), a slug that is not one, and bad tags', async () => {
    expect((await create(post({ slug: 'twice' }))).statusCode).toBe(201);
    const again = await create(post({ slug: 'TWICE'.toLowerCase(), title: 'Other' }));
    expect(again.statusCode).toBe(409);
    expect(errorBody(again).errors).toEqual([{ field: 'slug', message: 'name already exists' }]);
    const bad = await create(post({ slug: 'Not a slug', tags: ['Tea', 'tea', ''] }));
    expect(errorBody(bad).errors).toEqual([
      { field: 'slug', message: BLOG_MESSAGES.slugFormat },
      { field: 'tags.2', message: VALIDATION.required },
      { field: 'tags.1', message: 'tag already added' },
    ]);
  });

  it("reads a Published post with a time ahead as Scheduled until the shop's clock reaches it, then Live", async () => {
    const publishAt = '2031-05-01T10:00:00.000Z';
    const row = (
      await create(post({ slug: 'scheduled', state: 'Published', publishAt: '2031-05-01T15:30+05:30' }))
    ).json().output as BlogPost;
    expect(row.publishAt).toBe(publishAt);
    const read = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: `/api${blogResource.apiPath}/${row.id}`,
            headers: { authorization: `Bearer ${token}` },
          })
        ).json().output as BlogPost
      ).visibility;
    expect(await read()).toBe('Scheduled');
    moveShopClock(new Date(Date.parse(publishAt) - 1000));
    expect(await read()).toBe('Scheduled');
    moveShopClock(new Date(publishAt));
    expect(await read()).toBe('Live');
    const draft = (await create(post({ slug: 'draft-one' }))).json().output as BlogPost;
    expect(draft.visibility).toBe('Draft');
    // A blank publish time (the form's cleared field) is none: Live once Published.
    const now = (await create(post({ slug: 'now-one', state: 'Published', publishAt: '' as never }))).json()
      .output as BlogPost;
    expect([now.publishAt, now.visibility]).toEqual([null, 'Live']);
  });

  it('keeps a huge body within its limit and refuses one over it, without a 5xx', async () => {
    const big = '*x* '.repeat(12_500); // 50,000 characters of emphasis: 12,500 elements
    const ok = await create(post({ slug: 'big-one', body: big.trim() }));
    expect(ok.statusCode, ok.body).toBe(201);
    const over = await create(post({ slug: 'too-big', body: `${big}xx` }));
    expect(errorBody(over).errors).toEqual([{ field: 'body', message: VALIDATION.maxLength(50_000) }]);
    const nested = await create(post({ slug: 'nested', body: `${'>'.repeat(5_000)} deep\n\n${'['.repeat(5_000)}` }));
    expect(nested.statusCode).toBe(201);
  });
});
