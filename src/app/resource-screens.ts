/**
 * The screens of the contract's resources (contract/platform/resource-catalog.ts): a resource with a `route` gets
 * the generic list screen with its form module when it has one — `src/features/<area>/<resource key>.form.tsx`
 * exporting `defaults` and `Fields` — else the kit's form drawn from its field specs. A route with a screen of
 * its own (screens.tsx) keeps it; a route several resources name shows them as tabs. Nothing here is listed by
 * hand: a new resource file is enough.
 */
import type { ComponentType } from 'react';
import type { ResourceDef, RouteName } from '../../contract';
import { RESOURCES } from '../../contract/platform/resource-catalog';
import type { ResourceFormModule } from '../components/resource-screen/resource-screen';

const FORM_MODULES = import.meta.glob<ResourceFormModule>('../features/*/*.form.tsx');

/** The resource keys that have a form module of their own. */
export const FORM_MODULE_KEYS = Object.keys(FORM_MODULES).map((path) =>
  path.slice(path.lastIndexOf('/') + 1, -'.form.tsx'.length),
);

const formLoaderOf = (key: string) =>
  Object.entries(FORM_MODULES).find(([path]) => path.endsWith(`/${key}.form.tsx`))?.[1];

const loadScreen = (def: ResourceDef) =>
  Promise.all([import('../components/resource-screen/resource-screen'), formLoaderOf(def.key)?.()]).then(([m, form]) =>
    m.resourceScreen(def, form),
  );

/** The resources of each route, in key order: a route shared by several (ATTRIBUTES) shows one tab per resource. */
const BY_ROUTE = Object.values(RESOURCES).reduce((routes, def) => {
  if (def.route) routes.set(def.route, [...(routes.get(def.route) ?? []), def]);
  return routes;
}, new Map<RouteName, ResourceDef[]>());

/** Loads a resource route's generic list screen (a chunk of its own, with the form module's), or its tabs. */
export const RESOURCE_SCREEN_LOADERS: Partial<Record<RouteName, () => Promise<ComponentType>>> = Object.fromEntries(
  [...BY_ROUTE].map(([route, defs]) => [
    route,
    defs.length === 1
      ? () => loadScreen(defs[0])
      : () =>
          Promise.all([import('../components/resource-screen/ResourceTabsScreen'), ...defs.map(loadScreen)]).then(
            ([m, ...screens]) => m.resourceTabsScreen(defs.map((def, i) => ({ def, Screen: screens[i] }))),
          ),
  ]),
);
