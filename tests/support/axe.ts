/**
 * axe-core in the page under test: its source from node_modules evaluated in the page, run with every rule axe enables by
 * default (WCAG 2.0–2.2 A/AA and its best practices: landmarks, heading order, names of dialogs and table headers…),
 * every impact counted, none left out; violations as readable lines.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

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
  await page
    .waitForFunction(
      () => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'),
      null,
      { timeout: 3000 },
    )
    .catch(() => {});
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    return (await axe.run(document, { resultTypes: ['violations'] })).violations;
  });
  return violations.flatMap((v) =>
    v.nodes.map(
      (n) =>
        `${v.impact ?? ''} ${v.id}: ${v.help} — ${n.target.join(' ')}${n.failureSummary ? ` (${n.failureSummary.replace(/\s+/g, ' ').trim()})` : ''}`,
    ),
  );
}
