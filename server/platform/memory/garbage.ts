/**
 * A full garbage collection asked for by long batch work (an import's tens of thousands of rows).
 *
 * Why (issue 13 §5): such work makes hundreds of megabytes of objects that die within a batch, but part of them
 * is alive at a minor collection (waiting on a database round trip) and is promoted; V8 then lets the old
 * generation grow to several times its live size before it collects it, so the process's peak memory grew with
 * the file. A full collection every few thousand rows keeps it near the live heap whatever the file's size,
 * for about 1% of the work's time. Without `gc` (V8's `--expose-gc`, given below), it does nothing.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

setFlagsFromString('--expose-gc');
/** V8's full collection (a fresh context sees the flag; this one was made before it). */
export const fullCollection = runInNewContext('gc') as (() => void) | undefined;

/** Returns a counter: `count(n)` adds n units of work done and runs `collect` once every `every` units. */
export function collectEvery(every: number, collect = fullCollection): (n?: number) => void {
  let since = 0;
  return (n = 1) => {
    since += n;
    if (since < every) return;
    since = 0;
    collect?.();
  };
}
