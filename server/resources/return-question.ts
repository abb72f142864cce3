/** MANAGE_RETURN_ORDER_QUESTION_DETAILS: return questions. */
import { returnQuestionResource } from '../../contract/resources/return-question';
import { returnQuestions as t } from '../db/schema';
import { defineSource } from '../search/source';
import type { ResourceBinding } from './binding';

export const returnQuestionBinding: ResourceBinding<typeof returnQuestionResource> = {
  source: defineSource({
    def: returnQuestionResource,
    table: t,
    id: t.id,
    columns: {
      id: t.id, version: t.version, createdAt: t.createdAt, question: t.question, sortOrder: t.sortOrder, status: t.status,
    },
  }),
  toValues: (input) => ({ question: input.question, sortOrder: input.sortOrder }),
};
