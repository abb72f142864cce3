import { describe, expect, it } from 'vitest';
import { DAY_PATTERN, calendarDayUtc, isCalendarDay } from './calendar-day';

const two = (n: number) => String(n).padStart(2, '0');

describe('calendar days', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2024-02-29', '2025-12-31', '1900-01-01', '9999-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
    expect(calendarDayUtc('2024-06-01')).toBe(Date.UTC(2024, 5, 1));
  });

  it('refuses days that do not exist, years the database cannot hold, and other shapes', () => {
    for (const day of [
      '2025-02-30',
      '2025-02-29',
      '0000-00-00',
      '0000-01-01',
      '0001-01-01',
      '2024-13-01',
      '2024-00-10',
      '2024-06-31',
      '24-06-01',
      '2024-6-1',
      '2024-06-01T00:00:00Z',
      ' 2024-06-01',
    ]) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });

  it('states the same days as a regular expression (DAY_PATTERN, for the OpenAPI document), leap years and year bounds included', () => {
    const pattern = new RegExp(DAY_PATTERN, 'u');
    const years = [
      0,
      1,
      999,
      1000,
      1600,
      1800,
      ...Array.from({ length: 700 }, (_, i) => 1850 + i),
      2800,
      3200,
      4000,
      6000,
      9900,
      9996,
      9999,
    ];
    let checked = 0;
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
          if (pattern.test(text) !== isCalendarDay(text))
            expect.fail(`${text}: pattern ${pattern.test(text)}, check ${isCalendarDay(text)}`);
          checked += 1;
        }
      }
    }
    expect(checked).toBeGreaterThan(300_000);
    for (const other of ['2024-06-01T00:00:00Z', ' 2024-06-01', '2024-6-1', '12024-06-01', ''])
      expect(pattern.test(other), other).toBe(false);
  });
});
