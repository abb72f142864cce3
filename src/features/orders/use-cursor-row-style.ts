/**
 * Draws the order list's keyboard cursor. The look is in orders.css (--order-cursor-*); this hook keeps one
 * rule that applies it to the cursor's row (`.bp6-table-cell-row-N`), in a stylesheet of its own built
 * through the CSSOM. A move rewrites that one rule and no table cell re-renders (a class from the cell
 * renderer would redraw every visible cell on each j/k). No <style> element: the CSP's style-src 'self'
 * refuses those; constructed stylesheets come from the portal's own script. Browsers without constructed
 * stylesheets (Safari before 16.4) show no cursor row.
 */
import { useInsertionEffect, useState } from 'react';

const SUPPORTED = typeof document !== 'undefined' && 'adoptedStyleSheets' in document;

/** The rule for a row; the empty string when there is no cursor. */
export function cursorRowRule(row: number): string {
  if (row < 0) return '';
  return `.orders-list .bp6-table-body-cells .bp6-table-cell-row-${row} { box-shadow: var(--order-cursor-shadow) !important; background-color: var(--order-cursor-background) !important; }`;
}

/** Highlights `row` (none when negative) for as long as the calling component is mounted. */
export function useCursorRowStyle(row: number): void {
  const [sheet] = useState(() => (SUPPORTED ? new CSSStyleSheet() : null));
  useInsertionEffect(() => {
    if (!sheet) return undefined;
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [sheet]);
  useInsertionEffect(() => {
    sheet?.replaceSync(cursorRowRule(row));
  }, [sheet, row]);
}
