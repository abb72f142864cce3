import { describe, expect, it } from 'vitest';
import { coversDay, dayStart, rangeTitle, shopTime, stepAnchor, visibleDays } from './calendar-days';

describe("the content calendar's days", () => {
  it('shows whole Monday-first weeks around a month, and one week', () => {
    const feb = visibleDays('month', '2032-02-17');
    expect(feb[0]).toBe('2032-01-26');
    expect(feb.at(-1)).toBe('2032-02-29');
    expect(feb).toHaveLength(35);
    expect(visibleDays('month', '2026-11-28')).toHaveLength(42); // 1 Nov 2026 is a Sunday
    expect(visibleDays('week', '2032-02-05')).toEqual([
      '2032-02-02',
      '2032-02-03',
      '2032-02-04',
      '2032-02-05',
      '2032-02-06',
      '2032-02-07',
      '2032-02-08',
    ]);
  });

  it('steps by a month or a week, across years', () => {
    expect(stepAnchor('month', '2032-12-31', 1)).toBe('2033-01-01');
    expect(stepAnchor('month', '2032-03-31', -1)).toBe('2032-02-01');
    expect(stepAnchor('week', '2032-12-30', 1)).toBe('2033-01-06');
    expect(rangeTitle('week', '2032-12-30')).toBe('27 Dec – 2 Jan 2033');
    expect(rangeTitle('month', '2032-02-10')).toBe('February 2032');
  });

  it('places entries on the shop days their window meets, in IST', () => {
    expect(new Date(dayStart('2032-02-02')).toISOString()).toBe('2032-02-01T18:30:00.000Z');
    const sale = { kind: 'flash-sale' as const, start: '2032-02-02T04:30:00.000Z', end: '2032-02-04T18:30:00.000Z' };
    expect(
      ['2032-02-01', '2032-02-02', '2032-02-03', '2032-02-04', '2032-02-05'].map((d) => coversDay(sale, d)),
    ).toEqual([false, true, true, true, false]); // ends at 00:00 IST on the 5th
    const post = { kind: 'blog' as const, start: '2032-02-02T18:29:00.000Z', end: null };
    expect(['2032-02-02', '2032-02-03'].map((d) => coversDay(post, d))).toEqual([true, false]);
    const open = { kind: 'slider' as const, start: '2032-02-02T18:30:00.000Z', end: null };
    expect(['2032-02-02', '2032-02-03', '2032-03-30'].map((d) => coversDay(open, d))).toEqual([false, true, true]);
    expect(shopTime('2032-02-02T04:30:00.000Z')).toBe('10:00');
  });
});
