/**
 * PREFIX_SETTINGS (seed §9 prefix types, plus `awb` for the built-in shipping partner's air waybills): each
 * type's prefix and the number its next record gets. A change applies to new numbers only.
 */
import { z } from 'zod';
import { SETTINGS_MESSAGES, VALIDATION } from '../platform/messages';
import { VersionNumberSchema } from '../platform/resource';

export const PREFIX_TYPES = ['order', 'product', 'sku', 'returnOrder', 'refundDetails', 'invoice', 'awb'] as const;
export type PrefixType = (typeof PREFIX_TYPES)[number];

/** What the screen calls each type, and what takes its numbers today (one line each). */
export const PREFIX_TYPE_TEXT: Record<PrefixType, { label: string; usedBy: string }> = {
  order: { label: 'Order', usedBy: 'Order numbers follow the order id (the prefix applies to new orders)' },
  product: { label: 'Product', usedBy: 'Product codes (products are listed by id today)' },
  sku: { label: 'SKU', usedBy: 'SKU suggestions in the product editor' },
  returnOrder: { label: 'Return Order', usedBy: 'Return order numbers (returns are listed by id today)' },
  refundDetails: { label: 'Refund Details', usedBy: 'Refund references' },
  invoice: { label: 'Invoice', usedBy: 'Invoice numbers (subscription invoices)' },
  awb: { label: 'AWB', usedBy: 'Air waybill numbers of the built-in shipping partner' },
};

/** The largest next number (what the column's check allows): 12 digits. */
export const MAX_NEXT_NUMBER = 999_999_999_999;
export const PREFIX_MAX_LENGTH = 10;

export const PREFIX_MESSAGES = {
  prefixFormat: SETTINGS_MESSAGES.prefixFormat,
  updated: 'Prefix settings updated successfully',
} as const;

export const PrefixRowSchema = z.object({
  type: z.enum(PREFIX_TYPES),
  prefix: z.string(),
  nextNumber: z.number().int(),
  version: z.number().int(),
});
export type PrefixRow = z.infer<typeof PrefixRowSchema>;

/** `PUT /api/prefix-settings/{type}` body: the prefix (letters, digits, '-') and next number, with the version read. */
export const PrefixUpdateSchema = z.object({
  prefix: z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, VALIDATION.required)
    .max(PREFIX_MAX_LENGTH, VALIDATION.maxLength(PREFIX_MAX_LENGTH))
    .regex(/^[A-Za-z0-9-]*$/, PREFIX_MESSAGES.prefixFormat),
  nextNumber: z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? VALIDATION.required
          : VALIDATION.numeric,
    })
    .int(VALIDATION.integer)
    .min(1, VALIDATION.between(1, MAX_NEXT_NUMBER))
    .max(MAX_NEXT_NUMBER, VALIDATION.between(1, MAX_NEXT_NUMBER)),
  version: VersionNumberSchema,
});
export type PrefixUpdate = z.infer<typeof PrefixUpdateSchema>;

export const PREFIX_SETTINGS_API = {
  list: '/prefix-settings',
  one: (type: string) => `/prefix-settings/${type}`,
} as const;
