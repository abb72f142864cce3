/**
 * MANAGE_CATEGORY (seed §2, issue 12 §2): the category tree with its "Order Category" moves. The tree is read
 * whole as flat rows (parentId + position) with product counts per node and per subtree; a move places a node
 * (with its subtree) at a position under a parent in one request, checked against the node's version.
 */
import { z } from 'zod';
import { CONSTANTS } from '../platform/constants';
import { CATEGORY_MESSAGES, VALIDATION } from '../platform/messages';
import { MAX_ROW_ID, RECORD_STATUSES, VersionNumberSchema } from '../platform/resource';

/** The category wording lives in the catalogue (contract/platform/messages.ts), read here too. */
export { CATEGORY_MESSAGES } from '../platform/messages';

/** Seed §9: where a screen asks for a category selection with a minimum (the storefront's home categories). */
export const MINIMUM_CATEGORIES = CONSTANTS.minCategoriesSelected;

/** API paths below /api. */
export const CATEGORY_API = {
  list: '/categories',
  one: (id: number | string) => `/categories/${id}`,
  status: (id: number | string) => `/categories/${id}/status`,
  move: (id: number | string) => `/categories/${id}/move`,
  moveImpact: (id: number | string) => `/categories/${id}/move-impact`,
} as const;

/** Ids in bodies and paths: 1..MAX_ROW_ID. */
export const IdSchema = z
  .number()
  .int(VALIDATION.integer)
  .min(1, VALIDATION.minValue(1))
  .max(MAX_ROW_ID, VALIDATION.between(1, MAX_ROW_ID));
const ParentIdSchema = IdSchema.nullable().default(null);

/** A slug as storefront URLs take it. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug made from a name: lower case, '&' as 'and', every other run of non-alphanumerics one hyphen. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

/** One node of the tree as the screen reads it. */
export const CategoryRowSchema = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  slug: z.string(),
  imageMediaId: z.number().int().nullable(),
  /** Paths relative to a CDN base (main, then local on error). */
  image: z.object({ path: z.string(), thumbnailPath: z.string() }).nullable(),
  status: z.enum(RECORD_STATUSES),
  /** 0..n-1 among its siblings. */
  position: z.number().int(),
  /** Products directly in this category. */
  productCount: z.number().int(),
  /** Products in this category and every category below it. */
  subtreeProductCount: z.number().int(),
  /** Categories below it (all levels). */
  descendantCount: z.number().int(),
  version: z.number().int(),
});
export type CategoryRow = z.infer<typeof CategoryRowSchema>;

/** Create: the slug may be left blank (made from the name; a suffix is added when taken). */
export const CategoryCreateSchema = z.object({
  parentId: ParentIdSchema,
  // Empty is "Value is required" like every field (seed §5 default wording); only spaces is "Name cannot be blank".
  name: z
    .string({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required, abort: true })
    .trim()
    .min(1, { error: CATEGORY_MESSAGES.nameBlank, abort: true })
    .max(100, VALIDATION.maxLength(100)),
  slug: z
    .string()
    .trim()
    .max(80, VALIDATION.maxLength(80))
    .refine((s) => s === '' || SLUG_PATTERN.test(s), CATEGORY_MESSAGES.slugFormat)
    .default(''),
  imageMediaId: IdSchema.nullable().default(null),
  status: z.enum(RECORD_STATUSES).default('Active'),
});
export type CategoryCreate = z.input<typeof CategoryCreateSchema>;
/** A create body as the server reads it (defaults applied). */
export type CategoryInput = z.output<typeof CategoryCreateSchema>;

/** Update: the same fields and the version read. A changed parent moves the category to the end of its new siblings. */
export const CategoryUpdateSchema = CategoryCreateSchema.extend({ version: VersionNumberSchema });
export type CategoryUpdate = z.input<typeof CategoryUpdateSchema>;
export type CategoryUpdateInput = z.output<typeof CategoryUpdateSchema>;

/** The drawer's form: what a person types (the version travels beside it). */
export const CategoryFormSchema = CategoryCreateSchema;
export type CategoryFormValues = z.input<typeof CategoryFormSchema>;

/** `PUT /categories/{id}/move`: place the node at `position` (0-based) among `parentId`'s children. */
export const CategoryMoveSchema = z.object({
  parentId: IdSchema.nullable(),
  position: z
    .number()
    .int(VALIDATION.integer)
    .min(0, VALIDATION.minValue(0))
    .max(100_000, VALIDATION.between(0, 100_000)),
  version: VersionNumberSchema,
});
export type CategoryMove = z.infer<typeof CategoryMoveSchema>;

/** `GET /categories/{id}/move-impact`: what moving the node takes with it. */
export const CategoryMoveImpactSchema = z.object({
  /** The node and every category below it. */
  categories: z.number().int(),
  /** Products in those categories. */
  products: z.number().int(),
});
export type CategoryMoveImpact = z.infer<typeof CategoryMoveImpactSchema>;

/** A rule for a selection of category ids that needs at least MINIMUM_CATEGORIES distinct ones (customer portal settings). */
export const categorySelection = (minimum: number = MINIMUM_CATEGORIES) =>
  z
    .array(IdSchema)
    .max(1000, VALIDATION.invalidFormat)
    .refine((ids) => new Set(ids).size >= minimum, CATEGORY_MESSAGES.minimumCategories(minimum));
