/**
 * Every resource definition in the contract, found by convention: each ResourceDef exported by a file of
 * an area folder of contract/ (contract/<area>/*.ts). For the SPA (its screens, src/app/screens.tsx) and the tests: it uses
 * Vite's `import.meta.glob`, so the server never imports it (its own list is its bindings,
 * server/resources/registry.ts; the registry test checks the two agree).
 */
import type { ResourceDef } from './resource';

// contract/store/ holds no resource: the storefront API's shapes and its client are the server's and the storefront's,
// and globbed here they were shipped to every browser (the SPA reaches api-keys.ts through the contract's index).
const modules = import.meta.glob<Record<string, unknown>>(
  ['../*/*.ts', '!**/*.test.ts', '!./resource-catalog.ts', '!./form-schemas.ts', '!../store/*.ts'],
  { eager: true },
);

const isResourceDef = (value: unknown): value is ResourceDef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceDef).key === 'string' &&
  typeof (value as ResourceDef).apiPath === 'string' &&
  Array.isArray((value as ResourceDef).fields) &&
  'row' in value;

/** Resource definitions by key, sorted by key. */
export const RESOURCES: Readonly<Record<string, ResourceDef>> = (() => {
  const found = new Map<string, ResourceDef>();
  for (const [file, exports] of Object.entries(modules)) {
    for (const def of Object.values(exports).filter(isResourceDef)) {
      if (found.has(def.key) && found.get(def.key) !== def)
        throw new Error(`Two resources named ${def.key} (one in ${file})`);
      found.set(def.key, def);
    }
  }
  return Object.fromEntries([...found].toSorted(([a], [b]) => a.localeCompare(b)));
})();
