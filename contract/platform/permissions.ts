/**
 * The permission tree: every module of the portal and the actions a user may be granted on it.
 * A grant is the number 1 at a dotted path of a user's `moduleAccess` (seed §6); MasterAdmin has all.
 * The server checks these paths on every call; the SPA uses the same check only to hide what the API refuses.
 */
// zod/mini, as contract/account/auth.ts: the stored session is checked at start-up, before classic zod is loaded.
import * as z from 'zod/mini';

/** Actions grantable on every module. `add` creates, `edit` updates and changes status. */
export const MODULE_ACTIONS = ['view', 'add', 'edit', 'delete'] as const;
export type ModuleAction = (typeof MODULE_ACTIONS)[number];

/** Modules grouped by area; the group keys are the first segment of a permission path. */
export const MODULE_TREE = {
  dashboard: ['home'],
  catalogue: [
    'product',
    'category',
    'attribute',
    'specification',
    'tax',
    'sizeChart',
    'stock',
    'comment',
    'multimedia',
  ],
  content: [
    'promocode',
    'flashsale',
    'featureSection',
    'slider',
    'blog',
    'faq',
    'robotText',
    'dmContent',
    'popularSearch',
    'calendar',
  ],
  locations: ['pickupLocation', 'deliveryLocation'],
  orders: ['order', 'return', 'exchange', 'returnQuestion', 'payment', 'sales', 'wallet'],
  people: ['customer', 'supportTicket', 'portalUser', 'customerPortal'],
  configuration: ['portalSettings', 'prefixSettings', 'auditLog', 'outbox', 'subscription', 'apiKey', 'webhook'],
} as const;

type Tree = typeof MODULE_TREE;
export type ModuleGroup = keyof Tree;
/** `group.module`, e.g. `orders.order`. */
export type ModulePath = { [G in ModuleGroup]: `${G}.${Tree[G][number]}` }[ModuleGroup];
/** `group.module.action`, e.g. `orders.order.view`. */
export type PermissionPath = `${ModulePath}.${ModuleAction}`;

export const ROLES = ['MasterAdmin', 'Staff'] as const;
export type Role = (typeof ROLES)[number];
export const MASTER_ADMIN: Role = 'MasterAdmin';

/** A nested object whose leaves are 0 or 1 (seed §3 "moduleAccess tree"). */
export type ModuleAccess = { [key: string]: ModuleAccess | number };
// Registered with an id: a recursive schema can only be documented as a named component (OpenAPI `$ref`).
export const ModuleAccessSchema: z.ZodMiniType<ModuleAccess> = z
  .lazy(() => z.record(z.string(), z.union([z.int().check(z.minimum(0), z.maximum(1)), ModuleAccessSchema])))
  .register(z.globalRegistry, {
    id: 'ModuleAccess',
    description: 'A nested object whose leaves are 0 or 1 (a grant is 1 at a dotted path)',
  });

/** Every module path, in menu order. */
export const ALL_MODULES: ModulePath[] = (Object.keys(MODULE_TREE) as ModuleGroup[]).flatMap((group) =>
  MODULE_TREE[group].map((m) => `${group}.${m}` as ModulePath),
);

/** Every permission path. */
export const ALL_PERMISSIONS: PermissionPath[] = ALL_MODULES.flatMap((m) =>
  MODULE_ACTIONS.map((a) => `${m}.${a}` as PermissionPath),
);

/** Modules only a MasterAdmin opens: no grant gives them to anyone else (the audit trail watches the staff). */
// The Outbox too: its messages can hold one-time codes and generated passwords; the subscription is the shop owner's bill;
// an API key reaches orders, payments and customers whatever its maker may see, so only the Master Admin makes one;
// a webhook endpoint receives every order and customer of the types it asks for, wherever its URL points.
export const MASTER_ADMIN_ONLY: readonly ModulePath[] = [
  'configuration.auditLog',
  'configuration.outbox',
  'configuration.subscription',
  'configuration.apiKey',
  'configuration.webhook',
];
const isMasterAdminOnly = (path: string) =>
  MASTER_ADMIN_ONLY.some((module) => path === module || path.startsWith(`${module}.`));

/** The modules a grant can give (the access editor offers these). */
export const GRANTABLE_MODULES: ModulePath[] = ALL_MODULES.filter((m) => !MASTER_ADMIN_ONLY.includes(m));

/** Seed §6: MasterAdmin has every permission; anyone else needs the value 1 at the dotted path (never a MASTER_ADMIN_ONLY one). */
export function hasPermission(
  user: { role: string; moduleAccess: ModuleAccess | null | undefined } | null | undefined,
  path: string,
): boolean {
  if (!user) return false;
  if (user.role === MASTER_ADMIN) return true;
  if (isMasterAdminOnly(path)) return false;
  let node: ModuleAccess | number | undefined = user.moduleAccess ?? undefined;
  for (const key of path.split('.')) {
    if (node === undefined || typeof node === 'number') return false;
    node = Object.prototype.hasOwnProperty.call(node, key) ? node[key] : undefined;
  }
  return node === 1;
}

/** Builds a moduleAccess tree granting exactly the given paths (demo data, tests, the access editor). */
export function grant(paths: readonly string[]): ModuleAccess {
  const root: ModuleAccess = {};
  for (const path of paths) {
    const keys = path.split('.');
    let node = root;
    keys.forEach((key, i) => {
      if (i === keys.length - 1) node[key] = 1;
      else node = (node[key] ??= {}) as ModuleAccess;
    });
  }
  return root;
}
