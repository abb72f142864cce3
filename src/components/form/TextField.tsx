/**
 * A labelled text input bound to react-hook-form (seed §2 "Text field": type, readonly, disabled).
 * The error shows once the field is touched (or the form was submitted), first error only (seed §5).
 */
import { FormGroup, InputGroup } from '@blueprintjs/core';
import { useId, type HTMLInputTypeAttribute } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

export interface TextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

export function TextField<T extends FieldValues>({ control, name, label, type = 'text', ...input }: TextFieldProps<T>) {
  const id = useId();
  const { field, fieldState, formState } = useController({ control, name });
  const shown = fieldState.isTouched || formState.isSubmitted ? fieldState.error?.message : undefined;
  return (
    <FormGroup label={label} labelFor={id} intent={shown ? 'danger' : 'none'} helperText={shown}>
      <InputGroup
        id={id}
        type={type}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={shown ? 'danger' : 'none'}
        aria-invalid={Boolean(shown)}
        {...input}
      />
    </FormGroup>
  );
}
