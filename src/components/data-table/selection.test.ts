import { describe, expect, it } from 'vitest';
import {
  NO_SELECTION,
  isSelected,
  pageSelectionState,
  selectionCount,
  setRows,
  togglePage,
  toggleRow,
} from './selection';
import type { TableSelection } from './selection';

const page = [1, 2, 3];
const all: TableSelection = {
  kind: 'all',
  criteria: [{ filterKey: 'status', operation: 'eq', value: 'Active' }],
  dataOption: 'all',
};

describe('row selection', () => {
  it('ticks and unticks single rows, across pages', () => {
    const one = toggleRow(NO_SELECTION, 2, page);
    const two = toggleRow(one, 7, [7, 8]);
    expect(two).toEqual({ kind: 'ids', ids: [2, 7] });
    expect(toggleRow(two, 2, page)).toEqual({ kind: 'ids', ids: [7] });
  });

  it('selects the page from the header checkbox, and clears it on the next click', () => {
    const some = toggleRow(NO_SELECTION, 2, page);
    expect(pageSelectionState(some, page)).toBe('some');
    const whole = togglePage(some, page);
    expect(whole).toEqual({ kind: 'ids', ids: [2, 1, 3] });
    expect(pageSelectionState(whole, page)).toBe('all');
    expect(togglePage(whole, page)).toEqual({ kind: 'ids', ids: [] });
  });

  it('counts "all matching" as the filter total and holds criteria, not ids', () => {
    expect(selectionCount(all, 1234)).toBe(1234);
    expect(isSelected(all, 999)).toBe(true);
    expect('ids' in all).toBe(false);
  });

  it('keeps the rest of the page when a row is unticked from "all"', () => {
    expect(toggleRow(all, 2, page)).toEqual({ kind: 'ids', ids: [1, 3] });
  });

  it('adds a shift-click run without duplicates', () => {
    expect(setRows({ kind: 'ids', ids: [2] }, [1, 2, 3], true)).toEqual({ kind: 'ids', ids: [2, 1, 3] });
    expect(setRows({ kind: 'ids', ids: [1, 2, 5] }, [1, 2], false)).toEqual({ kind: 'ids', ids: [5] });
  });
});
