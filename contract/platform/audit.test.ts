import { describe, expect, it } from 'vitest';
import { auditActionLabel } from './audit';
import { GRANTABLE_MODULES, grant, hasPermission } from './permissions';

describe('the audit trail in the contract', () => {
  it('opens the Audit Log to the Master Admin only: no grant gives it to anyone else', () => {
    expect(hasPermission({ role: 'MasterAdmin', moduleAccess: {} }, 'configuration.auditLog.view')).toBe(true);
    const granted = {
      role: 'Staff',
      moduleAccess: grant(['configuration.auditLog.view', 'configuration.portalSettings.view']),
    };
    expect(hasPermission(granted, 'configuration.auditLog.view')).toBe(false);
    expect(hasPermission(granted, 'configuration.portalSettings.view')).toBe(true);
    expect(GRANTABLE_MODULES).not.toContain('configuration.auditLog');
  });

  it('names actions in words, and unknown ones as they are', () => {
    expect(auditActionLabel('order.accept')).toBe('Accept order');
    expect(auditActionLabel('return.approve')).toBe('Approve');
    expect(auditActionLabel('status')).toBe('Status changed');
    expect(auditActionLabel('something.new')).toBe('something.new');
  });
});
