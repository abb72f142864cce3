import { describe, expect, it } from 'vitest';
import { calendarDayUtc, isCalendarDay } from './calendar-day';

describe('calendar days', () => {
  it('accepts real days, leap days included', () => {
    for (const day of ['2024-02-29', '2025-12-31', '1900-01-01', '9999-12-31']) expect(isCalendarDay(day), day).toBe(true);
    expect(calendarDayUtc('2024-06-01')).toBe(Date.UTC(2024, 5, 1));
  });

  it('refuses days that do not exist, years the database cannot hold, and other shapes', () => {
    for (const day of ['2025-02-30', '2025-02-29', '0000-00-00', '0000-01-01', '0001-01-01', '2024-13-01', '2024-00-10', '2024-06-31', '24-06-01', '2024-6-1', '2024-06-01T00:00:00Z', ' 2024-06-01']) {
      expect(isCalendarDay(day), day).toBe(false);
    }
  });
});
