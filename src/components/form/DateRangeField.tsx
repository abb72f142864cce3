/**
 * Two calendar days picked as one range (e.g. a promo code's start and end date), each its own
 * form value `YYYY-MM-DD`. The first error of either shows under the range.
 */
// oxlint-disable-next-line import/no-unassigned-import -- the datetime package's stylesheet
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { DateRangeInput } from '@blueprintjs/datetime';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { DAY_INPUT_PROPS, RANGE_POPOVER_PROPS, dateToDay, dayToDate } from './dates';
import { onTypedStart, orderedDays } from './day-range';
import { FieldShell } from './FieldShell';
import { useField } from './useField';

export interface DateRangeFieldProps<T extends FieldValues> {
  control: Control<T>;
  /** The start day's field. */
  startName: FieldPath<T>;
  /** The end day's field. */
  endName: FieldPath<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  /** A range may start and end on the same day (default true). */
  allowSingleDayRange?: boolean;
}

export function DateRangeField<T extends FieldValues>({
  control,
  startName,
  endName,
  label,
  helperText,
  disabled,
  allowSingleDayRange = true,
}: DateRangeFieldProps<T>) {
  const start = useField(control, startName);
  const end = useField(control, endName);
  const error = start.error ?? end.error;
  const setDays = (from: string, to: string) => {
    start.field.onChange(from);
    end.field.onChange(to);
  };
  // Each input touches its own day; closing the calendar touches both.
  const touch = () => {
    start.field.onBlur();
    end.field.onBlur();
  };
  return (
    <FieldShell id={start.id} label={label} error={error} helperText={helperText}>
      <DateRangeInput
        {...DAY_INPUT_PROPS}
        fill
        disabled={disabled}
        allowSingleDayRange={allowSingleDayRange}
        shortcuts={false}
        value={[dayToDate(start.field.value as string), dayToDate(end.field.value as string)]}
        onChange={([from, to]) => {
          // Seed §5: a start later than the end clears the end.
          setDays(...orderedDays(dateToDay(from), dateToDay(to)));
        }}
        startInputProps={{
          id: start.id,
          name: start.field.name,
          intent: start.intent,
          inputRef: start.field.ref,
          onBlur: start.field.onBlur,
          'aria-label': `${label} from`,
          onChange: onTypedStart((end.field.value as string) ?? '', setDays),
        }}
        endInputProps={{
          id: end.id,
          name: end.field.name,
          intent: end.intent,
          inputRef: end.field.ref,
          onBlur: end.field.onBlur,
          'aria-label': `${label} to`,
        }}
        popoverProps={{ ...RANGE_POPOVER_PROPS, onClosed: touch }}
      />
    </FieldShell>
  );
}
