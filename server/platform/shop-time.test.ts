import { describe, expect, it } from 'vitest';
import { shopDayRange } from './shop-time';

describe('shopDayRange (Asia/Kolkata)', () => {
  it('starts the day at 18:30 UTC of the previous calendar day', () => {
    const { start, end } = shopDayRange(new Date('2026-03-15T06:00:00Z'));
    expect(start.toISOString()).toBe('2026-03-14T18:30:00.000Z');
    expect(end.toISOString()).toBe('2026-03-15T18:30:00.000Z');
  });

  it('moves to the next day exactly at Indian midnight', () => {
    expect(shopDayRange(new Date('2026-03-15T18:29:59.999Z')).start.toISOString()).toBe('2026-03-14T18:30:00.000Z');
    expect(shopDayRange(new Date('2026-03-15T18:30:00.000Z')).start.toISOString()).toBe('2026-03-15T18:30:00.000Z');
  });
});
