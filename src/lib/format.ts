/**
 * Display formatting (seed §1, §9): dates day-month-year with dashes via the English-India
 * locale, and money in the shop's currency with Indian digit grouping.
 */
import { CONSTANTS } from '../../contract';

const LOCALE = CONSTANTS.dateLocale;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormat = new Intl.DateTimeFormat(LOCALE, { day: '2-digit', month: '2-digit', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hour12: true });

/** Accepts a Date, epoch millis or an ISO string; a bare `YYYY-MM-DD` is a calendar day, not UTC midnight. */
function toDate(value: Date | string | number): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function dayMonthYear(date: Date): string {
  const parts = Object.fromEntries(dateFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.day}-${parts.month}-${parts.year}`;
}

/** `05-03-2026`; '' for a missing or invalid value. */
export function formatDate(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? dayMonthYear(date) : '';
}

/** `05-03-2026 02:30 pm` in the browser's time zone; '' for a missing or invalid value. */
export function formatDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  return date ? `${dayMonthYear(date)} ${timeFormat.format(date).toLowerCase()}` : '';
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** `₹1,23,456.50`; accepts the decimal strings the API sends for money. '' when not a number. */
export function formatCurrency(amount: number | string | null | undefined, currency = 'INR'): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    currencyFormats.set(currency, format);
  }
  return format.format(value);
}

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Counts with Indian grouping: `12,34,567`. */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}
