/**
 * The storefront's after-sales calls (issue 43 §2): a customer asks to return or exchange a delivered order with the
 * return questions' answers, opens a support ticket and replies on it, and writes a review (it lands Unpublished in
 * Comments, for staff to publish). The customer is named by e-mail or phone, as for orders.
 */
import { z } from 'zod';
import { MAX_COMMENT_LENGTH, MAX_RATING } from '../catalogue/product-comment';
import { requiredText } from '../platform/fields';
import { VALIDATION } from '../platform/messages';
import { MAX_TICKET_MESSAGE, MAX_TICKET_SUBJECT } from '../support/support-ticket';
import { StoreOrderCustomerQuerySchema } from './store-orders';

export const STORE_CARE_MESSAGES = {
  notDelivered: 'A return or exchange can be asked for once the order is delivered.',
  notReturnable: (name: string) => `${name} cannot be returned.`,
  alreadyAsked: 'A return or exchange of this order is already open.',
  answerNeeded: 'Please answer this question.',
  noSuchCustomer: 'No customer with this e-mail address or phone number.',
  notYourTicket: 'No such ticket for this customer.',
  notBought: 'Only a customer who received this product can review it.',
} as const;

const id = z.number({ error: VALIDATION.required }).int(VALIDATION.integer).min(1).max(2_147_483_647);

export const StoreReturnRequestSchema = z.object({
  customer: StoreOrderCustomerQuerySchema,
  kind: z.enum(['return', 'exchange'], { error: VALIDATION.required }),
  reason: requiredText(300),
  /** An answer to each active return question (storeListReturnQuestions). */
  answers: z
    .array(z.object({ questionId: id, answer: requiredText(500) }))
    .max(50, VALIDATION.between(0, 50))
    .default([]),
});

export const StoreReturnSchema = z.object({
  returnNo: z.string(),
  orderNo: z.string(),
  kind: z.string(),
  status: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

export const StoreReturnQuestionSchema = z.object({ id: z.number().int(), question: z.string() });

export const StoreTicketCreateSchema = z.object({
  customer: StoreOrderCustomerQuerySchema,
  subject: requiredText(MAX_TICKET_SUBJECT),
  message: requiredText(MAX_TICKET_MESSAGE),
  orderNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, VALIDATION.invalidFormat)
    .optional(),
});

export const StoreTicketReplySchema = z.object({
  customer: StoreOrderCustomerQuerySchema,
  message: requiredText(MAX_TICKET_MESSAGE),
});

export const StoreTicketSchema = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.string(),
  messages: z.array(z.object({ from: z.enum(['customer', 'shop']), body: z.string(), at: z.string() })),
});

export const StoreReviewCreateSchema = z.object({
  customer: StoreOrderCustomerQuerySchema,
  rating: z
    .number({ error: VALIDATION.required })
    .int(VALIDATION.integer)
    .min(1, VALIDATION.between(1, MAX_RATING))
    .max(MAX_RATING, VALIDATION.between(1, MAX_RATING)),
  comment: requiredText(MAX_COMMENT_LENGTH),
});

export const StoreReviewSchema = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  rating: z.number().int(),
  status: z.string(),
});

export const StoreTicketParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
