/**
 * Calendar days as every date input takes them: `YYYY-MM-DD` naming a day that exists, in years the
 * database and a shop day's instants both hold (PostgreSQL refuses year 0000, and a day's start in UTC
 * is the evening before). One check for promo codes, the sales report and search criteria.
 */

/** Earliest and latest years a date input may name. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds of UTC midnight of a real calendar day between MIN_YEAR and MAX_YEAR, else undefined. */
export function calendarDayUtc(text: string): number | undefined {
  const m = DAY_RE.exec(text);
  if (!m) return undefined;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (y < MIN_YEAR || y > MAX_YEAR) return undefined;
  const ms = Date.UTC(y, mo - 1, d);
  const back = new Date(ms);
  // Date.UTC rolls 2025-02-30 over to March: a real day reads back the same.
  return back.getUTCMonth() === mo - 1 && back.getUTCDate() === d ? ms : undefined;
}

/** True for `YYYY-MM-DD` naming a real day between MIN_YEAR and MAX_YEAR (2025-02-30 and 0000-00-00 are not). */
export const isCalendarDay = (text: string): boolean => calendarDayUtc(text) !== undefined;
