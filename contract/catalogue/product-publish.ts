/**
 * What Publish asks for beyond a Draft (issue 40 item 11). A Draft saves with what it has: its name, its
 * identification number and variant SKUs and prices (the keys the catalogue finds it by), the rest valid where
 * given. A published (Active) product also has every field below. Declared once: the server checks it on a
 * status change to Active, on bulk publish and on a save of an Active product; the editor checks it on Publish.
 */
import type { ApiErrorItem } from '../platform/envelope';
import { VALIDATION } from '../platform/messages';
import { PRODUCT_MESSAGES, type ProductValues } from './product';

type PublishFields = Pick<ProductValues, 'hsn' | 'brand' | 'categoryIds'>;

/** Each field Publish asks for: whether a product has it, and the seed's words when it does not. */
export const REQUIRED_TO_PUBLISH: {
  [K in keyof PublishFields]: { label: string; has: (v: PublishFields) => boolean; message: string };
} = {
  hsn: { label: 'HSN', has: (v) => v.hsn.trim() !== '', message: VALIDATION.required },
  brand: { label: 'Brand', has: (v) => v.brand.trim() !== '', message: VALIDATION.required },
  categoryIds: {
    label: 'Category',
    has: (v) => v.categoryIds.length > 0,
    message: PRODUCT_MESSAGES.categoriesRequired,
  },
};

/** One error per field a product still lacks to be published; [] when it may be. */
export function missingToPublish(v: PublishFields): ApiErrorItem[] {
  return (Object.keys(REQUIRED_TO_PUBLISH) as (keyof PublishFields)[])
    .filter((field) => !REQUIRED_TO_PUBLISH[field].has(v))
    .map((field) => ({ field, message: REQUIRED_TO_PUBLISH[field].message }));
}

/** A bulk publish's reason for keeping a product back: the fields it lacks, by their labels. */
export const lacksToPublish = (missing: readonly ApiErrorItem[]) =>
  `Complete ${missing.map((m) => REQUIRED_TO_PUBLISH[m.field as keyof PublishFields].label).join(', ')} to publish it`;
