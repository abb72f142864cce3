/** A checkbox and a switch bound to a boolean form value; the label sits on the control. */
import { Checkbox, Switch } from '@blueprintjs/core';
// oxlint-disable-next-line import/no-unassigned-import -- the form kit's stylesheet
import './form-fields.css';
import type { FieldValues } from 'react-hook-form';
import { FieldShell } from './FieldShell';
import { useField, type FieldBaseProps } from './useField';

export interface BooleanFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** Label and control side by side with others on one line. */
  inline?: boolean;
  /** The label is for screen readers only (a column header already names the field). */
  labelHidden?: boolean;
}

function BooleanField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  inline,
  labelHidden,
  as: Control,
}: BooleanFieldProps<T> & { as: typeof Checkbox | typeof Switch }) {
  const { field, id, error } = useField(control, name);
  return (
    <FieldShell id={id} error={error} helperText={helperText} className={inline ? 'form-field--inline' : undefined}>
      <Control
        id={id}
        label={labelHidden ? undefined : label}
        labelElement={labelHidden ? <span className="visually-hidden">{label}</span> : undefined}
        name={field.name}
        checked={Boolean(field.value)}
        disabled={disabled}
        inline={inline}
        onChange={(e) => field.onChange(e.currentTarget.checked)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-invalid={Boolean(error)}
      />
    </FieldShell>
  );
}

/** A checkbox for a boolean value. */
export const CheckboxField = <T extends FieldValues>(props: BooleanFieldProps<T>) => (
  <BooleanField {...props} as={Checkbox} />
);

/** A switch for a boolean value (on/off settings). */
export const SwitchField = <T extends FieldValues>(props: BooleanFieldProps<T>) => (
  <BooleanField {...props} as={Switch} />
);
