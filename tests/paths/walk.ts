/**
 * Walks one generated path through the real screen (issue 17): starts the page at the machine's initial state,
 * performs each step's event with the adapter's gesture, and checks the state after every step. The requests of
 * the machine's invokes are held as they are sent, so the state while one is in flight is seen; the path's
 * `done` lets one through, its `error` answers it with the server's technical error. The first step that fails
 * ends the path, with a screenshot of what the page showed.
 */
import type { Page, Route } from 'playwright-core';
import { MESSAGES } from '../../contract/messages';
import { describePath, valueName, type ModelPath } from '../../machines/testing/model';
import { ERROR, invokeOf, type UiAdapter } from './ui-adapter';

export interface StepResult {
  event: string;
  expected: string;
  outcome: 'passed' | 'failed' | 'not run';
  error?: string;
  /** A PNG of the page where the step failed (base64). */
  screenshot?: string;
}

export interface PathResult {
  description: string;
  passed: boolean;
  steps: StepResult[];
}

/** Retries `check` until it passes or `ms` is over (the page settles after a gesture); throws its last error. */
export async function settled(check: () => Promise<void>, ms = 5_000): Promise<void> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

const FAILURE_BODY = JSON.stringify({ status: false, output: null, errors: [{ message: MESSAGES.technicalError }] });

export async function walkUiPath(page: Page, adapter: UiAdapter, path: ModelPath): Promise<PathResult> {
  const held = new Map<string, Route[]>();
  const requests = Object.entries(adapter.invokes ?? {});
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const id = requests.find(([, r]) => r.method === request.method() && r.url.test(request.url()))?.[0];
    if (!id) return route.fallback();
    held.set(id, [...(held.get(id) ?? []), route]);
  });
  const steps: StepResult[] = path.steps.map((s) => ({ event: s.event.type, expected: valueName(s.state.value), outcome: 'not run' }));
  try {
    await adapter.start(page, path.input);
    for (const [i, step] of path.steps.entries()) {
      const result = steps[i];
      try {
        if (i > 0) await perform(page, adapter, held, step.event);
        const check = adapter.states[result.expected];
        await settled(() => check(page));
        result.outcome = 'passed';
      } catch (error) {
        result.outcome = 'failed';
        result.error = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 500);
        result.screenshot = (await page.screenshot().catch(() => null))?.toString('base64');
        break;
      }
    }
  } finally {
    // Whatever is still held is let go, so the page is left as the server would leave it.
    for (const route of [...held.values()].flat()) await route.continue().catch(() => {});
    await page.unroute('**/api/**');
  }
  return { description: describePath(path), passed: steps.every((s) => s.outcome === 'passed'), steps };
}

async function perform(page: Page, adapter: UiAdapter, held: Map<string, Route[]>, event: { type: string }): Promise<void> {
  const invoke = invokeOf(event.type);
  if (!invoke) return adapter.events[event.type](page, event);
  let route: Route | undefined;
  await settled(async () => {
    route = held.get(invoke)?.shift();
    if (!route) throw new Error(`the screen sent no request for '${invoke}'`);
  });
  if (event.type.startsWith(ERROR)) await route!.fulfill({ status: 500, contentType: 'application/json', body: FAILURE_BODY });
  else await route!.continue();
}
