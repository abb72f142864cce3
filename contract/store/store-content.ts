/** The storefront API's reads of content (issue 43 §2): FAQs and wallet FAQs, popular searches, and the blog as it is live now. */
import { z } from 'zod';
import { FAQ_TYPES } from '../content/faq';
import { StoreImageSchema } from './store-catalogue';

export const StoreFaqQuerySchema = z.object({ type: z.enum(FAQ_TYPES).default('General') });
export const StoreFaqSchema = z.object({ question: z.string(), answer: z.string() });

export const StorePopularSearchSchema = z.object({
  term: z.string(),
  /** A storefront path or address; '' = search for the term. */
  link: z.string(),
});

export const StoreBlogSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  cover: StoreImageSchema.nullable(),
  publishedAt: z.string().nullable(),
});
export const StoreBlogPostSchema = StoreBlogSummarySchema.extend({
  /** The post as HTML, rendered and sanitised when it was saved. */
  html: z.string(),
});
export const StoreBlogSlugParamsSchema = z.object({
  slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(200),
});
