/**
 * Walks one generated path through the real screen (issue 17): starts the page at the machine's initial state,
 * performs each step's event with the adapter's gesture, and checks the state after every step. When a step starts
 * an invoke, that invoke's request is held as the screen sends it, so the state while it is in flight is seen;
 * a later step's `done` lets it through to the real server, its `error` answers it with the event's status
 * and message (the server's technical error by default). Requests no step waits for pass untouched. The first
 * step that fails ends the path, with a screenshot of what the page showed.
 */
import type { Page, Route } from 'playwright-core';
import type { EventObject } from 'xstate';
import { MESSAGES } from '../../contract/messages';
import { describePath, valueName, type ModelPath } from '../../machines/testing/model';
import { TIMEOUT_SCALE } from '../support/e2e';
import type { RunningPortal } from '../support/portal';
import { ERROR, invokeOf, isHeldWork, type UiAdapter } from './ui-adapter';

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
export async function settled(check: () => Promise<void>, ms = 5_000 * TIMEOUT_SCALE): Promise<void> {
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

export async function walkUiPath(page: Page, adapter: UiAdapter, path: ModelPath, portal: RunningPortal): Promise<PathResult> {
  const held = new Map<string, Route[]>();
  /** Invokes whose next request is to be held: the one the coming step settles. */
  const armed = new Set<string>();
  const requests = Object.entries(adapter.invokes ?? {}).flatMap(([id, invoke]) => (isHeldWork(invoke) ? [] : [[id, invoke] as const]));
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const id = requests.find(([name, r]) => armed.has(name) && r.method === request.method() && r.url.test(request.url()))?.[0];
    if (!id) return route.fallback();
    armed.delete(id);
    held.set(id, [...(held.get(id) ?? []), route]);
  });
  const steps: StepResult[] = path.steps.map((s) => ({ event: s.event.type, expected: valueName(s.state.value), outcome: 'not run' }));
  /** Arms the invokes step `i` starts (held from its gesture on, or from the start for the initial state's). */
  const arm = (i: number) => {
    const before = new Set(i > 0 ? Object.keys(path.steps[i - 1].state.children ?? {}) : []);
    for (const id of Object.keys(path.steps[i].state.children ?? {})) if (!before.has(id) && adapter.invokes?.[id]) armed.add(id);
    // The snapshots of a path do not always list the child an error's target starts: the next step's outcome names it.
    const settles = i + 1 < path.steps.length ? invokeOf(path.steps[i + 1].event.type) : null;
    if (settles && adapter.invokes?.[settles] && !held.get(settles)?.length) armed.add(settles);
  };
  try {
    // The browser's own work an adapter holds is held from the start, as is the initial state's request (a session check).
    for (const invoke of Object.values(adapter.invokes ?? {})) if (isHeldWork(invoke)) await invoke.hold(page);
    arm(0);
    await adapter.start(page, path.input, portal);
    for (const [i, step] of path.steps.entries()) {
      const result = steps[i];
      try {
        // An invoke the step starts has its request held, so the state while it runs is seen (and settled by a later step).
        if (i > 0) {
          arm(i);
          await perform(page, adapter, held, step.event);
        }
        const check = adapter.states[result.expected];
        await settled(() => check(page, step.state));
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

async function perform(page: Page, adapter: UiAdapter, held: Map<string, Route[]>, event: EventObject): Promise<void> {
  const invoke = invokeOf(event.type);
  if (!invoke) return adapter.events[event.type](page, event);
  const work = adapter.invokes?.[invoke];
  if (work && isHeldWork(work)) return work.settle(page, event);
  let route: Route | undefined;
  // A request may follow a screen's lazy load and another answer (a 401 before a refresh): it is given longer.
  await settled(async () => {
    route = held.get(invoke)?.shift();
    if (!route) throw new Error(`the screen sent no request for '${invoke}'`);
  }, 15_000 * TIMEOUT_SCALE);
  const error = (event as { error?: { status?: number; message?: string } }).error;
  const answer = work?.answer?.(event as EventObject)
    ?? (event.type.startsWith(ERROR) ? { status: error?.status ?? 500, errors: [{ message: error?.message ?? MESSAGES.technicalError }] } : undefined);
  if (!answer) return route!.continue();
  if (answer === 'abort') return route!.abort('connectionfailed');
  await route!.fulfill({ status: answer.status, contentType: 'application/json', body: JSON.stringify({ status: false, output: null, errors: answer.errors }) });
}
