/** MANAGE_RETURN_ORDER_QUESTION_DETAILS: the questions a customer answers when asking for a return. */
import type { Control } from 'react-hook-form';
import { returnQuestionResource, type ReturnQuestionInput } from '../../../contract/resources/return-question';
import { NumberField } from '../../components/form/NumberField';
import { TextAreaField } from '../../components/form/TextAreaField';
import { ResourceListScreen } from '../resources/ResourceListScreen';

const DEFAULTS: ReturnQuestionInput = { question: '', sortOrder: 10 };

function ReturnQuestionFields({ control }: { control: Control<ReturnQuestionInput> }) {
  return (
    <>
      <TextAreaField control={control} name="question" label="Question" placeholder="e.g. Was the product used or washed?" rows={3} />
      <NumberField control={control} name="sortOrder" label="Order" />
    </>
  );
}

export const ReturnQuestionScreen = () => (
  <ResourceListScreen<ReturnQuestionInput> def={returnQuestionResource} defaults={DEFAULTS} Fields={ReturnQuestionFields} />
);
