/**
 * After sign-in, fetches the code of the screens in the user's menu while the browser is idle,
 * one at a time: the next screen opens without waiting, and a tab left open across a redeploy
 * already holds its screens (the old chunks are gone from the server by then).
 */
import { useEffect, useMemo } from 'react';
import type { RouteName } from '../../contract';
import { runWhenIdleInTurn } from '../lib/idle-queue';
import { buildMenu } from './layout/menu-model';
import { preloadScreen } from './screens';
import { useCurrentUser } from '../lib/session/hooks';

const toLoad = (name: RouteName) => () => preloadScreen(name);

/** The user asked the browser to save data (Chromium's Network Information API). */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Mount once in the signed-in layout. */
export function usePrefetchScreens(): void {
  const user = useCurrentUser();
  // A string, so a refreshed token (a new user object, same permissions) does not restart it.
  const names = useMemo(
    () =>
      buildMenu(user)
        .flatMap((s) => s.entries.map((e) => e.name))
        .join(' '),
    [user],
  );
  useEffect(() => {
    if (!names || savesData()) return undefined;
    return runWhenIdleInTurn((names.split(' ') as RouteName[]).map(toLoad));
  }, [names]);
}
