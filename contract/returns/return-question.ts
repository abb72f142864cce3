/** MANAGE_RETURN_ORDER_QUESTION_DETAILS: the questions a customer answers when asking for a return. */
import type { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';

export const returnQuestionResource = defineKitResource({
  key: 'return-question',
  apiPath: '/return-order-question',
  title: 'Return Order Question Details',
  subject: 'return order question detail',
  permission: 'orders.returnQuestion',
  route: 'MANAGE_RETURN_ORDER_QUESTION_DETAILS',
  fields: {
    id: kit.id(),
    question: kit.longText('Question', { max: 300, width: 420, placeholder: 'e.g. Was the product used or washed?' }),
    sortOrder: kit.integer('Order', { max: 1000, initial: 10, width: 80 }),
    status: kit.status(),
    createdAt: kit.created(),
  },
  defaultSort: { sortKey: 'sortOrder', sortOption: 'asc' },
  unique: { key: 'question', message: 'question already exists' },
});

export const ReturnQuestionSchema = returnQuestionResource.row;
export type ReturnQuestion = z.infer<typeof ReturnQuestionSchema>;
export const ReturnQuestionInputSchema = returnQuestionResource.create;
export type ReturnQuestionInput = z.input<typeof ReturnQuestionInputSchema>;
