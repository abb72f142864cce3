/**
 * An array form value as a group of checkboxes (an API key's scopes, a webhook's events): a fieldset named by its
 * legend, optionally in named groups, its error under it. Ticking keeps the options' order.
 */
import { Checkbox, FormGroup } from '@blueprintjs/core';
import { useId } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { firstErrorMessage } from '../../lib/validation';
// oxlint-disable-next-line import/no-unassigned-import -- the form kit's stylesheet
import './form-fields.css';

export interface CheckboxOption {
  value: string;
  label: string;
}

export interface CheckboxGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  legend: string;
  /** The options, in groups with a heading each (a single group without a name shows none). */
  groups: readonly { name?: string; options: readonly CheckboxOption[] }[];
  /** Extra class on the fieldset (a screen's layout of the groups). */
  className?: string;
}

export function CheckboxGroupField<T extends FieldValues>({
  control,
  name,
  legend,
  groups,
  className,
}: CheckboxGroupFieldProps<T>) {
  const errorId = useId();
  const order = groups.flatMap((g) => g.options.map((o) => o.value));
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState, formState }) => {
        const error = fieldState.isTouched || formState.isSubmitted ? firstErrorMessage(fieldState.error) : undefined;
        const chosen = new Set<string>(field.value ?? []);
        const toggle = (value: string, on: boolean) =>
          field.onChange(order.filter((v) => (v === value ? on : chosen.has(v))));
        return (
          <FormGroup
            intent={error ? 'danger' : 'none'}
            helperText={
              error ? (
                <span id={errorId} role="alert">
                  {error}
                </span>
              ) : undefined
            }
          >
            <fieldset
              className={['checkbox-group', className].filter(Boolean).join(' ')}
              aria-describedby={error ? errorId : undefined}
            >
              <legend>{legend}</legend>
              <div className="checkbox-group-groups">
                {groups.map((group, i) => (
                  <div key={group.name ?? i} className="checkbox-group-group">
                    {group.name && <div className="checkbox-group-name">{group.name}</div>}
                    {group.options.map((option) => (
                      <Checkbox
                        key={option.value}
                        label={option.label}
                        checked={chosen.has(option.value)}
                        onChange={(e) => toggle(option.value, e.currentTarget.checked)}
                        onBlur={field.onBlur}
                      />
                    ))}
                  </div>
                ))}
              </div>
            </fieldset>
          </FormGroup>
        );
      }}
    />
  );
}
