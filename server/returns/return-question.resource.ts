/**
 * MANAGE_RETURN_ORDER_QUESTION_DETAILS: return questions. The table lives with the returns (their answers
 * reference it); its demo questions are seeded with the returns that answer them (server/seed/returns.ts).
 */
import { returnQuestionResource } from '../../contract/returns/return-question';
import { returnQuestions } from './schema';
import { bindResource } from '../resources/kit';

export const returnQuestionBinding = bindResource(returnQuestionResource, returnQuestions);
