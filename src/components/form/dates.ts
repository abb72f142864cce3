/**
 * Calendar days as the forms and filters keep them (`YYYY-MM-DD`) and as Blueprint's date inputs
 * take them (Date objects, ISO strings), shown day-month-year with dashes (seed §9).
 */
import { isValid, lightFormat, parseISO } from 'date-fns';
import { enUS } from 'date-fns/locale';

/** What the inputs show and parse: `05-03-2026`. */
export const DAY_DISPLAY_FORMAT = 'dd-MM-yyyy';
export const DAY_PLACEHOLDER = 'dd-mm-yyyy';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` day as a local Date (midnight), else null. */
export function dayToDate(day: string | null | undefined): Date | null {
  if (!day || !DAY.test(day)) return null;
  // A date-only ISO string is read as local midnight (unlike `new Date(day)`, which reads UTC).
  const date = parseISO(day);
  return isValid(date) ? date : null;
}

/** A local Date as `YYYY-MM-DD`; '' for none. */
export const dateToDay = (date: Date | null | undefined): string =>
  date && isValid(date) ? lightFormat(date, 'yyyy-MM-dd') : '';

/** DateInput's ISO string (local time, e.g. `2026-03-05T00:00:00+05:30`) as `YYYY-MM-DD`; '' for none. */
export const isoToDay = (iso: string | null | undefined): string =>
  iso && DAY.test(iso.slice(0, 10)) ? iso.slice(0, 10) : '';

/** Props every date input of the portal shares: en-US locale (see ARCHITECTURE.md), dd-mm-yyyy, a wide range. */
export const DAY_INPUT_PROPS = {
  locale: enUS,
  dateFnsFormat: DAY_DISPLAY_FORMAT,
  placeholder: DAY_PLACEHOLDER,
  minDate: new Date(2000, 0, 1),
  maxDate: new Date(new Date().getFullYear() + 10, 11, 31),
} as const;

/**
 * A DateRangeInput's popover props: its two inputs sit in the popover target, which carries
 * aria-expanded; a <fieldset> (role group) may, a role-less <div> may not (axe aria-allowed-attr).
 */
export const RANGE_POPOVER_PROPS = { placement: 'bottom-start', targetTagName: 'fieldset' } as const;
