/**
 * PRODUCT_SPECIFICATION (seed "Specification sets"): a named, ordered list of specification keys —
 * Material, Fit, Wash care — that a product of the set fills in with its own values.
 */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { CATALOGUE_SET_MESSAGES } from '../platform/messages';
import { OWN_WIDGET, distinctTexts } from './attribute';

export const SPECIFICATION_SET_LIMITS = { keys: 40, key: 60 } as const;

export const specificationSetResource = defineKitResource({
  key: 'specification-set',
  apiPath: '/specification-set',
  title: 'Specification Sets',
  subject: 'specification set',
  permission: 'catalogue.specification',
  route: 'PRODUCT_SPECIFICATION',
  fields: {
    id: kit.id({ width: 60 }),
    name: kit.text('Name', { max: 60, width: 180, placeholder: 'e.g. Apparel' }),
    /** Read-only: the keys in order as one line. */
    keyList: kit.custom('Specifications', 'text', { row: z.string(), input: undefined }, { width: 380 }),
    keys: kit.custom(
      'Specification keys',
      'text',
      {
        row: z.array(z.string()),
        input: distinctTexts('specification', SPECIFICATION_SET_LIMITS.keys, SPECIFICATION_SET_LIMITS.key),
      },
      { hidden: true, filterable: false, sortable: false, form: OWN_WIDGET },
    ),
    status: kit.status(),
    createdAt: kit.created('Created', { hidden: true }),
  },
  unique: { key: 'name', message: CATALOGUE_SET_MESSAGES.nameSetExists },
});

export type SpecificationSet = z.infer<typeof specificationSetResource.row>;
export type SpecificationSetInput = z.input<typeof specificationSetResource.create>;
