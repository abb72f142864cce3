/**
 * Long work cut into slices (issue 39 item 4). On PGlite the database runs in this process, and a query's promise
 * resolves as a microtask: a loop of awaited queries never lets the event loop take another request, so an import
 * held the portal for its whole run. `pause()` gives the loop a turn once a slice's time is spent.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';

/** Work between turns: long enough that the turns cost little, short enough that no request waits long. */
export const SLICE_MS = 25;

/** Returns `pause()`: resolves at once inside a slice, after one turn of the event loop once `sliceMs` have passed. */
export function timeSlices(sliceMs = SLICE_MS, now = () => performance.now()): () => Promise<void> {
  let sliceStart = now();
  return async () => {
    if (now() - sliceStart < sliceMs) return;
    await nextTurn();
    sliceStart = now();
  };
}
