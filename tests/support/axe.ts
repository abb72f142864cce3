/**
 * axe-core in the page under test: its source from node_modules evaluated in the page, run with the WCAG 2.2 AA rule tags, violations as readable lines.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** The rule sets the portal must pass: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Scrolling regions the keyboard reaches another way, left out of axe's scrollable-region-focusable rule
 * (every other rule still checks them): the data table's body scrolls inside Blueprint's main quadrant,
 * and the table container around it (a tab stop) moves the focused cell by arrow keys, scrolling it into
 * view; tests/e2e/accessibility.e2e.test.ts shows that by keyboard.
 */
export const KEYBOARD_SCROLLED = '.data-table .bp6-table-quadrant-main > .bp6-table-quadrant-scroll-container';

let source: Promise<string> | undefined;
const axeSource = () => (source ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8'));

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe over the whole document and returns one line per violating element (empty when clean). */
export async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated, not added as a <script>: the portal's CSP (script-src 'self') refuses inline scripts, and the test keeps the CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(await axeSource());
  // Colours are checked at rest: a toast fading in or out (a CSS transition) once read 1.04:1 mid-fade on a loaded
  // CI machine. Transitions are finite; a page still moving after 3 s is checked as it is.
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'), null, { timeout: 3000 })
    .catch(() => {});
  const violations = await page.evaluate(async ({ tags, rule, keyboardScrolled }) => {
    const axe = (window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }).axe;
    const { violations: found } = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    // One run (the expensive part); then the keyboard-scrolled regions leave that one rule's findings.
    const elsewhere = (n: { target: unknown[] }) => !(n.target.length === 1 && document.querySelector(String(n.target[0]))?.matches(keyboardScrolled));
    return found
      .map((v) => (v.id === rule ? { ...v, nodes: v.nodes.filter(elsewhere) } : v))
      .filter((v) => v.nodes.length > 0);
  }, { tags: WCAG_TAGS, rule: 'scrollable-region-focusable', keyboardScrolled: KEYBOARD_SCROLLED });
  return violations.flatMap((v) => v.nodes.map((n) =>
    `${v.impact ?? ''} ${v.id}: ${v.help} — ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`));
}
