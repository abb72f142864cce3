/**
 * The page title (seed §2: screens can set it; start-up sets the company name).
 * One small store so a screen's title and the company name combine in one place:
 * "Dashboard · Demo Shop".
 */
import { useEffect, useSyncExternalStore } from 'react';

let screenTitle: string | null = null;
const listeners = new Set<() => void>();

function setScreenTitle(title: string | null): void {
  if (title === screenTitle) return;
  screenTitle = title;
  listeners.forEach((l) => l());
}

/** Sets the screen part of the page title while the calling screen is mounted. */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    setScreenTitle(title ?? null);
    return () => setScreenTitle(null);
  }, [title]);
}

/** The title the current screen asked for (null when none). */
export function useScreenTitle(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => screenTitle,
  );
}

/** `Dashboard · Demo Shop`, or just the company name. */
export function composeTitle(screen: string | null, company: string): string {
  return screen ? `${screen} · ${company}` : company;
}
