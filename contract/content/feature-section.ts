/**
 * MANAGE_FEATURE_SECTION (issue 15 §2): the named blocks of the storefront's home page, in the order staff drag
 * them to. A section shows products chosen by hand, a category's products, the newest, the best-selling or
 * those on sale — or a row of category tiles, where 'at least 4 categories should be selected' (seed §5) — in a
 * style, on a schedule (contract/content/schedule.ts).
 */
import { z } from 'zod';
import { CATEGORY_MESSAGES, IdSchema } from '../catalogue/category';
import { defineKitResource, kit } from '../platform/kit';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../platform/messages';
import { endAfterStart, SCHEDULE_MESSAGES, scheduleFields } from './schedule';
import { OWN_WIDGET } from '../catalogue/attribute';

export const SECTION_KINDS = [
  'Hand-picked products',
  'Category',
  'Categories',
  'Newest',
  'Best-selling',
  'On sale',
] as const;
export type SectionKind = (typeof SECTION_KINDS)[number];
export const SECTION_STYLES = ['Carousel', 'Grid', 'List'] as const;
export const SECTION_LIMITS = { products: 24, categories: 12, minCategories: 4, shownMin: 4, shownMax: 24 } as const;

/** What each kind is made of: products picked by hand, one category, several categories, or nothing (the shop's data decides). */
export const SECTION_PICKS: Record<SectionKind, 'products' | 'category' | 'categories' | 'none'> = {
  'Hand-picked products': 'products',
  Category: 'category',
  Categories: 'categories',
  Newest: 'none',
  'Best-selling': 'none',
  'On sale': 'none',
};

export const SECTION_MESSAGES = {
  chooseProducts: 'Choose at least one product',
  chooseOneCategory: 'Choose one category',
} as const;

/** A picked product as read (the form shows its name); as written only its id counts. */
export const SectionProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  status: z.string(),
});
export type SectionProduct = z.infer<typeof SectionProductSchema>;

const productPicks = () =>
  z
    .array(z.object({ id: IdSchema }), { error: VALIDATION.required })
    .max(SECTION_LIMITS.products, CATALOGUE_SET_MESSAGES.tooMany(SECTION_LIMITS.products))
    .superRefine((picks, ctx) => {
      const seen = new Set<number>();
      picks.forEach((pick, i) => {
        if (seen.has(pick.id))
          ctx.addIssue({ code: 'custom', path: [i, 'id'], message: CATALOGUE_SET_MESSAGES.alreadyAdded('product') });
        seen.add(pick.id);
      });
    })
    .default([]);

const categoryPicks = () =>
  z
    .array(IdSchema, { error: VALIDATION.required })
    .max(SECTION_LIMITS.categories, CATALOGUE_SET_MESSAGES.tooMany(SECTION_LIMITS.categories))
    .refine((ids) => new Set(ids).size === ids.length, CATALOGUE_SET_MESSAGES.alreadyAdded('category'))
    .default([]);

export const featureSectionResource = defineKitResource({
  key: 'feature-section',
  apiPath: '/feature-section',
  title: 'Feature Section',
  subject: 'feature section',
  permission: 'content.featureSection',
  route: 'MANAGE_FEATURE_SECTION',
  fields: {
    position: kit.position(),
    name: kit.text('Name', { max: 80, width: 200, placeholder: 'e.g. Deals of the day' }),
    kind: kit.choice('Shows', SECTION_KINDS, { width: 150 }),
    style: kit.choice('Style', SECTION_STYLES, { width: 90 }),
    productLimit: kit.integer('Products shown', {
      min: SECTION_LIMITS.shownMin,
      max: SECTION_LIMITS.shownMax,
      initial: 8,
      width: 80,
      hidden: true,
      helperText: `${SECTION_LIMITS.shownMin} to ${SECTION_LIMITS.shownMax}`,
    }),
    picks: kit.custom('Picks', 'text', { row: z.string(), input: undefined }, { width: 240, sortable: false }),
    products: kit.custom(
      'Product picks',
      'text',
      { row: z.array(SectionProductSchema), input: productPicks() },
      {
        hidden: true,
        filterable: false,
        sortable: false,
        form: OWN_WIDGET,
      },
    ),
    categoryIds: kit.custom(
      'Category picks',
      'text',
      { row: z.array(z.number().int()), input: categoryPicks() },
      {
        hidden: true,
        filterable: false,
        sortable: false,
        form: OWN_WIDGET,
      },
    ),
    ...scheduleFields(),
    status: kit.status(),
    id: kit.id({ hidden: true }),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: 'name already exists' },
  input: (schema) =>
    schema
      .superRefine((v, ctx) => {
        const picks = SECTION_PICKS[v.kind];
        if (picks === 'products' && v.products.length === 0)
          ctx.addIssue({ code: 'custom', path: ['products'], message: SECTION_MESSAGES.chooseProducts });
        if (picks === 'category' && v.categoryIds.length !== 1)
          ctx.addIssue({ code: 'custom', path: ['categoryIds'], message: SECTION_MESSAGES.chooseOneCategory });
        if (picks === 'categories' && v.categoryIds.length < SECTION_LIMITS.minCategories) {
          ctx.addIssue({
            code: 'custom',
            path: ['categoryIds'],
            message: CATEGORY_MESSAGES.minimumCategories(SECTION_LIMITS.minCategories),
          });
        }
        if (!endAfterStart(v))
          ctx.addIssue({ code: 'custom', path: ['endsAt'], message: SCHEDULE_MESSAGES.endNotAfterStart });
      })
      .meta({
        description:
          'Hand-picked products needs products; Category exactly one category id; Categories at least 4; endsAt after startsAt when both are given.',
      }),
});

export type FeatureSection = z.infer<typeof featureSectionResource.row>;
export type FeatureSectionInput = z.input<typeof featureSectionResource.create>;
