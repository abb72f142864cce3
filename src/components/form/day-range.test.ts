import { describe, expect, it, vi } from 'vitest';
import { displayToDay, onTypedStart, orderedDays } from './day-range';

describe('a day range (seed §5)', () => {
  it('clears the end when the start is later than it', () =>
    expect(orderedDays('2026-03-10', '2026-03-01')).toEqual(['2026-03-10', '']));
  it('keeps an ordered or one-day range', () => {
    expect(orderedDays('2026-03-01', '2026-03-10')).toEqual(['2026-03-01', '2026-03-10']);
    expect(orderedDays('2026-03-01', '2026-03-01')).toEqual(['2026-03-01', '2026-03-01']);
  });
  it('keeps a half-set range', () => expect(orderedDays('', '2026-03-01')).toEqual(['', '2026-03-01']));
});

describe('a typed start of a range', () => {
  it('reads dd-mm-yyyy, and nothing until the day is whole and real', () => {
    expect(displayToDay('20-12-2030')).toBe('2030-12-20');
    expect(displayToDay('20-12-20')).toBe('');
    expect(displayToDay('31-02-2030')).toBe('');
  });

  it('clears the end when the typed start is later than it', () => {
    const set = vi.fn();
    onTypedStart('2030-12-10', set)({ currentTarget: { value: '20-12-2030' } });
    expect(set).toHaveBeenCalledWith('2030-12-20', '');
    set.mockClear();
    onTypedStart('2030-12-31', set)({ currentTarget: { value: '20-12-2030' } });
    expect(set).not.toHaveBeenCalled();
  });
});
