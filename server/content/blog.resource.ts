/**
 * BLOG (contract/content/blog.ts): the posts table, the binding and the demo posts. The body's HTML is
 * rendered when a post is saved (server/content/markdown.ts: raw HTML off, unsafe links refused), so what the
 * storefront reads is safe as stored. Live and Scheduled are read by the shop's clock, never stored.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { renderMarkdown } from './markdown';
import { renderMarkdownOffLoop } from './markdown-pool';
import { BLOG_STATES, blogResource } from '../../contract/content/blog';
import { createdAt, oneOf, updatedAt } from '../db/columns';
import { media } from '../platform/media-schema';
import { shopNowSql } from '../platform/shop-time';
import { bindResource } from '../resources/kit';

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'restrict' }),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    excerpt: text('excerpt').notNull().default(''),
    /** Markdown as written. */
    body: text('body').notNull(),
    /** The body rendered when saved (server/content/markdown.ts). */
    html: text('html').notNull(),
    state: text('state').notNull().default('Draft'),
    /** When a Published post goes live; null: as soon as it is Published. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('blog_posts_slug_lower_uq').on(sql`lower(${t.slug})`),
    index('blog_posts_cover_media_idx').on(t.coverMediaId),
    index('blog_posts_created_id_idx').on(t.createdAt, t.id),
    check('blog_posts_state_ck', oneOf(t.state, BLOG_STATES)),
  ],
);

const POST = sql`${sql.identifier('blog_posts')}`;

const DEMO: readonly {
  title: string;
  slug: string;
  tags: string[];
  excerpt: string;
  body: string;
  state: 'Draft' | 'Published';
  days: number | null;
}[] = [
  {
    title: 'Five teas for the monsoon',
    slug: 'five-teas-for-the-monsoon',
    tags: ['Tea', 'Guides'],
    state: 'Published',
    days: -12,
    excerpt: 'From a brisk Assam to a smoky lapsang: what to brew when the rain sets in.',
    body: '# Five teas for the monsoon\n\nThe rain is here. *Brew something warm.*\n\n1. **Assam** for the mornings\n2. **Darjeeling** first flush\n3. Masala chai, of course\n\nSee the [tea shelf](https://demoshop.in/c/tea).',
  },
  {
    title: 'How to measure a kurta',
    slug: 'how-to-measure-a-kurta',
    tags: ['Apparel', 'Size guide'],
    state: 'Published',
    days: -3,
    excerpt: 'Chest, length and sleeve: three measurements that decide the fit.',
    body: '## Three measurements\n\n| Where | How |\n|---|---|\n| Chest | Around the fullest part |\n| Length | Shoulder to hem |\n| Sleeve | Shoulder to wrist |\n\n> Measure over a thin shirt, not a jacket.',
  },
  {
    title: 'Diwali gift guide',
    slug: 'diwali-gift-guide',
    tags: ['Festive', 'Gifts'],
    state: 'Published',
    days: 6,
    excerpt: 'Silver, sweets and handloom: our picks for the festival of lights.',
    body: '# Diwali gift guide\n\nOur picks for the season, out on the first day of the festive sale.',
  },
  {
    title: 'Caring for handloom cotton',
    slug: 'caring-for-handloom-cotton',
    tags: ['Apparel'],
    state: 'Draft',
    days: null,
    excerpt: '',
    body: 'Wash cold, dry in the shade, iron inside out. *Draft: add pictures.*',
  },
];

export const blogBinding = bindResource(blogResource, blogPosts, {
  columns: {
    coverPath: sql<
      string | null
    >`(select m.thumbnail_path from media m where m.id = ${POST}.${sql.identifier('cover_media_id')})`,
    visibility: sql<string>`(case when ${blogPosts.state} = 'Draft' then 'Draft' when ${blogPosts.publishAt} > ${shopNowSql} then 'Scheduled' else 'Live' end)`,
    tagList: sql<string>`array_to_string(${blogPosts.tags}, ', ')`,
  },
  toValues: async ({ body, publishAt, ...rest }) => ({
    ...rest,
    body,
    html: await renderMarkdownOffLoop(body),
    publishAt: publishAt ? new Date(publishAt) : null,
  }),
  demo: (now) =>
    DEMO.map(({ days, ...post }) => ({
      ...post,
      html: renderMarkdown(post.body),
      publishAt: days === null ? null : new Date(now.getTime() + days * 86_400_000),
    })),
});
