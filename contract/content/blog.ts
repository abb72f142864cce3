/**
 * BLOG (issue 15 §3): posts with a title, a unique slug, a cover picture from the media library, tags, a body in
 * Markdown (rendered by the server, server/content/markdown.ts, for the store and for the live preview), an excerpt, and
 * Draft or Published with an optional publish time: a Published post with a time still ahead is Scheduled.
 */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../platform/messages';
import { OWN_WIDGET } from '../catalogue/attribute';
import { isoInstant, requiredText } from '../platform/fields';

export const BLOG_STATES = ['Draft', 'Published'] as const;
/** What the list shows: a Published post is Live from its publish time, Scheduled before it. */
export const BLOG_VISIBILITY = ['Draft', 'Scheduled', 'Live'] as const;
export const BLOG_LIMITS = { title: 150, slug: 120, excerpt: 300, body: 50_000, tags: 20, tag: 40 } as const;

export const BLOG_MESSAGES = {
  slugFormat: 'Use lower-case letters, digits and single hyphens (e.g. monsoon-tea-guide)',
  rendererBusy: 'Many posts are being rendered at this moment. Try again in a moment.',
} as const;

/** `monsoon-tea-guide`: what a title becomes as a slug (the form fills it in until someone edits it). */
export function slugOf(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slug)
    .replace(/-+$/, '');
}

const slug = () => requiredText(BLOG_LIMITS.slug).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, BLOG_MESSAGES.slugFormat);

/** Tags: trimmed, each once (case-insensitive), at most 20 of at most 40 characters. */
const tagList = () =>
  z
    .array(z.string().trim().min(1, VALIDATION.required).max(BLOG_LIMITS.tag, VALIDATION.maxLength(BLOG_LIMITS.tag)), {
      error: VALIDATION.required,
    })
    .max(BLOG_LIMITS.tags, CATALOGUE_SET_MESSAGES.tooMany(BLOG_LIMITS.tags))
    .superRefine((tags, ctx) => {
      const seen = new Set<string>();
      tags.forEach((tag, i) => {
        if (seen.has(tag.toLowerCase()))
          ctx.addIssue({ code: 'custom', path: [i], message: CATALOGUE_SET_MESSAGES.alreadyAdded('tag') });
        seen.add(tag.toLowerCase());
      });
    })
    .default([]);

export const blogResource = defineKitResource({
  key: 'blog',
  apiPath: '/blog',
  title: 'Blog',
  subject: 'blog',
  permission: 'content.blog',
  route: 'BLOG',
  fields: {
    id: kit.id({ width: 60, hidden: true }),
    coverPath: kit.custom(
      'Cover',
      'text',
      { row: z.string().nullable(), input: undefined },
      { width: 80, format: 'image', filterable: false, sortable: false, hidden: true },
    ),
    title: kit.text('Title', { max: BLOG_LIMITS.title, width: 260, placeholder: 'e.g. Five teas for the monsoon' }),
    slug: kit.text('Slug', { schema: slug(), width: 200, placeholder: 'five-teas-for-the-monsoon' }),
    visibility: kit.custom(
      'Status',
      'enum',
      { row: z.enum(BLOG_VISIBILITY), input: undefined },
      { width: 100, format: 'status', options: BLOG_VISIBILITY },
    ),
    state: kit.choice('Publish', BLOG_STATES, { hidden: true, initial: 'Draft' }),
    publishAt: kit.custom(
      'Publish at',
      'datetime',
      {
        row: z.string().nullable(),
        input: z.preprocess((v) => (v === '' || v === undefined ? null : v), isoInstant().nullable()),
      },
      {
        width: 150,
        format: 'shop-datetime',
        form: { widget: 'datetime', initial: null },
      },
    ),
    tagList: kit.custom('Tags', 'text', { row: z.string(), input: undefined }, { width: 180 }),
    tags: kit.custom(
      'Tag list',
      'text',
      { row: z.array(z.string()), input: tagList() },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    excerpt: kit.longText('Excerpt', { max: BLOG_LIMITS.excerpt, optional: true, width: 240, hidden: true }),
    body: kit.custom(
      'Body',
      'text',
      { row: z.string(), input: requiredText(BLOG_LIMITS.body) },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    /** The body as HTML, rendered when saved (server/content/markdown.ts): what the storefront shows. */
    html: kit.custom(
      'HTML',
      'text',
      { row: z.string(), input: undefined },
      { hidden: true, filterable: false, sortable: false },
    ),
    coverMediaId: kit.custom(
      'Cover id',
      'number',
      {
        row: z.number().int().nullable(),
        input: z.number().int().positive().nullable().default(null),
      },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    createdAt: kit.created('Created', { width: 150 }),
  },
  unique: { key: 'slug', message: 'name already exists' },
});

export type BlogPost = z.infer<typeof blogResource.row>;
export type BlogInput = z.input<typeof blogResource.create>;

/** A post's visibility at moment `at`: Live once Published and its publish time (if any) has come. */
export function blogVisibilityAt(
  post: { state: string; publishAt: string | null },
  at: Date,
): (typeof BLOG_VISIBILITY)[number] {
  if (post.state !== 'Published') return 'Draft';
  return post.publishAt !== null && Date.parse(post.publishAt) > at.getTime() ? 'Scheduled' : 'Live';
}

/**
 * The editor's live preview: the server renders a draft body as it would store it (server/content/markdown.ts), so
 * the browser ships no Markdown renderer and the preview is what the storefront will show. It changes nothing.
 */
export const BLOG_API = { preview: '/blog/preview' } as const;

export const BlogPreviewRequestSchema = z.object({
  body: z.string().max(BLOG_LIMITS.body, VALIDATION.maxLength(BLOG_LIMITS.body)),
});
export const BlogPreviewSchema = z.object({ html: z.string() });
export type BlogPreview = z.infer<typeof BlogPreviewSchema>;
