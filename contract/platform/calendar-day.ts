/**
 * Calendar days as every date input takes them: `YYYY-MM-DD` naming a day that exists, in years the
 * database and a shop day's instants both hold (PostgreSQL refuses year 0000, and a day's start in UTC
 * is the evening before). One check for promo codes, the sales report and search criteria.
 */

/** Earliest and latest years a date input may name. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 9999;

const DAY_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Leap years from 1900: a multiple of 4 that is not a century, or a century that is a multiple of 400. */
const LEAP_YEAR = '(?:(?:19|[2-9]\\d)(?:0[48]|[2468][048]|[13579][26])|(?:[2468][048]|[3579][26])00)';
/** A day of a month in any year: 31-day months, 30-day months, and February up to the 28th. */
const MONTH_DAY =
  '(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))';

/**
 * The days `calendarDayUtc` takes, as one regular expression (unanchored, for composing): what the OpenAPI
 * document states, since JSON Schema's `format: date` knows neither the year bounds nor every tool's leap years.
 */
export const DAY_PATTERN_BODY = `(?:(?:19|[2-9]\\d)\\d{2}-${MONTH_DAY}|${LEAP_YEAR}-02-29)`;
/** DAY_PATTERN_BODY anchored: a whole value that is a calendar day. */
export const DAY_PATTERN = `^${DAY_PATTERN_BODY}$`;

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
