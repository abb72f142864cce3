/**
 * ATTRIBUTES (seed "Attributes and Attribute Sets"): a named list of values — Size: S…XXL, Storage: 64 GB… —
 * that attribute sets group and that a variable product's variants are built from.
 */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { CATALOGUE_SET_MESSAGES, VALIDATION } from '../platform/messages';
import { requiredText } from '../platform/fields';

/** The form spec of a field its resource's form module draws (a tag list, a grid): the form holds it, no generic widget fits. */
export const OWN_WIDGET = { widget: 'text', initial: null } as const;

/** Longest name and value, and most values per attribute. */
export const ATTRIBUTE_LIMITS = { name: 60, value: 60, values: 100 } as const;

/**
 * A list of distinct texts (compared case-insensitively after trimming), at least one and at most `max`:
 * an empty list reads "Value is required" (seed §5: an empty array is empty), a repeat names itself.
 */
export const distinctTexts = (what: string, max: number, length: number) =>
  z
    .array(requiredText(length), { error: VALIDATION.required })
    .min(1, VALIDATION.required)
    .max(max, CATALOGUE_SET_MESSAGES.tooMany(max))
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((text, i) => {
        const key = text.toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i], message: CATALOGUE_SET_MESSAGES.alreadyAdded(what) });
        seen.add(key);
      });
    });

export const attributeResource = defineKitResource({
  key: 'attribute',
  apiPath: '/attribute',
  title: 'Attributes',
  subject: 'attribute',
  permission: 'catalogue.attribute',
  route: 'ATTRIBUTES',
  fields: {
    id: kit.id({ width: 60 }),
    name: kit.text('Name', { max: ATTRIBUTE_LIMITS.name, width: 180, placeholder: 'e.g. Size' }),
    /** Read-only: the values as one line for the table, its filter and the export. */
    valueList: kit.custom('Values', 'text', { row: z.string(), input: undefined }, { width: 360 }),
    values: kit.custom(
      'Value list',
      'text',
      {
        row: z.array(z.string()),
        input: distinctTexts('value', ATTRIBUTE_LIMITS.values, ATTRIBUTE_LIMITS.value),
      },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    valueCount: kit.custom('No. of values', 'number', { row: z.number().int(), input: undefined }, { width: 110 }),
    status: kit.status(),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: 'name already exists' },
});

export type Attribute = z.infer<typeof attributeResource.row>;
export type AttributeInput = z.input<typeof attributeResource.create>;
