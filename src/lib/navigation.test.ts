import { describe, expect, it } from 'vitest';
import { grant } from '../../contract';
import { landingPath, safeReturnPath } from './navigation';

describe('landingPath', () => {
  it('lands a user with the dashboard on the dashboard', () => {
    expect(landingPath({ role: 'Staff', moduleAccess: grant(['dashboard.home.view']) })).toBe('/dashboard');
    expect(landingPath({ role: 'MasterAdmin', moduleAccess: {} })).toBe('/dashboard');
  });

  it('lands staff without the dashboard on their first permitted menu entry, with its params', () => {
    expect(landingPath({ role: 'Staff', moduleAccess: grant(['catalogue.stock.view']) })).toBe('/manageStock/in-stock');
  });

  it('lands a user with no module at all on the profile', () => {
    expect(landingPath({ role: 'Staff', moduleAccess: {} })).toBe('/profile');
  });
});

describe('safeReturnPath', () => {
  it('accepts a known signed-in screen', () => {
    expect(safeReturnPath('/manageOrder/pending')).toBe('/manageOrder/pending');
  });

  it('refuses the sign-in screen, policy pages, unknown paths and non-strings', () => {
    expect(safeReturnPath('/login')).toBeNull();
    expect(safeReturnPath('/p/terms')).toBeNull();
    expect(safeReturnPath('/nowhere')).toBeNull();
    expect(safeReturnPath(undefined)).toBeNull();
  });
});
