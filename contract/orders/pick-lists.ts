/**
 * Pick lists and packing slips (issue 45 §3): for chosen orders or every order matching the table's filter, one PDF (a
 * pick list, then a packing slip a page per order) made as a background job whose progress the screen follows.
 */
import { z } from 'zod';
import { ORDER_TARGET_FIELDS, withOneOrderTarget } from './order-processing';

export const PICK_LIST_API = {
  start: '/order-details/pick-lists',
  job: (id: string) => `/order-details/pick-lists/${id}`,
  pdf: (id: string) => `/order-details/pick-lists/${id}/pdf`,
} as const;

export const PICK_LIST_STATUSES = ['running', 'done', 'failed'] as const;

export const PickListRequestSchema = withOneOrderTarget(
  z.object({
    ...ORDER_TARGET_FIELDS,
    /** Prices on the packing slips. */
    prices: z.boolean().default(false),
  }),
);
export type PickListRequest = z.input<typeof PickListRequestSchema>;

export const PickListJobSchema = z.object({
  id: z.string(),
  status: z.enum(PICK_LIST_STATUSES),
  /** Orders in the PDF, and how many of their slips are laid out so far. */
  total: z.number().int(),
  done: z.number().int(),
  prices: z.boolean(),
  error: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
});
export type PickListJob = z.infer<typeof PickListJobSchema>;
