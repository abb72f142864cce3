/** The demo roles are what README's role table says they are (issue 40 item 9): one test holds both to each other. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODULE_TREE, type ModuleAccess } from '../../contract/platform/permissions';
import { grantedPaths } from '../../contract/people/portal-users';
import { demoAccounts } from './accounts';

const granted = (username: string) =>
  new Set(grantedPaths(demoAccounts().find((a) => a.username === username)!.moduleAccess as ModuleAccess));
const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('demo roles', () => {
  it('gives the order desk every Orders and money module to view, add and edit, nothing to delete, and customers to view', () => {
    const orders = granted('orders');
    const expected = [
      'dashboard.home.view',
      'people.customer.view',
      ...MODULE_TREE.orders.flatMap((module) => ['view', 'add', 'edit'].map((action) => `orders.${module}.${action}`)),
    ];
    expect([...orders].toSorted()).toEqual(expected.toSorted());
    expect(readme).toContain(
      '| `orders` | `Orders@12345` | Staff, the order desk: dashboard; everything under Orders and money (orders, returns, exchanges, return questions, payments, sales, wallets) to view, add and edit, nothing to delete; customers to view |',
    );
  });

  it('gives the catalogue staff every action of catalogue and content, and nothing else', () => {
    const catalogue = granted('catalogue');
    expect([...catalogue].every((path) => path.startsWith('catalogue.') || path.startsWith('content.'))).toBe(true);
    expect(catalogue.size).toBe((MODULE_TREE.catalogue.length + MODULE_TREE.content.length) * 4);
    expect(readme).toContain(
      '| `catalogue` | `Catalogue@12345` | Staff: catalogue and content, every action (view, add, edit, delete); no orders, no dashboard |',
    );
  });
});
