/**
 * The bottom toast stack (seed §2, PRODUCT.md deviation 3): each toast has a Close button;
 * errors stay until closed, success and info close after CONSTANTS.toastTimeoutMs.
 * `toast.success(msg)` / `toast.error(msg)` work from anywhere, React or not.
 */
import { OverlayToaster, Position } from '@blueprintjs/core';
import type { Intent, Toaster } from '@blueprintjs/core';
import { useCallback } from 'react';
import { CONSTANTS } from '../../contract';

let instance: Toaster | null = null;
// Toasts raised before the toaster mounted (e.g. during start-up) are shown once it does.
let pending: Array<{ message: string; intent: Intent; timeout: number }> = [];

function show(message: string, intent: Intent, timeout: number): void {
  if (!instance) {
    pending.push({ message, intent, timeout });
    return;
  }
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
  return <OverlayToaster ref={register} position={Position.BOTTOM} className="app-toasts" maxToasts={6} />;
}
