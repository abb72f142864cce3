/**
 * Makes the grid's scrolling body a named tab stop. Blueprint's Table scrolls its rows inside the main
 * quadrant's scroll container, a plain div it renders itself (no prop reaches it): keyboard users must be
 * able to focus what scrolls (WCAG 2.1.1, axe's scrollable-region-focusable) and hear what it is.
 */
import { useEffect } from 'react';
import type { RefObject } from 'react';

/** The scrolling element of the Table's main quadrant (the other quadrants follow it and do not scroll). */
export const MAIN_SCROLLER = '.bp6-table-quadrant-main > .bp6-table-quadrant-scroll-container';

/** After every render of the grid, gives its main scroller tabIndex 0, a group role and `label` as its name. */
export function useNamedScroller(grid: RefObject<HTMLElement | null>, label: string): void {
  useEffect(() => {
    const scroller = grid.current?.querySelector<HTMLElement>(MAIN_SCROLLER);
    if (!scroller) return;
    scroller.tabIndex = 0;
    // A group: a name on a plain div is not allowed, and a landmark would have to be unique on the page.
    scroller.setAttribute('role', 'group');
    scroller.setAttribute('aria-label', label);
  });
}
