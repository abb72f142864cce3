/**
 * The global loader overlay (seed §1–2: text 'Loading...' by default, max width 180).
 * Counted, so overlapping tasks keep it up until the last one ends: `await withLoader(task)`.
 */
import { Spinner } from '@blueprintjs/core';
import { Overlay2 } from './overlays';
import { useRef, useSyncExternalStore } from 'react';
import type { RefObject } from 'react';
import { CONSTANTS, MESSAGES } from '../../contract';

let count = 0;
let text: string = MESSAGES.loading;
let snapshot = { visible: false, text };
const listeners = new Set<() => void>();

function publish(): void {
  snapshot = { visible: count > 0, text };
  listeners.forEach((l) => l());
}

/** Shows the overlay (optionally with a text); pair every call with hideLoader. */
export function showLoader(loaderText: string = MESSAGES.loading): void {
  count += 1;
  text = loaderText;
  publish();
}

/** Ends one showLoader. */
export function hideLoader(): void {
  count = Math.max(0, count - 1);
  if (count === 0) text = MESSAGES.loading;
  publish();
}

/** Runs a task with the overlay up. */
export async function withLoader<T>(task: Promise<T> | (() => Promise<T>), loaderText?: string): Promise<T> {
  showLoader(loaderText);
  try {
    return await (typeof task === 'function' ? task() : task);
  } finally {
    hideLoader();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mount once near the root; sits below dialogs (layer 2000 vs 2400). */
export function LoaderOverlay() {
  const { visible, text: label } = useSyncExternalStore(subscribe, () => snapshot);
  const ref = useRef<HTMLDivElement>(null);
  return (
    <Overlay2
      isOpen={visible}
      childRef={ref as RefObject<HTMLElement>}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      portalClassName="app-layer-overlay"
      hasBackdrop
    >
      <div
        ref={ref}
        className="app-loader"
        role="status"
        aria-busy="true"
        tabIndex={-1}
        style={{ maxWidth: CONSTANTS.loaderMaxWidth }}
      >
        <Spinner size={24} />
        <span>{label}</span>
      </div>
    </Overlay2>
  );
}
