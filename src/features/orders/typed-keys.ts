/**
 * Keys typed ahead of the order screen: pressed while an action is in flight, the order is read again or the
 * next order is still opening, they wait here and are applied in the order typed once the screen is ready for
 * them. A key that cannot be applied is refused with everything typed after it (those were typed expecting it to
 * work), and the refusal is told: never a key lost in silence, never one landing on another order.
 */

/** What applying a key came to: done, wait and apply it again when the screen is ready, or refused (why). */
export type KeyOutcome = 'applied' | 'again' | { refused: string };

export interface TypedKeys {
  /** Keys waiting, oldest first. */
  readonly waiting: readonly string[];
  push(key: string): void;
  /** Applies waiting keys one by one while `ready()` says the screen can take the next one. */
  drain(ready: () => boolean, apply: (key: string) => KeyOutcome): void;
  /** Refuses every waiting key, saying why. */
  refuseAll(reason: string): void;
  /** Hears the number of waiting keys change (for the screen's "keys waiting" tag). */
  subscribe(listener: () => void): () => void;
}

/** `onRefused(count, reason)` tells the user of keys not applied. */
export function createTypedKeys(onRefused: (count: number, reason: string) => void): TypedKeys {
  let waiting: string[] = [];
  let draining = false;
  const listeners = new Set<() => void>();
  const changed = (next: string[]) => {
    waiting = next;
    for (const listener of listeners) listener();
  };
  const refuseAll = (reason: string) => {
    if (waiting.length === 0) return;
    const count = waiting.length;
    changed([]);
    onRefused(count, reason);
  };
  return {
    get waiting() {
      return waiting;
    },
    push: (key) => changed([...waiting, key]),
    drain(ready, apply) {
      // Applying a key can make the screen report a change, which drains again: one drain at a time.
      if (draining) return;
      draining = true;
      try {
        while (waiting.length > 0 && ready()) {
          const [key, ...rest] = waiting;
          const outcome = apply(key);
          if (outcome === 'again') return;
          if (outcome !== 'applied') {
            refuseAll(outcome.refused);
            return;
          }
          changed(rest);
        }
      } finally {
        draining = false;
      }
    },
    refuseAll,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
