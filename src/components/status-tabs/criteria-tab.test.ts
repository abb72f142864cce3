import { describe, expect, it } from 'vitest';
import { tabOf, withTab } from './criteria-tab';

describe('a status tab kept in the criteria', () => {
  const method = { filterKey: 'method', operation: 'eq' as const, value: ['UPI'] };

  it('adds the tab as a status criterion next to the other filters, replacing an earlier status', () => {
    const first = withTab([method], 'failed');
    expect(first).toEqual([method, { filterKey: 'status', operation: 'eq', value: ['failed'] }]);
    expect(withTab(first, 'success')).toEqual([method, { filterKey: 'status', operation: 'eq', value: ['success'] }]);
  });

  it('removes the status criterion for "all" and reads the tab back from the criteria', () => {
    expect(withTab(withTab([method], 'failed'), 'all')).toEqual([method]);
    expect(tabOf(withTab([], 'in-progress'))).toBe('in-progress');
    expect(tabOf([{ filterKey: 'status', operation: 'eq', value: ['success', 'failed'] }])).toBe('all');
    expect(tabOf([method])).toBe('all');
  });
});
