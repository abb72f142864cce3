/**
 * How a machine's generated paths are walked through the real screens (issue 17): an adapter says, for one machine,
 * how each event is performed in the page (a click, a key, a typed value, a server answer let through or made to
 * fail) and how each state is seen (what is visible, enabled, focused). The walker (./walk.ts) performs a path's
 * events one by one and checks the state after every step.
 *
 * An invoke's outcome (`xstate.done.actor.<id>` / `xstate.error.actor.<id>`) is a server answer: the adapter names
 * the request each invoke makes, the walker holds it when it is sent (so the state while it is in flight can be
 * seen), and lets it through or answers it with a failure when the path says so.
 *
 * A machine changed without its adapter fails: `adapterGaps` lists every event type the model sends and every state
 * it reaches that the adapter has no gesture or check for — an error, never a skipped step.
 */
import type { Page, Request } from 'playwright-core';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { MachineModel, ModelPath } from '../../machines/platform/model';
import type { RunningPortal } from '../support/portal';
import { valueName } from '../../machines/platform/model';

export const DONE = 'xstate.done.actor.';
export const ERROR = 'xstate.error.actor.';

/**
 * How a held request is answered: a refusal (status and errors), `'abort'` (no connection), or undefined (through to
 * the server, after whatever the adapter arranged for the answer the path expects, such as a row changed meanwhile).
 */
export type HeldAnswer = { status: number; errors: { field?: string; message: string }[] } | 'abort' | undefined;

/** The request an invoke makes, as the walker recognises it. */
export interface HeldRequest {
  /** Its method, or the methods it may use (a save that creates with POST and updates with PUT). */
  method: string | readonly string[];
  url: RegExp;
  /**
   * The server's answer for a path event that is not a plain success, e.g. a refusal the machine takes as a `done`
   * whose output says no, or `'abort'` for a request that never got an answer (no connection); undefined lets the
   * request through. By default an `error` event is answered with its status (500) and message, and a `done` goes
   * through. `request` is the held request (the first, when several are held).
   */
  answer?: (event: EventObject, request: Request) => HeldAnswer | Promise<HeldAnswer>;
  /**
   * Hold every matching request until the step answers them all, not just the first: for a reading the screen may
   * make twice over (its own, and the live stream's after the same change).
   */
  every?: boolean;
  /**
   * Path events (not outcomes) that this invoke's answers bring about: a watcher that reads on while it runs (a job's
   * progress, polled). Its readings are held while it runs, and each such event lets the held ones through (after
   * `answer` made the server say what the event says); the event needs no gesture.
   */
  reports?: readonly string[];
}

/**
 * An invoke that is the browser's own work, not a request (an image measured): the adapter holds it in the page
 * (`hold`, once per page) and `settle`s it with the path event's outcome.
 */
export interface HeldWork {
  hold(page: Page): Promise<void>;
  settle(page: Page, event: EventObject): Promise<void>;
}

export const isHeldWork = (invoke: HeldRequest | HeldWork): invoke is HeldWork => 'settle' in invoke;

export interface UiAdapter {
  /** The model's name in machines/models.ts. */
  model: string;
  /** Brings a fresh page (signed in as the Master Admin) to the machine's initial state for a path starting from `input`. */
  start(page: Page, input: unknown, portal: RunningPortal): Promise<void>;
  /**
   * Gestures by event type (invoke outcomes excepted: they are `invokes`). `next` is the event of the path's following
   * step (undefined at its end): a gesture that starts browser work whose outcome the page's own input decides (a form
   * validated in the page) prepares that input for the outcome the path goes on to — as a held request's `answer`
   * does for a server's.
   */
  events: Record<string, (page: Page, event: EventObject, next?: EventObject) => Promise<void>>;
  /**
   * Checks by state value name (`valueName`); each throws, saying what it saw, when the page is not in that state.
   * The machine's snapshot at the step is given for checks that depend on its context (what is ticked, what was sent).
   */
  states: Record<string, (page: Page, snapshot: AnyMachineSnapshot) => Promise<void>>;
  /** The request of each invoke id the paths settle. */
  invokes?: Record<string, HeldRequest | HeldWork>;
  /**
   * Walk the machine (machines/platform/testing/walks.ts: each walk goes on to the nearest transition not yet taken) instead of
   * the fewest shortest paths: far fewer fresh screens. Set where the adapter follows its screen through long walks
   * (making the server say what each outcome says, such as a product's status after a publish, and each gesture
   * ending once the page acted on it, such as a refresh sent after a 401).
   */
  walks?: boolean;
}

/**
 * Brings a signed-in page to `hash` with its screen mounted anew (a new machine, nothing left open), the app kept as it
 * is: the address passes through Change Password (a screen with no flow and no reading) and back. The app's server
 * data stays cached, so an adapter whose start changes what the screen reads (the calendar's entry, the bulk job's
 * orders) reloads instead, as do the session and password-reset adapters, whose machines start with the app; a reload
 * costs a path about a second more.
 */
export async function remountAt(page: Page, hash: string): Promise<void> {
  const origin = page.url().split('#')[0];
  await page.goto(`${origin}#/change-password`);
  await page.getByRole('heading', { name: 'Change Password', level: 1 }).waitFor();
  await page.goto(`${origin}#${hash}`);
}

/** Invoke ids of the path events `xstate.done.actor.<id>` and `xstate.error.actor.<id>`. */
export const invokeOf = (type: string): string | null =>
  type.startsWith(DONE) ? type.slice(DONE.length) : type.startsWith(ERROR) ? type.slice(ERROR.length) : null;

/** The invoke whose held readings a path event (a watcher's report) lets through, if any. */
export const reporterOf = (adapter: UiAdapter, type: string): string | null =>
  Object.entries(adapter.invokes ?? {}).find(
    ([, invoke]) => !isHeldWork(invoke) && invoke.reports?.includes(type),
  )?.[0] ?? null;

/** What the adapter lacks for these paths: every event without a gesture, state without a check, invoke without a request. */
export function adapterGaps(model: MachineModel, adapter: UiAdapter, paths: readonly ModelPath[]): string[] {
  const gaps = new Set<string>();
  for (const path of paths) {
    for (const [i, step] of path.steps.entries()) {
      const state = valueName(step.state.value);
      if (!adapter.states[state]) gaps.add(`${model.name}: no check for state '${state}'`);
      if (i === 0) continue;
      const invoke = invokeOf(step.event.type);
      if (invoke && !adapter.invokes?.[invoke]) gaps.add(`${model.name}: no request for invoke '${invoke}'`);
      if (!invoke && !adapter.events[step.event.type] && !reporterOf(adapter, step.event.type))
        gaps.add(`${model.name}: no gesture for event '${step.event.type}'`);
    }
  }
  return [...gaps];
}
