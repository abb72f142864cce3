import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, grant, hasPermission } from './permissions';

const staff = (paths: string[]) => ({ role: 'Staff', moduleAccess: grant(paths) });

describe('hasPermission', () => {
  it('grants MasterAdmin every permission, even with an empty tree', () => {
    expect(ALL_PERMISSIONS.every((p) => hasPermission({ role: 'MasterAdmin', moduleAccess: {} }, p))).toBe(true);
  });
  it('grants a staff user only the paths whose value is exactly 1', () => {
    const user = staff(['orders.order.view']);
    expect(hasPermission(user, 'orders.order.view')).toBe(true);
    expect(hasPermission(user, 'orders.order.edit')).toBe(false);
    expect(hasPermission(user, 'catalogue.product.view')).toBe(false);
  });
  it('refuses values other than 1, intermediate nodes, and prototype keys', () => {
    const user = { role: 'Staff', moduleAccess: { orders: { order: { view: 0, edit: 2 } } } };
    expect(hasPermission(user, 'orders.order.view')).toBe(false);
    expect(hasPermission(user, 'orders.order.edit')).toBe(false);
    expect(hasPermission(user, 'orders.order')).toBe(false);
    expect(hasPermission(user, 'orders')).toBe(false);
    expect(hasPermission(user, 'constructor')).toBe(false);
    expect(hasPermission(user, '__proto__.x')).toBe(false);
  });
  it('refuses a missing user or a missing tree', () => {
    expect(hasPermission(null, 'dashboard.home.view')).toBe(false);
    expect(hasPermission({ role: 'Staff', moduleAccess: null }, 'dashboard.home.view')).toBe(false);
  });
  it('builds nested trees from dotted paths', () => {
    expect(grant(['a.b.view', 'a.b.edit', 'c.d.view'])).toEqual({
      a: { b: { view: 1, edit: 1 } },
      c: { d: { view: 1 } },
    });
  });
});
