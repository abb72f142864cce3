/**
 * Display formatting (seed §1, §9): dates day-month-year with dashes via the English-India
 * locale, and money in the shop's currency with Indian digit grouping.
 */
import { CONSTANTS } from '../../contract';
import { SHOP_UTC_OFFSET_MINUTES } from '../../contract/platform/shop-time';

const LOCALE = CONSTANTS.dateLocale;
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

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

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

/*
 * What en-IN's Intl formats give (2-digit day and month, numeric year; 2-digit 12-hour time, lower-cased),
 * written out by hand: a table cell formats hundreds of dates per scroll and Intl's formatToParts is slow.
 * format.test.ts checks them against Intl.
 */
function dayMonthYear(date: Date): string {
  return `${twoDigits(date.getDate())}-${twoDigits(date.getMonth() + 1)}-${date.getFullYear()}`;
}

function hourMinute(date: Date): string {
  const hours = date.getHours();
  return `${twoDigits(hours % 12 || 12)}:${twoDigits(date.getMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
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
  return date ? `${dayMonthYear(date)} ${hourMinute(date)}` : '';
}

const SHOP_OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;

/** `05-03-2026 02:30 pm` in the shop's time zone (Asia/Kolkata), whatever the browser's; '' for a missing or invalid value. */
export function formatShopDateTime(value: Date | string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = toDate(value);
  if (!date) return '';
  const shop = new Date(date.getTime() + SHOP_OFFSET_MS);
  const hours = shop.getUTCHours();
  return `${twoDigits(shop.getUTCDate())}-${twoDigits(shop.getUTCMonth() + 1)}-${shop.getUTCFullYear()} ${twoDigits(hours % 12 || 12)}:${twoDigits(shop.getUTCMinutes())} ${hours < 12 ? 'am' : 'pm'}`;
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** `₹1,23,456.50`; accepts the decimal strings the API sends for money. '' when not a number. */
export function formatCurrency(amount: number | string | null | undefined, currency = 'INR'): string {
  if (amount === null || amount === undefined || amount === '') return '';
  const value = typeof amount === 'number' ? amount : Number(amount);
  if (!Number.isFinite(value)) return '';
  let format = currencyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    currencyFormats.set(currency, format);
  }
  return format.format(value);
}

const integerFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** Counts with Indian grouping: `12,34,567`. */
export function formatCount(value: number): string {
  return integerFormat.format(value);
}
