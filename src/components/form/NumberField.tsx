/**
 * A number input bound to react-hook-form. The form value is a number, or null when blank; text
 * that is not a number is kept as typed so the schema can say "Value must be numeric". While the
 * field has focus it shows exactly what is typed ("1.", "1.50").
 */
import { InputGroup } from '@blueprintjs/core';
// oxlint-disable-next-line import/no-unassigned-import -- the form kit's stylesheet
import './form-fields.css';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { useField, type FieldBaseProps } from './useField';

export interface NumberFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  placeholder?: string;
  readOnly?: boolean;
  /** Whole numbers only: the keyboard offers no decimal point. */
  integer?: boolean;
  /** Shown at the right of the input, e.g. "%" or "₹". */
  unit?: string;
}

/** The form value of typed text: null when blank, a number when it is one, else the text. */
export function parseNumberInput(text: string): number | string | null {
  const t = text.trim();
  if (t === '') return null;
  const n = Number(t);
  return Number.isFinite(n) && /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(t) ? n : text;
}

export function NumberField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  integer,
  unit,
  ...input
}: NumberFieldProps<T>) {
  const { field, id, error, intent } = useField(control, name);
  // The text being typed; null when not editing, so the form value shows.
  const [draft, setDraft] = useState<string | null>(null);
  const value = field.value as number | string | null | undefined;
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <InputGroup
        id={id}
        name={field.name}
        inputMode={integer ? 'numeric' : 'decimal'}
        value={draft ?? (value === null || value === undefined ? '' : String(value))}
        onValueChange={(text) => {
          setDraft(text);
          field.onChange(parseNumberInput(text));
        }}
        onBlur={() => {
          setDraft(null);
          field.onBlur();
        }}
        inputRef={field.ref}
        intent={intent}
        aria-invalid={Boolean(error)}
        rightElement={unit ? <span className="form-field__unit">{unit}</span> : undefined}
        {...input}
      />
    </FieldShell>
  );
}
