/**
 * A calendar day bound to react-hook-form: the value is `YYYY-MM-DD` ('' when blank), typed or
 * picked as dd-mm-yyyy (seed §9), Blueprint's DateInput with the en-US locale.
 */
// oxlint-disable-next-line import/no-unassigned-import -- the datetime package's stylesheet
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DateInput } from '@blueprintjs/datetime';
import type { FieldValues } from 'react-hook-form';
import { DAY_INPUT_PROPS, isoToDay } from './dates';
import { FieldShell } from './FieldShell';
import { useField, type FieldBaseProps } from './useField';

export interface DateFieldProps<T extends FieldValues> extends FieldBaseProps<T> {
  /** Earliest and latest pickable days (default 2000 to ten years ahead). */
  minDate?: Date;
  maxDate?: Date;
}

export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  minDate,
  maxDate,
}: DateFieldProps<T>) {
  const { field, id, error, intent } = useField(control, name);
  const value = (field.value as string | null | undefined) || null;
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <DateInput
        {...DAY_INPUT_PROPS}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        fill
        disabled={disabled}
        value={value}
        onChange={(iso) => {
          field.onChange(isoToDay(iso));
          field.onBlur();
        }}
        inputProps={{
          id,
          name: field.name,
          intent,
          inputRef: field.ref,
          onBlur: field.onBlur,
          'aria-invalid': Boolean(error),
        }}
        popoverProps={{ placement: 'bottom-start' }}
      />
    </FieldShell>
  );
}
