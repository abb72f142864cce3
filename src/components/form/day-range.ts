/**
 * Seed §5: a date range whose start is later than its end keeps the start and clears the end.
 * Blueprint's range input refuses such a typed start without telling us (no onChange), so the
 * start input's own change is read here too.
 */
import { dateToDay, dayToDate } from './dates';

/** The range with the rule applied. */
export function orderedDays(from: string, to: string): [string, string] {
  return from && to && from > to ? [from, ''] : [from, to];
}

/** A fully typed `dd-mm-yyyy` as `YYYY-MM-DD`; '' while it is not a whole, real day. */
export function displayToDay(text: string): string {
  const [, dd, mm, yyyy] = /^(\d{2})-(\d{2})-(\d{4})$/.exec(text.trim()) ?? [];
  return yyyy ? dateToDay(dayToDate(`${yyyy}-${mm}-${dd}`)) : '';
}

/**
 * The start input's onChange of a range input: a typed start later than `end` sets the start and
 * clears the end (`set(start, '')`), which the range input itself would refuse as overlapping.
 */
export const onTypedStart =
  (end: string, set: (from: string, to: string) => void) => (e: { currentTarget: { value: string } }) => {
    const day = displayToDay(e.currentTarget.value);
    if (day && end && day > end) set(...orderedDays(day, end));
  };
