/**
 * Specifications and FAQs: choosing a specification set fills the rows in with its keys (values already typed for
 * a key are kept); rows can be added or removed. The size chart is picked here too. FAQs are question/answer rows.
 */
import { Button, InputGroup, TextArea } from '@blueprintjs/core';
import { useFieldArray, useFormState, type Control, type UseFormReturn } from 'react-hook-form';
import { PRODUCT_LIMITS } from '../../../../../contract/catalogue/product';
import type { ProductFormValues } from '../../../../../machines/catalogue/product-editor.values';
import { SelectField } from '../../../../components/form/SelectField';
import { useOnUserChange } from '../useOnUserChange';
import { firstErrorMessage } from '../../../../lib/validation';
import { useSizeCharts, useSpecificationSets } from '../product-editor-api';

type Form = UseFormReturn<ProductFormValues>;

/** The first error under a path once the form was submitted (rows have no touch of their own). */
function useRowError(control: Control<ProductFormValues>, path: string): string | undefined {
  const { errors, isSubmitted } = useFormState({ control });
  const at = path.split('.').reduce<unknown>((e, k) => (e as Record<string, unknown> | undefined)?.[k], errors);
  return isSubmitted ? firstErrorMessage(at as never) : undefined;
}

function RowError({ control, path }: { control: Control<ProductFormValues>; path: string }) {
  const error = useRowError(control, path);
  return error ? (
    <span className="product-row-error" role="alert">
      {error}
    </span>
  ) : null;
}

export function SpecificationsSection({ form }: { form: Form }) {
  const { control } = form;
  const sets = useSpecificationSets().data ?? [];
  const charts = useSizeCharts().data ?? [];
  const specs = useFieldArray({ control, name: 'specifications' });
  const faqs = useFieldArray({ control, name: 'faqs' });
  // A set chosen by the person fills the rows in; a product loaded with its set keeps its own rows.
  useOnUserChange(form, 'specificationSetId', (setId) => {
    const set = sets.find((s) => s.id === setId);
    if (!set) return;
    const typed = new Map((form.getValues('specifications') ?? []).map((s) => [s.key.toLowerCase(), s.value ?? '']));
    specs.replace(set.keys.map((key) => ({ key, value: typed.get(key.toLowerCase()) ?? '' })));
  });
  return (
    <>
      <div className="product-fields">
        <SelectField
          control={control}
          name="specificationSetId"
          label="Specification set"
          clearable
          items={sets}
          itemTitle="name"
          itemValue="id"
          helperText="Choosing one fills in its keys"
        />
        <SelectField
          control={control}
          name="sizeChartId"
          label="Size chart"
          clearable
          items={charts}
          itemTitle="name"
          itemValue="id"
        />
      </div>
      <fieldset className="product-rows">
        <legend>Specifications</legend>
        {specs.fields.map((row, i) => (
          <div key={row.id} className="product-row">
            <InputGroup
              size="small"
              aria-label={`Specification ${i + 1} key`}
              placeholder="Key"
              {...inputProps(form.register(`specifications.${i}.key`))}
            />
            <InputGroup
              size="small"
              aria-label={`Specification ${i + 1} value`}
              placeholder="Value"
              {...inputProps(form.register(`specifications.${i}.value`))}
            />
            <Button
              size="small"
              variant="minimal"
              icon="cross"
              aria-label={`Remove specification ${i + 1}`}
              onClick={() => specs.remove(i)}
            />
            <RowError control={control} path={`specifications.${i}`} />
          </div>
        ))}
        <Button
          size="small"
          icon="add"
          text="Add specification"
          disabled={specs.fields.length >= PRODUCT_LIMITS.specifications}
          onClick={() => specs.append({ key: '', value: '' })}
        />
      </fieldset>
      <fieldset className="product-rows">
        <legend>FAQs</legend>
        {faqs.fields.map((row, i) => (
          <div key={row.id} className="product-row product-row--faq">
            <InputGroup
              size="small"
              aria-label={`Question ${i + 1}`}
              placeholder="Question"
              {...inputProps(form.register(`faqs.${i}.question`))}
            />
            <TextArea
              size="small"
              rows={2}
              aria-label={`Answer ${i + 1}`}
              placeholder="Answer"
              {...textAreaProps(form.register(`faqs.${i}.answer`))}
            />
            <Button
              size="small"
              variant="minimal"
              icon="cross"
              aria-label={`Remove question ${i + 1}`}
              onClick={() => faqs.remove(i)}
            />
            <RowError control={control} path={`faqs.${i}`} />
          </div>
        ))}
        <Button
          size="small"
          icon="add"
          text="Add FAQ"
          disabled={faqs.fields.length >= PRODUCT_LIMITS.faqs}
          onClick={() => faqs.append({ question: '', answer: '' })}
        />
      </fieldset>
    </>
  );
}

type Registered = ReturnType<Form['register']>;
/** Blueprint's inputs take the element ref as `inputRef`. */
const inputProps = ({ ref, ...rest }: Registered) => ({ ...rest, inputRef: ref });
const textAreaProps = ({ ref, ...rest }: Registered) => ({ ...rest, inputRef: ref });
