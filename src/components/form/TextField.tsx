/**
 * A labelled text input bound to react-hook-form (seed §2 "Text field": type, readonly, disabled).
 * The error shows once the field is touched (or the form was submitted), first error only (seed §5).
 */
import { InputGroup } from '@blueprintjs/core';
import type { HTMLInputTypeAttribute } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { useField, type FieldBaseProps } from './useField';

export interface TextFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  readOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

export function TextField<T extends FieldValues>({ control, name, label, helperText, type = 'text', ...input }: TextFieldProps<T>) {
  const { field, id, error, intent } = useField(control, name);
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <InputGroup
        id={id}
        type={type}
        name={field.name}
        value={(field.value as string | undefined) ?? ''}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        intent={intent}
        aria-invalid={Boolean(error)}
        {...input}
      />
    </FieldShell>
  );
}
