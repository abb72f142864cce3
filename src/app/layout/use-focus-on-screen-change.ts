/**
 * Issue 18 and WCAG 2.4.3: when another screen opens (a menu link, a link on a screen), focus moves to its heading,
 * so the screen's keys work at once and Enter does not press the menu link again; a screen reader starts there.
 * Only a change of screen counts: a tab, a filter or an open record within one screen keeps focus where it is, and a
 * screen that put focus inside itself (an autofocused field) keeps it. The first screen of a load is left alone, so
 * the first Tab reaches the skip link.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The screen of a path: its first segment (`/manageOrder/new-order` → `manageOrder`). */
export const screenOf = (pathname: string): string => pathname.split('/')[1] ?? '';

/** How long a lazily loaded screen may take to draw its heading (in animation frames, ~2 s). */
const MAX_FRAMES = 120;

export function useFocusOnScreenChange(mainId: string): void {
  const screen = screenOf(useLocation().pathname);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = screen;
    // The first screen of a load keeps the page's start (the first Tab reaches the skip link); the same screen stays.
    if (before === null || before === screen) return undefined;
    let frame = 0;
    let frames = 0;
    const focusHeading = () => {
      const main = document.getElementById(mainId);
      const heading = main?.querySelector<HTMLElement>('h1');
      if (main && heading) {
        if (!main.contains(document.activeElement)) heading.focus({ preventScroll: true });
        return;
      }
      if (frames++ < MAX_FRAMES) frame = requestAnimationFrame(focusHeading);
    };
    focusHeading();
    return () => cancelAnimationFrame(frame);
  }, [screen, mainId]);
}
