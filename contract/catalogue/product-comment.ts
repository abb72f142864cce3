/**
 * PRODUCT_COMMENT (issue 13 §4): customers' reviews of products. Staff moderate them, they do not write
 * them: the resource has no create schema (so no Add and no edit form), and its moderation — publish,
 * unpublish, delete, one or a selection — goes through the routes of `PRODUCT_COMMENT_API`.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { plural } from '../platform/plural';
import { MAX_ROW_ID, VersionNumberSchema } from '../platform/resource';
import { DATA_OPTIONS, SearchCriterionSchema } from '../platform/search';
import { defineKitResource, kit } from '../platform/kit';

/** A review is shown on the storefront only once staff publish it. */
export const COMMENT_STATUSES = ['Published', 'Unpublished'] as const;
export type CommentStatus = (typeof COMMENT_STATUSES)[number];
/** A review's stars. */
export const MAX_RATING = 5;
/** The longest review text a customer may write. */
export const MAX_COMMENT_LENGTH = 2000;

/** Fields customers wrote or the joins bring: shown and filtered, never in a form. */
const readText = (label: string, width: number) =>
  kit.custom(label, 'text', { row: z.string(), input: undefined }, { width });
const readNumber = (label: string, width: number) =>
  kit.custom(label, 'number', { row: z.number().int(), input: undefined }, { width });

export const productCommentResource = defineKitResource({
  key: 'productComment',
  apiPath: '/product-comment',
  title: 'Comments',
  subject: null,
  permission: 'catalogue.comment',
  route: 'PRODUCT_COMMENT',
  writable: false,
  fields: {
    productName: readText('Product', 200),
    customerName: readText('Customer', 160),
    rating: readNumber('Rating', 70),
    text: readText('Review', 300),
    status: kit.status(COMMENT_STATUSES, { width: 100 }),
    createdAt: kit.created('Date', { width: 150 }),
    id: kit.id({ hidden: true }),
  },
});

export type ProductComment = z.infer<typeof productCommentResource.row>;

/** The moderation actions, one row or a selection. */
export const MODERATION_ACTIONS = ['publish', 'unpublish', 'delete'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
/** The status each status action sets. */
export const STATUS_OF_ACTION = { publish: 'Published', unpublish: 'Unpublished' } as const satisfies Record<
  Exclude<ModerationAction, 'delete'>,
  CommentStatus
>;

/** Most rows one bulk request may name by id (a larger selection is "all matching", sent as the filter). */
export const MAX_BULK_IDS = 1000;

const RowId = z.number().int().min(1).max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID));

/** Body of `PUT /product-comment/{id}/status`. */
export const CommentStatusChangeSchema = z.object({
  status: z.enum(COMMENT_STATUSES, { error: VALIDATION.required }),
  version: VersionNumberSchema,
});

/** Body of `POST /product-comment/bulk`: the listed rows, or every row the filter matches (the table's "select all"). */
export const CommentBulkSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: VALIDATION.required }),
  selection: z.discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('ids'),
        ids: z.array(RowId).min(1, VALIDATION.required).max(MAX_BULK_IDS, VALIDATION.between(1, MAX_BULK_IDS)),
      }),
      z.object({
        kind: z.literal('all'),
        criteria: z.array(SearchCriterionSchema).max(20),
        dataOption: z.enum(DATA_OPTIONS),
      }),
    ],
    { error: VALIDATION.required },
  ),
});
export type CommentBulkRequest = z.input<typeof CommentBulkSchema>;

/** What a bulk moderation did: how many rows it changed or deleted (rows already so, or gone, are not counted). */
export const CommentBulkResultSchema = z.object({ changed: z.number().int().min(0) });
export type CommentBulkResult = z.infer<typeof CommentBulkResultSchema>;

/** The moderation calls, below /api. */
export const PRODUCT_COMMENT_API = {
  status: (id: number | string) => `/product-comment/${id}/status`,
  one: (id: number | string) => `/product-comment/${id}`,
  bulk: '/product-comment/bulk',
} as const;

/** The confirmation a moderation asks before it runs. */
export const moderationQuestion = (action: ModerationAction, count: number) => {
  const what = count === 1 ? 'this review' : `these ${count.toLocaleString('en-IN')} reviews`;
  if (action === 'delete') return `Delete ${what}? This cannot be undone.`;
  return action === 'publish'
    ? `Publish ${what}? Customers will see ${count === 1 ? 'it' : 'them'} on the product page.`
    : `Unpublish ${what}? ${count === 1 ? 'It' : 'They'} will no longer show on the product page.`;
};

/** The success text of a moderation (seed style: "… successfully"). */
export const moderationDone = (action: ModerationAction, count: number) =>
  `${plural(count, 'review')} ${action === 'delete' ? 'deleted' : `${action}ed`} successfully`;
