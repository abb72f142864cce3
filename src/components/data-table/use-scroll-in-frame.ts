/**
 * Draws the rows scrolled into view in the frame of the scroll itself. Blueprint's Table hears the main
 * quadrant's scroll through a requestAnimationFrame throttle and updates its viewport there, outside any
 * React event, so React renders the new rows in a task after that frame paints: every jump showed one
 * frame of old (or blank) rows and the new ones a frame later. A native scroll listener runs before the
 * frame's animation callbacks; it hands the Table its new viewport through its public `locator` and
 * React's `setState`, rendered at once with flushSync. Blueprint's own throttled update still follows
 * and finds nothing to change; without a locator (a future Blueprint) its path alone applies.
 */
import type { Table } from '@blueprintjs/table';
import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { flushSync } from 'react-dom';

const MAIN_SCROLLER = '.bp6-table-quadrant-main .bp6-table-quadrant-scroll-container';

/** Returns a ref for the Table; `grid` is the element that contains it. */
export function useScrollInFrame(grid: RefObject<HTMLElement | null>): RefObject<Table | null> {
  const table = useRef<Table | null>(null);
  useEffect(() => {
    const element = grid.current;
    if (!element) return undefined;
    const onScroll = (event: Event) => {
      const target = event.target as Element;
      const instance = table.current;
      if (!instance || !target.matches?.(MAIN_SCROLLER) || !element.contains(target)) return;
      const rect = instance.locator?.getViewportRect();
      const { viewportRect, isLayoutLocked } = instance.state;
      if (!rect || isLayoutLocked || (viewportRect && rect.equals(viewportRect))) return;
      flushSync(() => instance.setState({ viewportRect: rect }));
    };
    // Scroll events do not bubble: listen in the capture phase to hear the quadrant's.
    element.addEventListener('scroll', onScroll, { capture: true, passive: true });
    return () => element.removeEventListener('scroll', onScroll, { capture: true });
  }, [grid]);
  return table;
}
