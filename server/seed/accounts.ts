/** The demo sign-ins: a Master Admin and two staff users with different, limited module access. */
import {
  ALL_PERMISSIONS,
  MODULE_ACTIONS,
  MODULE_TREE,
  grant,
  type ModuleAccess,
  type PermissionPath,
  type Role,
} from '../../contract/platform/permissions';

/** One demo account as printed at start-up and created by the seed. */
export interface DemoAccount {
  username: string;
  password: string;
  role: Role;
  name: string;
  email: string;
  moduleAccess: ModuleAccess;
}

/** Every `group.module.action` of a group for the given actions. */
const groupPermissions = (group: keyof typeof MODULE_TREE, actions: readonly string[]): PermissionPath[] =>
  MODULE_TREE[group].flatMap((module) => actions.map((action) => `${group}.${module}.${action}` as PermissionPath));

const ORDER_STAFF: PermissionPath[] = [
  'dashboard.home.view',
  ...groupPermissions('orders', ['view', 'add', 'edit']),
  'people.customer.view',
];

const CATALOGUE_STAFF: PermissionPath[] = [
  ...groupPermissions('catalogue', MODULE_ACTIONS),
  ...groupPermissions('content', MODULE_ACTIONS),
];

const ACCOUNTS: readonly DemoAccount[] = [
  {
    username: 'admin',
    password: 'Admin@12345',
    role: 'MasterAdmin',
    name: 'Aditi Rao',
    email: 'admin@demoshop.in',
    moduleAccess: grant(ALL_PERMISSIONS),
  },
  {
    username: 'orders',
    password: 'Orders@12345',
    role: 'Staff',
    name: 'Rohan Mehta',
    email: 'orders@demoshop.in',
    moduleAccess: grant(ORDER_STAFF),
  },
  {
    username: 'catalogue',
    password: 'Catalogue@12345',
    role: 'Staff',
    name: 'Priya Nair',
    email: 'catalogue@demoshop.in',
    moduleAccess: grant(CATALOGUE_STAFF),
  },
];

/** The demo accounts (username, password, role, …) to create and to print at start-up. */
export function demoAccounts(): readonly DemoAccount[] {
  return ACCOUNTS;
}
