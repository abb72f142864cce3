import { describe, expect, it } from 'vitest';
import { nextPickupAt } from './pickup-time';

describe('nextPickupAt', () => {
  it('is 10:00 shop time (04:30 UTC) on the next day', () => {
    // Wednesday 2026-03-11 15:00 IST.
    expect(nextPickupAt(new Date('2026-03-11T09:30:00Z')).toISOString()).toBe('2026-03-12T04:30:00.000Z');
  });

  it('counts the day in shop time: 23:00 UTC Wednesday is already Thursday in India', () => {
    expect(nextPickupAt(new Date('2026-03-11T23:00:00Z')).toISOString()).toBe('2026-03-13T04:30:00.000Z');
  });

  it('skips Sunday: Saturday leads to Monday', () => {
    expect(nextPickupAt(new Date('2026-03-14T06:00:00Z')).toISOString()).toBe('2026-03-16T04:30:00.000Z');
  });
});
