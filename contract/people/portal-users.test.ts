import { describe, expect, it } from 'vitest';
import { grant } from '../platform/permissions';
import {
  ModuleAccessInputSchema,
  PORTAL_USER_MESSAGES,
  PortalUserCreateSchema,
  grantedPaths,
  moduleAccessProblem,
} from './portal-users';

describe('module access from a request', () => {
  it('accepts the permission tree and keeps only the grants', () => {
    expect(ModuleAccessInputSchema.parse({ orders: { order: { view: 1, add: 0 } }, content: { faq: {} } })).toEqual(
      grant(['orders.order.view']),
    );
  });

  it('names the first unknown group, module or action', () => {
    expect(moduleAccessProblem({ orders: { order: { view: 1 } }, shop: {} })).toBe(
      PORTAL_USER_MESSAGES.unknownModule('shop'),
    );
    expect(moduleAccessProblem({ orders: { rocket: {} } })).toBe(PORTAL_USER_MESSAGES.unknownModule('orders.rocket'));
    expect(moduleAccessProblem({ orders: { order: { fly: 1 } } })).toBe(
      PORTAL_USER_MESSAGES.unknownModule('orders.order.fly'),
    );
  });

  it('refuses values other than 0 and 1, arrays, and the modules only a Master Admin holds', () => {
    expect(moduleAccessProblem({ orders: { order: { view: true } } })).toBe(PORTAL_USER_MESSAGES.accessShape);
    expect(moduleAccessProblem([])).toBe(PORTAL_USER_MESSAGES.accessShape);
    expect(moduleAccessProblem({ configuration: { auditLog: { view: 1 } } })).toBe(
      PORTAL_USER_MESSAGES.notGrantable('configuration.auditLog'),
    );
  });

  it('does not take a key from the prototype for a module', () => {
    expect(moduleAccessProblem({ toString: {} })).toBe(PORTAL_USER_MESSAGES.unknownModule('toString'));
    expect(moduleAccessProblem({ orders: { constructor: {} } })).toBe(
      PORTAL_USER_MESSAGES.unknownModule('orders.constructor'),
    );
  });

  it('lists granted paths in order', () => {
    expect(grantedPaths(grant(['orders.order.view', 'content.faq.add']))).toEqual([
      'content.faq.add',
      'orders.order.view',
    ]);
  });
});

describe('the add form', () => {
  it('refuses a username with spaces and a malformed e-mail in the catalogue wording', () => {
    const result = PortalUserCreateSchema.safeParse({ name: 'A', username: 'two words', email: 'nope', role: 'Staff' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.message).toSorted()).toEqual([
      'The value must be alpha-numeric',
      'Value is not a valid email address',
    ]);
  });
});
