/** The side menu as data: route-table entries with a `menu`, grouped, filtered by permission. */
import { ROUTES, hasPermission } from '../../../contract';
import type { MenuGroup, ModuleAccess, RouteDef, RouteName } from '../../../contract';

export const MENU_GROUP_ORDER: readonly MenuGroup[] = [
  'Catalogue',
  'Promotion and content',
  'Locations',
  'Orders and money',
  'People and support',
  'Configuration',
];

export interface MenuEntry {
  name: RouteName;
  label: string;
  icon: string;
  params?: Record<string, string>;
}

export interface MenuSection {
  /** null for the entries above every group (Dashboard). */
  group: MenuGroup | null;
  entries: MenuEntry[];
}

const toEntry = (r: RouteDef): MenuEntry => ({
  name: r.name as RouteName,
  label: r.menu!.label,
  icon: r.menu!.icon,
  params: r.menu!.params,
});

/** The menu a user sees: only permitted entries, empty groups left out, in table order. */
export function buildMenu(user: { role: string; moduleAccess: ModuleAccess } | null): MenuSection[] {
  const visible = (ROUTES as readonly RouteDef[]).filter(
    (r) => r.menu && (!r.permission || hasPermission(user, r.permission)),
  );
  const groups: Array<MenuGroup | null> = [null, ...MENU_GROUP_ORDER];
  return groups
    .map((group) => ({ group, entries: visible.filter((r) => r.menu!.group === group).map(toEntry) }))
    .filter((section) => section.entries.length > 0);
}
