/** Multi-line text bound to react-hook-form (seed §2: label, placeholder, 5 rows by default). */
import { TextArea } from '@blueprintjs/core';
import type { FieldValues } from 'react-hook-form';
import { CONSTANTS } from '../../../contract';
import { FieldShell } from './FieldShell';
import { textInputProps, useField, type FieldBaseProps } from './useField';

export interface TextAreaFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  placeholder?: string;
  /** Default 5 (seed §9). */
  rows?: number;
  readOnly?: boolean;
  /** Grows with its content. */
  autoResize?: boolean;
}

export function TextAreaField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  rows = CONSTANTS.multiLineRows,
  ...input
}: TextAreaFieldProps<T>) {
  const binding = useField(control, name);
  const { id, error } = binding;
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <TextArea fill rows={rows} {...textInputProps(binding)} {...input} />
    </FieldShell>
  );
}
