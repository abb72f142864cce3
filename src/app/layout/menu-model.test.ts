import { describe, expect, it } from 'vitest';
import { grant } from '../../../contract';
import { buildMenu } from './menu-model';

describe('buildMenu', () => {
  it('gives a Master Admin every group, Dashboard first', () => {
    const menu = buildMenu({ role: 'MasterAdmin', moduleAccess: {} });
    expect(menu.map((s) => s.group)).toEqual([
      null,
      'Catalogue',
      'Promotion and content',
      'Locations',
      'Orders and money',
      'People and support',
      'Configuration',
    ]);
    expect(menu[0].entries.map((e) => e.label)).toEqual(['Dashboard']);
  });

  it('shows a staff user only the entries granted, and no empty groups', () => {
    const menu = buildMenu({ role: 'Staff', moduleAccess: grant(['orders.order.view', 'orders.payment.view']) });
    expect(menu).toEqual([
      {
        group: 'Orders and money',
        entries: [
          { name: 'MANAGE_ORDER', label: 'Orders', icon: 'shopping-cart', params: { tab: 'all' } },
          { name: 'MANAGE_PAYMENT', label: 'Payments', icon: 'credit-card', params: undefined },
        ],
      },
    ]);
  });

  it('shows nothing to a signed-out visitor', () => {
    expect(buildMenu(null)).toEqual([]);
  });
});
