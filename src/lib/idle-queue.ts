/** Background work that must not compete with what the user is waiting for. */

/** Schedules `run` for when the browser is idle; returns a function that cancels it. */
export type WhenIdle = (run: () => void) => () => void;

/** requestIdleCallback where the browser has it (Safari does not), else a short timeout. */
export const whenBrowserIdle: WhenIdle = (run) => {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
};

/**
 * Runs the tasks one after another, each in its own idle period, and carries on past a failed one.
 * Returns a stop function: nothing new starts after it is called.
 */
export function runWhenIdleInTurn(
  tasks: ReadonlyArray<() => Promise<unknown>>,
  whenIdle: WhenIdle = whenBrowserIdle,
): () => void {
  let stopped = false;
  let cancel: (() => void) | undefined;
  const runFrom = (index: number): void => {
    if (stopped || index >= tasks.length) return;
    cancel = whenIdle(() => {
      const next = () => runFrom(index + 1);
      tasks[index]().then(next, next);
    });
  };
  runFrom(0);
  return () => {
    stopped = true;
    cancel?.();
  };
}
