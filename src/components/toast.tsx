/**
 * The bottom toast stack (seed §2, PRODUCT.md deviation 3): each toast has a Close button;
 * errors stay until closed, success and info close after CONSTANTS.toastTimeoutMs; at most MAX_TOASTS, and a
 * new one closes the oldest success or info first, never an error while one of those is left.
 * `toast.success(msg)` / `toast.error(msg)` work from anywhere, React or not.
 */
import { OverlayToaster, Position } from '@blueprintjs/core';
import type { Intent, ToastProps, Toaster } from '@blueprintjs/core';
import { useCallback } from 'react';
import { CONSTANTS } from '../../contract';

let instance: Toaster | null = null;
// Toasts raised before the toaster mounted (e.g. during start-up) are shown once it does.
let pending: Array<{ message: string; intent: Intent; timeout: number }> = [];

/** At most this many toasts at once. */
export const MAX_TOASTS = 6;

/**
 * The toast to close so a new one fits (newest first, as the toaster keeps them): the oldest news. A refusal or a
 * failure stays until it is closed, however many successes come after it (issue 18: a 409 was pushed off screen);
 * only when nothing else is left does the oldest of those go.
 */
const lasting = (intent: Intent | undefined) => intent === 'danger' || intent === 'warning';

export function toastToMakeRoomFor(shown: readonly Pick<ToastProps, 'intent'>[], max = MAX_TOASTS): number | null {
  if (shown.length < max) return null;
  for (let i = shown.length - 1; i >= 0; i--) if (!lasting(shown[i].intent)) return i;
  return shown.length - 1;
}

function show(message: string, intent: Intent, timeout: number): void {
  if (!instance) {
    pending.push({ message, intent, timeout });
    return;
  }
  const shown = instance.getToasts();
  const room = toastToMakeRoomFor(shown);
  const key = room === null ? undefined : shown[room].key;
  if (key) instance.dismiss(key);
  instance.show({ message, intent, timeout, icon: ICONS[intent], isCloseButtonShown: true });
}

const ICONS = { success: 'tick-circle', danger: 'error', warning: 'warning-sign', primary: 'info-sign', none: 'info-sign' } as const;

/** Raise toasts. */
export const toast = {
  success: (message: string) => show(message, 'success', CONSTANTS.toastTimeoutMs),
  info: (message: string) => show(message, 'primary', CONSTANTS.toastTimeoutMs),
  warning: (message: string) => show(message, 'warning', 0),
  /** Stays until the user closes it. */
  error: (message: string) => show(message, 'danger', 0),
  clear: () => instance?.clear(),
};

/** Mount once near the root. */
export function ToastStack() {
  const register = useCallback((toaster: OverlayToaster | null) => {
    instance = toaster;
    if (toaster) {
      const queued = pending;
      pending = [];
      queued.forEach((t) => show(t.message, t.intent, t.timeout));
    }
  }, []);
  return <OverlayToaster ref={register} position={Position.BOTTOM} className="app-toasts" />;
}
