/**
 * Walks one generated path through the real screen (issue 17): starts the page at the machine's initial state,
 * performs each step's event with the adapter's gesture, and checks the state after every step. When a step starts
 * an invoke, that invoke's request is held as the screen sends it, so the state while it is in flight is seen;
 * a later step's `done` lets it through to the real server, its `error` answers it with the event's status
 * and message (the server's technical error by default). A watcher's readings (a job's progress) are held while it
 * runs, each report of the path (`reports`) letting them through. Requests no step waits for pass untouched, and a
 * held one whose invoke the path left (a flow restarted meanwhile) goes on to the server after that step. A gesture is
 * given the path's next event, so browser work the page's own input decides (a form's validation) can be made to
 * end as the path expects. The first step that fails ends the path, with a screenshot of what the page showed.
 */
import type { Page, Route } from 'playwright-core';
import type { EventObject } from 'xstate';
import { MESSAGES } from '../../contract/platform/messages';
import { describePath, valueName, type ModelPath } from '../../machines/platform/model';
import { TIMEOUT_SCALE } from '../support/e2e';
import type { RunningPortal } from '../support/portal';
import { ERROR, invokeOf, isHeldWork, reporterOf, type UiAdapter } from './ui-adapter';

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

export async function walkUiPath(
  page: Page,
  adapter: UiAdapter,
  path: ModelPath,
  portal: RunningPortal,
): Promise<PathResult> {
  const held = new Map<string, Route[]>();
  /** Invokes whose next request is to be held: the one the coming step settles. */
  const armed = new Set<string>();
  const requests = Object.entries(adapter.invokes ?? {}).flatMap(([id, invoke]) =>
    isHeldWork(invoke) ? [] : [[id, invoke] as const],
  );
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    const id = requests.find(
      ([name, r]) => armed.has(name) && [r.method].flat().includes(request.method()) && r.url.test(request.url()),
    )?.[0];
    if (!id) return route.fallback();
    // One request, unless the invoke may be read twice over or reads on while it runs (then every one until answered).
    const invoke = requests.find(([name]) => name === id)![1];
    if (!invoke.every && !invoke.reports) armed.delete(id);
    held.set(id, [...(held.get(id) ?? []), route]);
  });
  const steps: StepResult[] = path.steps.map((s) => ({
    event: s.event.type,
    expected: valueName(s.state.value),
    outcome: 'not run',
  }));
  /** Arms the invokes step `i` starts (held from its gesture on, or from the start for the initial state's). */
  const arm = (i: number) => {
    const before = new Set(i > 0 ? Object.keys(path.steps[i - 1].state.children ?? {}) : []);
    for (const id of Object.keys(path.steps[i].state.children ?? {}))
      if (!before.has(id) && adapter.invokes?.[id]) armed.add(id);
    // The snapshots of a path do not always list the child an error's target starts: the next step's outcome names it.
    const settles = i + 1 < path.steps.length ? invokeOf(path.steps[i + 1].event.type) : null;
    if (settles && adapter.invokes?.[settles] && !held.get(settles)?.length) armed.add(settles);
    // A watcher's readings are held exactly while the step's state runs it, or the step is its report that ends it.
    for (const [id, invoke] of requests) {
      if (!invoke.reports) continue;
      const ending =
        i > 0 && path.steps[i - 1].state.children?.[id] && invoke.reports.includes(path.steps[i].event.type);
      if (path.steps[i].state.children?.[id] || ending) armed.add(id);
      else armed.delete(id);
    }
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
          await perform(page, adapter, { held, armed }, step.event, path.steps[i + 1]?.event);
          await releaseLeft(held, step.state, path.steps[i + 1]?.event);
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

/**
 * The held requests of invokes the step's state no longer runs (a flow restarted while a code was being verified)
 * go on to the server, as they would have: nothing on the page waits for them, and the invoke's next run holds its own.
 */
async function releaseLeft(
  held: Map<string, Route[]>,
  state: ModelPath['steps'][number]['state'],
  next?: EventObject,
): Promise<void> {
  const settles = next ? invokeOf(next.type) : null;
  for (const [id, routes] of held) {
    if (state.children?.[id] || id === settles) continue;
    for (const route of routes.splice(0)) await route.continue().catch(() => {});
  }
}

async function perform(
  page: Page,
  adapter: UiAdapter,
  { held, armed }: { held: Map<string, Route[]>; armed: Set<string> },
  event: EventObject,
  next?: EventObject,
): Promise<void> {
  const invoke = invokeOf(event.type) ?? reporterOf(adapter, event.type);
  if (!invoke) return adapter.events[event.type](page, event, next);
  const work = adapter.invokes?.[invoke];
  if (work && isHeldWork(work)) return work.settle(page, event);
  let routes: Route[] = [];
  // A request may follow a screen's lazy load and another answer (a 401 before a refresh): it is given longer.
  await settled(async () => {
    routes =
      work?.every || work?.reports
        ? (held.get(invoke) ?? []).splice(0)
        : [held.get(invoke)?.shift()].filter((r) => r !== undefined);
    if (!routes.length) throw new Error(`the screen sent no request for '${invoke}'`);
  }, 15_000 * TIMEOUT_SCALE);
  // A watcher stays armed while it runs (arm); an outcome's invoke has ended.
  if (work?.every && !work.reports) armed.delete(invoke);
  const error = (event as { error?: { status?: number; message?: string } }).error;
  const answer =
    (await work?.answer?.(event as EventObject, routes[0].request())) ??
    (event.type.startsWith(ERROR)
      ? { status: error?.status ?? 500, errors: [{ message: error?.message ?? MESSAGES.technicalError }] }
      : undefined);
  for (const route of routes) {
    // A request the page has given up meanwhile (a reading replaced by a newer one) cannot be answered: nothing waits for it.
    if (!answer) await route.continue().catch(() => {});
    else if (answer === 'abort') await route.abort('connectionfailed').catch(() => {});
    else
      await route
        .fulfill({
          status: answer.status,
          contentType: 'application/json',
          body: JSON.stringify({ status: false, output: null, errors: answer.errors }),
        })
        .catch(() => {});
  }
}
