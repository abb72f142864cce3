/** MANAGE_RETURN_ORDER_QUESTION_DETAILS: the questions a customer answers when asking for a return. */
import { z } from 'zod';
import { RECORD_STATUSES, RowMeta, defineResource } from '../resource';
import { requiredText, wholeNumber } from './fields';

export const ReturnQuestionSchema = z.object({
  ...RowMeta, question: z.string(), sortOrder: z.number().int(), status: z.enum(RECORD_STATUSES),
});
export type ReturnQuestion = z.infer<typeof ReturnQuestionSchema>;

export const ReturnQuestionInputSchema = z.object({ question: requiredText(300), sortOrder: wholeNumber(0, 1000) });
export type ReturnQuestionInput = z.input<typeof ReturnQuestionInputSchema>;

export const returnQuestionResource = defineResource({
  key: 'return-question',
  apiPath: '/return-order-question',
  title: 'Return Order Question Details',
  subject: 'return order question detail',
  permission: 'orders.returnQuestion',
  row: ReturnQuestionSchema,
  create: ReturnQuestionInputSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 70 } },
    { key: 'question', label: 'Question', type: 'text', column: { width: 420 } },
    { key: 'sortOrder', label: 'Order', type: 'number', column: { width: 80 } },
    { key: 'status', label: 'Status', type: 'enum', options: RECORD_STATUSES, column: { width: 100, format: 'status' } },
    { key: 'createdAt', label: 'Created', type: 'datetime', column: { width: 150, format: 'datetime' } },
  ],
  defaultSort: { sortKey: 'sortOrder', sortOption: 'asc' },
  unique: { key: 'question', message: 'question already exists' },
  hasStatus: true,
  deletable: true,
});
