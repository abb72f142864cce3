/**
 * A labelled text input bound to react-hook-form (seed §2 "Text field": type, readonly, disabled).
 * The error shows once the field is touched (or the form was submitted), first error only (seed §5).
 */
import { InputGroup } from '@blueprintjs/core';
import type { HTMLInputTypeAttribute } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { textInputProps, useField, type FieldBaseProps } from './useField';

export interface TextFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  type?: HTMLInputTypeAttribute;
  placeholder?: string;
  readOnly?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
}

export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  type = 'text',
  ...input
}: TextFieldProps<T>) {
  const binding = useField(control, name);
  const { id, error } = binding;
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <InputGroup type={type} {...textInputProps(binding)} {...input} />
    </FieldShell>
  );
}
