/**
 * The binding every form-kit field shares: react-hook-form's controller, an id for the label,
 * and the error to show — the first one (seed §5), once the field was touched or the form submitted.
 */
import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { firstErrorMessage } from '../../lib/validation';

/** What every field takes. */
export interface FieldBaseProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Shown under the field while it shows no error. */
  helperText?: string;
  disabled?: boolean;
}

/** The controller of `name`, its label id and its shown error (undefined until touched or submitted). */
export function useField<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  const id = useId();
  const controller = useController({ control, name });
  const { fieldState, formState } = controller;
  // Read all three every render: react-hook-form only re-renders a field for the state it has read, so
  // an error read only once touched never arrived for a field a submit found empty (one field flagged).
  const { error: fieldError, isTouched } = fieldState;
  const { isSubmitted } = formState;
  const error = isTouched || isSubmitted ? firstErrorMessage(fieldError) : undefined;
  return { ...controller, id, error, intent: error ? ('danger' as const) : ('none' as const) };
}

/** The props a text-like input (InputGroup, TextArea) takes from its binding: value as text, change, blur, ref, error state. */
export function textInputProps<T extends FieldValues>({ field, id, error, intent }: ReturnType<typeof useField<T>>) {
  return {
    id,
    name: field.name,
    value: (field.value as string | undefined) ?? '',
    onChange: (e: { target: { value: string } }) => field.onChange(e.target.value),
    onBlur: field.onBlur,
    inputRef: field.ref,
    intent,
    'aria-invalid': Boolean(error),
  };
}
