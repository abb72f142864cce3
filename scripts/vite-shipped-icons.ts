/**
 * Ships only the icons the portal names (src/components/icons/shipped-icons.ts). Blueprint's built-in icon loaders
 * import the paths of every icon (two chunks of about 100 kB gzip) and stay in the build even when another loader is
 * set, and its table of icon names (about 11 kB gzip, on every page) lists them all. This plugin gives the build
 * `virtual:shipped-icon-paths` (the shipped icons' paths, both sizes), a names table of the shipped icons, and stubs
 * for the built-in loaders that refuse.
 */
import type { Plugin } from 'vite';

const PATHS = '\0shipped-icon-paths';
const NAMES = '\0shipped-icon-names';
const BUILT_IN_LOADERS = '\0no-built-in-icon-loaders';
/** Named by Blueprint's own code (`IconNames.SQUARE`, EntityTitle's loading state). */
const USED_BY_BLUEPRINT = ['square'];

const fromBlueprintIcons = (importer: string | undefined) =>
  /[\\/]@blueprintjs[\\/]icons[\\/]lib[\\/]esm[\\/]/.test(importer ?? '');
const pascalCase = (name: string) => name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());

function pathsModule(names: readonly string[]): string {
  const entries = names.flatMap((name) =>
    [16, 20].map((size) => [`${size}:${name}`, `@blueprintjs/icons/lib/esm/generated/${size}px/paths/${name}.js`]),
  );
  return [
    ...entries.map(([, file], i) => `import p${i} from ${JSON.stringify(file)};`),
    `export default { ${entries.map(([key], i) => `${JSON.stringify(key)}: p${i}`).join(', ')} };`,
  ].join('\n');
}

/** As @blueprintjs/icons/lib/esm/iconNames.js: each name under its PascalCase and its legacy SNAKE_CASE key. */
function namesModule(names: readonly string[]): string {
  const keys = Object.fromEntries(
    names.flatMap((name) => [
      [pascalCase(name), name],
      [name.toUpperCase().replace(/-/g, '_'), name],
    ]),
  );
  return `export const IconNames = ${JSON.stringify(keys)};\nexport const IconNamesSet = new Set(Object.values(IconNames));`;
}

export function shippedIcons(shipped: readonly string[]): Plugin {
  const names = [...new Set([...shipped, ...USED_BY_BLUEPRINT])];
  return {
    name: 'shipped-icons',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'virtual:shipped-icon-paths') return PATHS;
      if (!fromBlueprintIcons(importer)) return null;
      if (/^\.\/iconNames(\.js)?$/.test(source)) return NAMES;
      return /paths-loaders\/(splitPathsBySize|allPaths)Loader/.test(source) ? BUILT_IN_LOADERS : null;
    },
    load(id) {
      if (id === PATHS) return pathsModule(names);
      if (id === NAMES) return namesModule(names);
      if (id !== BUILT_IN_LOADERS) return null;
      return [
        "const refuse = (name) => Promise.reject(new Error(`icon '${name}': only the shipped icons are bundled`));",
        'export const splitPathsBySizeLoader = refuse;',
        'export const allPathsLoader = refuse;',
      ].join('\n');
    },
  };
}
