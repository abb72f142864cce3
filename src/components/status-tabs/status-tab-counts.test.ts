import { describe, expect, it } from 'vitest';
import { countOfTab, statusOfTab, statusTabs } from './status-tab-counts';

describe('status tabs', () => {
  const tabs = statusTabs(['Pending', 'New Order'] as const, { slug: (s) => s.toLowerCase().replace(' ', '-') });

  it('puts All first, then a tab per status with its id, label and status', () => {
    expect(tabs).toEqual([
      { id: 'all', label: 'All' },
      { id: 'pending', label: 'Pending', status: 'Pending' },
      { id: 'new-order', label: 'New Order', status: 'New Order' },
    ]);
    expect(statusOfTab(tabs, 'new-order')).toBe('New Order');
    expect(statusOfTab(tabs, 'all')).toBeUndefined();
    expect(statusOfTab(tabs, 'bogus')).toBeUndefined();
  });

  it('counts the total on All, a status on its tab (0 when unlisted), nothing while loading', () => {
    const counts = { counts: { Pending: 4 }, total: 9 };
    expect(tabs.map((t) => countOfTab(t, counts))).toEqual([9, 4, 0]);
    expect(countOfTab(tabs[1], undefined)).toBeUndefined();
  });
});
