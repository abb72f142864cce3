import { describe, expect, it } from 'vitest';
import { dateToDay, dayToDate, isoToDay } from './dates';

describe('calendar days', () => {
  it('reads a YYYY-MM-DD day as local midnight and writes it back', () => {
    const date = dayToDate('2026-03-05')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours()]).toEqual([2026, 2, 5, 0]);
    expect(dateToDay(date)).toBe('2026-03-05');
  });

  it('refuses what is not a day', () => {
    expect(dayToDate('05-03-2026')).toBeNull();
    expect(dayToDate('2026-02-30')).toBeNull();
    expect(dayToDate('')).toBeNull();
    expect(dateToDay(null)).toBe('');
  });

  it('takes the day of the ISO string a date input gives', () => {
    expect(isoToDay('2026-03-05T00:00:00+05:30')).toBe('2026-03-05');
    expect(isoToDay(null)).toBe('');
  });
});
