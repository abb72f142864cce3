/** The label, helper text and error around every form-kit field (Blueprint FormGroup). */
import { FormGroup } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface FieldShellProps {
  id: string;
  label?: string;
  /** The shown error; replaces the helper text. */
  error?: string;
  helperText?: string;
  className?: string;
  children: ReactNode;
}

export function FieldShell({ id, label, error, helperText, className, children }: FieldShellProps) {
  return (
    <FormGroup
      className={className}
      label={label}
      labelFor={id}
      intent={error ? 'danger' : 'none'}
      helperText={error ? <span role="alert">{error}</span> : helperText}
    >
      {children}
    </FormGroup>
  );
}
