/** The storefront's content reads (scope `catalogue.read`): FAQs by type, popular searches, and the blog as it is live now. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { STORE_API } from '../../contract/store/store-api';
import {
  StoreBlogPostSchema,
  StoreBlogSlugParamsSchema,
  StoreBlogSummarySchema,
  StoreFaqQuerySchema,
  StoreFaqSchema,
  StorePopularSearchSchema,
} from '../../contract/store/store-content';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { notFound } from '../platform/http/http-errors';
import { errorResponses } from '../platform/openapi/routes';
import { shopNow } from '../platform/shop-time';
import { imageUrls } from './catalogue-reads';
import { security, notModified, readErrors } from './route-parts';

const tags = ['content'];
const config = { scope: 'catalogue.read' as const };

interface PostRow {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  publish_at: Date | string | null;
  path: string | null;
  thumbnail_path: string | null;
  html?: string;
}

/** Live posts (Published, their publish time come), newest first; `slug` narrows to one, with its HTML. */
async function livePosts(db: Db, slug?: string) {
  const [rows, toImage] = await Promise.all([
    queryRows<PostRow>(
      db,
      sql`select b.slug, b.title, b.excerpt, b.tags, b.publish_at, m.path, m.thumbnail_path ${slug ? sql`, b.html` : sql``}
      from blog_posts b left join media m on m.id = b.cover_media_id
      where b.state = 'Published' and (b.publish_at is null or b.publish_at <= ${shopNow().toISOString()}::timestamptz)
        ${slug ? sql`and lower(b.slug) = lower(${slug})` : sql``}
      order by coalesce(b.publish_at, b.created_at) desc, b.id desc limit 100`,
    ),
    imageUrls(db),
  ]);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    tags: row.tags,
    cover:
      row.path && row.thumbnail_path
        ? toImage({ path: row.path, thumbnailPath: row.thumbnail_path, altText: row.title })
        : null,
    publishedAt: row.publish_at === null ? null : new Date(row.publish_at).toISOString(),
    ...(row.html === undefined ? {} : { html: row.html }),
  }));
}

export const storeContentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    STORE_API.faqs,
    {
      config,
      schema: {
        tags,
        operationId: 'storeListFaqs',
        summary: 'The Active FAQs of a type (General, or Wallet for the wallet page), in the shop’s order',
        security,
        querystring: StoreFaqQuerySchema,
        response: { 200: envelope(z.array(StoreFaqSchema)), ...notModified, ...readErrors },
      },
    },
    async (request) =>
      ok(
        await queryRows<{ question: string; answer: string }>(
          app.db,
          sql`select question, answer from faqs where status = 'Active' and type = ${request.query.type} order by position, id`,
        ),
      ),
  );

  app.get(
    STORE_API.popularSearches,
    {
      config,
      schema: {
        tags,
        operationId: 'storeListPopularSearches',
        summary: 'The Active popular searches, in the shop’s order',
        security,
        response: { 200: envelope(z.array(StorePopularSearchSchema)), ...notModified, ...readErrors },
      },
    },
    async () =>
      ok(
        await queryRows<{ term: string; link: string }>(
          app.db,
          sql`select term, link from popular_searches where status = 'Active' order by position, id`,
        ),
      ),
  );

  app.get(
    STORE_API.blog,
    {
      config,
      schema: {
        tags,
        operationId: 'storeListBlogPosts',
        summary: 'The blog posts live now, newest first (at most 100)',
        security,
        response: { 200: envelope(z.array(StoreBlogSummarySchema)), ...notModified, ...readErrors },
      },
    },
    async () => ok(await livePosts(app.db)),
  );

  app.get(
    STORE_API.blogPost(':slug'),
    {
      config,
      schema: {
        tags,
        operationId: 'storeGetBlogPost',
        summary: 'One live blog post by its slug, with its HTML (a draft or scheduled post: 404)',
        security,
        params: StoreBlogSlugParamsSchema,
        response: { 200: envelope(StoreBlogPostSchema), ...notModified, ...readErrors, ...errorResponses(404) },
      },
    },
    async (request) => {
      const [post] = await livePosts(app.db, request.params.slug);
      if (!post) throw notFound();
      return ok(post as z.infer<typeof StoreBlogPostSchema>);
    },
  );
};
