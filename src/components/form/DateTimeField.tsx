/**
 * A moment bound to react-hook-form, entered in the shop's time zone whatever the browser's: the value is an
 * ISO string with the shop's offset (`2026-03-05T14:30+05:30`, '' when blank), typed or picked as
 * dd-mm-yyyy hh:mm (24-hour) with Blueprint's DateInput and its time picker; the zone shows beside it.
 */
// oxlint-disable-next-line import/no-unassigned-import -- the datetime package's stylesheet
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
import { Tag } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import type { FieldValues } from 'react-hook-form';
import { SHOP_TIME_ZONE } from '../../../contract/platform/shop-time';
import { DAY_INPUT_PROPS } from './dates';
import { FieldShell } from './FieldShell';
import { useField, type FieldBaseProps } from './useField';

export const MOMENT_DISPLAY_FORMAT = 'dd-MM-yyyy HH:mm';

export function DateTimeField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
}: FieldBaseProps<T>) {
  const { field, id, error, intent } = useField(control, name);
  const value = (field.value as string | null | undefined) || null;
  return (
    <FieldShell id={id} label={label} error={error} helperText={helperText}>
      <DateInput
        {...DAY_INPUT_PROPS}
        dateFnsFormat={MOMENT_DISPLAY_FORMAT}
        placeholder="dd-mm-yyyy hh:mm"
        timePrecision="minute"
        timePickerProps={{ showArrowButtons: false }}
        timezone={SHOP_TIME_ZONE}
        showTimezoneSelect={false}
        fill
        disabled={disabled}
        value={value}
        closeOnSelection={false}
        onChange={(iso) => {
          field.onChange(iso ?? '');
          field.onBlur();
        }}
        rightElement={
          <Tag minimal className="date-time-zone">
            IST
          </Tag>
        }
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
