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
      // The line under a field is always there (blank when it has nothing to say): an error appearing on
      // blur must not move the Submit button between its press and release, or the click is lost.
      helperText={
        error ? <span role="alert">{error}</span> : (helperText ?? <span aria-hidden="true">{'\u00a0'}</span>)
      }
    >
      {children}
    </FormGroup>
  );
}
