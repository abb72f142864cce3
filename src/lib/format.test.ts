import { describe, expect, it } from 'vitest';
import { formatCount, formatCurrency, formatDate, formatDateTime } from './format';

describe('formatDate', () => {
  it('writes day-month-year with dashes', () => {
    expect(formatDate(new Date(2026, 2, 5))).toBe('05-03-2026');
  });

  it('reads a bare ISO day as that calendar day in any time zone', () => {
    expect(formatDate('2026-03-05')).toBe('05-03-2026');
  });

  it('formats a full ISO timestamp in local time', () => {
    const local = new Date(2026, 11, 31, 23, 59);
    expect(formatDate(local.toISOString())).toBe('31-12-2026');
  });

  it('returns an empty string for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds a 12-hour time after the dashed date', () => {
    expect(formatDateTime(new Date(2026, 2, 5, 14, 30))).toBe('05-03-2026 02:30 pm');
    expect(formatDateTime(new Date(2026, 2, 5, 9, 5))).toBe('05-03-2026 09:05 am');
    expect(formatDateTime(new Date(2026, 2, 5, 0, 0))).toBe('05-03-2026 12:00 am');
    expect(formatDateTime(new Date(2026, 2, 5, 12, 7))).toBe('05-03-2026 12:07 pm');
  });

  it('writes what en-IN Intl formatting writes, at every hour and over years of days', () => {
    const day = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: '2-digit', year: 'numeric' });
    const time = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hour12: true });
    const viaIntl = (d: Date) => {
      const parts = Object.fromEntries(day.formatToParts(d).map((p) => [p.type, p.value]));
      return `${parts.day}-${parts.month}-${parts.year} ${time.format(d).toLowerCase()}`;
    };
    const differ: string[] = [];
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2031, 0, 1); t += 29 * 3_600_000 + 13 * 60_000) {
      if (formatDateTime(new Date(t)) !== viaIntl(new Date(t))) differ.push(viaIntl(new Date(t)));
    }
    expect(differ).toEqual([]);
  });
});

describe('formatCurrency', () => {
  it('formats rupees with Indian grouping and two decimals', () => {
    expect(formatCurrency(123456.5)).toBe('₹1,23,456.50');
  });

  it('accepts the decimal strings the API sends for money', () => {
    expect(formatCurrency('2499.00')).toBe('₹2,499.00');
    expect(formatCurrency('0')).toBe('₹0.00');
  });

  it('returns an empty string for values that are not numbers', () => {
    expect(formatCurrency('abc')).toBe('');
    expect(formatCurrency(null)).toBe('');
  });
});

describe('formatCount', () => {
  it('groups large counts the Indian way', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
  });
});
