/**
 * Attribute sets (seed "Attributes and Attribute Sets"): a named group of attributes in order — "Apparel":
 * Size, Colour — that a variable product picks to build its variants. Shown on the ATTRIBUTES route beside
 * the attributes themselves.
 */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { OWN_WIDGET } from './attribute';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../platform/messages';

/** Most attributes in one set (a variant matrix past this is unusable anyway). */
export const ATTRIBUTE_SET_MAX = 10;

/** The first index of an id already chosen earlier in the list, or -1. */
export const repeatedIndex = (ids: readonly unknown[]): number => ids.findIndex((id, i) => ids.indexOf(id) !== i);

/** Attribute ids in order: at least one, each once ('attribute already selected' on the repeat). */
const attributeIds = z
  .array(
    z
      .number({
        error: (issue) => (issue.input == null ? VALIDATION.required : CATALOGUE_SET_MESSAGES.unknownAttribute),
      })
      .int()
      .positive(CATALOGUE_SET_MESSAGES.unknownAttribute),
    { error: VALIDATION.required },
  )
  .min(1, VALIDATION.required)
  .max(ATTRIBUTE_SET_MAX, CATALOGUE_SET_MESSAGES.tooMany(ATTRIBUTE_SET_MAX))
  .superRefine((ids, ctx) => {
    const at = repeatedIndex(ids);
    if (at >= 0) ctx.addIssue({ code: 'custom', path: [at], message: CATALOGUE_SET_MESSAGES.attributeAlreadySelected });
  });

export const attributeSetResource = defineKitResource({
  key: 'attribute-set',
  apiPath: '/attribute-set',
  title: 'Attribute Sets',
  subject: 'attribute set',
  permission: 'catalogue.attribute',
  route: 'ATTRIBUTES',
  fields: {
    id: kit.id({ width: 60 }),
    name: kit.text('Name', { max: 60, width: 180, placeholder: 'e.g. Apparel' }),
    /** Read-only: the attributes' names in order, for the table, its filter and the export. */
    attributeNames: kit.custom('Attributes', 'text', { row: z.string(), input: undefined }, { width: 320 }),
    attributeIds: kit.custom(
      'Attribute ids',
      'text',
      { row: z.array(z.number().int()), input: attributeIds },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    status: kit.status(),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: CATALOGUE_SET_MESSAGES.attributeSetExists },
});

export type AttributeSet = z.infer<typeof attributeSetResource.row>;
export type AttributeSetInput = z.input<typeof attributeSetResource.create>;
