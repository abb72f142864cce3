/**
 * Blueprint's icon loader for the portal: the paths of the shipped icons (shipped-icons.ts) in one chunk, fetched
 * when the first icon named by string renders, instead of Blueprint's chunks of every icon.
 */
import { Icons, IconSize, type IconPathsLoader } from '@blueprintjs/icons';

const loadShippedIcon: IconPathsLoader = async (name, size) => {
  const { default: paths } = await import('virtual:shipped-icon-paths');
  const found = paths[`${size === IconSize.LARGE ? 20 : 16}:${name}`];
  // Blueprint logs the failure ("Unable to load …"): the browser tests' console watch fails on it.
  if (!found) throw new Error(`The icon '${name}' is not shipped: add it to src/components/icons/shipped-icons.ts`);
  return found;
};

/** Call once at start-up, before the first icon renders. */
export function installIconLoader(): void {
  Icons.setLoaderOptions({ loader: loadShippedIcon });
}
