import { describe, expect, it } from 'vitest';
import { axisLabel, categoryTicks } from './category-ticks';

const days = (n: number) => Array.from({ length: n }, (_, i) => `${String(i + 1).padStart(2, '0')}-11`);

describe('the labels of a category axis', () => {
  it('labels every category when all fit', () => {
    expect(categoryTicks(days(5), 1000)).toEqual([0, 1, 2, 3, 4]);
  });

  it('labels evenly spaced categories, the first and the last, no closer than they fit, when not all fit', () => {
    const ticks = categoryTicks(days(30), 600);
    expect(ticks[0]).toBe(0);
    expect(ticks.at(-1)).toBe(29);
    expect(ticks.length).toBeLessThanOrEqual(Math.floor(600 / (5 * 6.5 + 24)));
    // No two labels closer than the even spacing (the last may stand further off).
    const gaps = ticks.slice(1).map((t, i) => t - ticks[i]);
    expect(gaps.every((gap) => gap >= gaps[0])).toBe(true);
  });

  it('gives long names fewer labels than short days on the same width', () => {
    const names = Array.from({ length: 20 }, (_, i) => `Kesar & Co Eco Bandhani Dupatta ${i}`);
    expect(categoryTicks(names, 1000).length).toBeLessThan(categoryTicks(days(20), 1000).length);
  });

  it('shortens a long name to fourteen characters ending in an ellipsis, and leaves a short one', () => {
    expect(axisLabel('Kesar & Co Eco Banarasi Saree')).toBe('Kesar & Co Ec…');
    expect(axisLabel('Abhushan Premium Silver Chain')).toBe('Abhushan Prem…');
    expect(axisLabel('06-12')).toBe('06-12');
  });

  it('labels a lone category and nothing when there is none', () => {
    expect(categoryTicks(['01-11'], 10)).toEqual([0]);
    expect(categoryTicks([], 500)).toEqual([]);
  });
});
