/**
 * Every resource binding, found by convention: each `*.resource.ts` file under server/ exports its
 * binding(s) (bindResource or a hand-built ResourceBinding). Routes, table views, demo data and the
 * demo-data reset are all derived from this one list, so a new resource edits none of them.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceDef } from '../../contract/platform/resource';
import type { ResourceBinding } from './binding';

const SERVER_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The resource files, in a stable order (their path). */
export const RESOURCE_FILES = (readdirSync(SERVER_DIR, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.resource.ts'))
  .toSorted();

const isBinding = (value: unknown): value is ResourceBinding<ResourceDef> =>
  typeof value === 'object' && value !== null && typeof (value as ResourceBinding).source?.def?.key === 'string';

const modules: Record<string, unknown>[] = await Promise.all(
  RESOURCE_FILES.map((file) => import(join(SERVER_DIR, file))),
);

/** Bindings by resource key. */
export const BINDINGS: Readonly<Record<string, ResourceBinding<ResourceDef>>> = (() => {
  const found: Record<string, ResourceBinding<ResourceDef>> = {};
  modules.forEach((exports, i) => {
    for (const binding of Object.values(exports).filter(isBinding)) {
      const key = binding.source.def.key;
      if (found[key] && found[key] !== binding)
        throw new Error(`Two bindings for resource ${key} (one in ${RESOURCE_FILES[i]})`);
      found[key] = binding;
    }
  });
  return found;
})();
