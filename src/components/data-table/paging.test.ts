import { describe, expect, it } from 'vitest';
import { pageRange, rangeLabel } from './paging';

describe('paging', () => {
  it('labels the first page of many', () => {
    const range = pageRange(1, 10, 1234, 10);
    expect(range).toEqual({ first: 1, last: 10, pageCount: 124 });
    expect(rangeLabel(range, 1234)).toBe('1–10 of 1,234');
  });

  it('labels a short last page', () => {
    expect(rangeLabel(pageRange(124, 10, 1234, 4), 1234)).toBe('1,231–1,234 of 1,234');
  });

  it('treats All as one page', () => {
    expect(pageRange(1, -1, 25_000, 10_000)).toEqual({ first: 1, last: 10_000, pageCount: 1 });
  });

  it('labels an empty result', () => {
    const range = pageRange(1, 10, 0, 0);
    expect(range.pageCount).toBe(1);
    expect(rangeLabel(range, 0)).toBe('0 of 0');
  });
});
