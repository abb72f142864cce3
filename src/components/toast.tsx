/**
 * The bottom toast stack (seed §2, PRODUCT.md deviation 3): each toast has a Close button;
 * errors stay until closed, success and info close after CONSTANTS.toastTimeoutMs; at most MAX_TOASTS, and a
 * new one closes the oldest success or info first, never an error while one of those is left.
 * The stack sits bottom-left over the foot of the side menu, which keeps that room free (`--app-toast-room`):
 * bottom-centre it covered the controls of forms, lists and drawers (issue 40 item 14).
 * `toast.success(msg)` / `toast.error(msg)` work from anywhere, React or not. The stack (ToastStackView.tsx) is
 * fetched with the first toast, so the sign-in screen does not carry Blueprint's toaster and its transitions.
 */
import { Suspense, lazy, useSyncExternalStore, type ComponentType } from 'react';
import { CONSTANTS } from '../../contract';
import type { ToastRequest, ToastStackHandle, ToastStackViewProps } from './ToastStackView';

// A stack that cannot be fetched (offline, a redeploy) loses its toasts rather than the page.
const ToastStackView = lazy<ComponentType<ToastStackViewProps>>(() =>
  import('./ToastStackView').then(
    (m) => ({ default: m.ToastStackView }),
    () => ({ default: () => null }),
  ),
);

let stack: ToastStackHandle | null = null;
// Toasts raised before the stack mounted (during start-up, or while its code loads) are shown once it does.
let pending: ToastRequest[] = [];
/** A toast was raised: the stack is wanted from now on. */
let wanted = false;
const listeners = new Set<() => void>();

function show(message: string, intent: ToastRequest['intent'], timeout: number): void {
  if (stack) return stack.show({ message, intent, timeout });
  pending.push({ message, intent, timeout });
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

/** Raise toasts. */
export const toast = {
  success: (message: string) => show(message, 'success', CONSTANTS.toastTimeoutMs),
  info: (message: string) => show(message, 'primary', CONSTANTS.toastTimeoutMs),
  warning: (message: string) => show(message, 'warning', 0),
  /** Stays until the user closes it. */
  error: (message: string) => show(message, 'danger', 0),
  clear: () => stack?.clear(),
};

/** Takes the mounted stack and shows it the toasts that waited. */
function connect(handle: ToastStackHandle | null): void {
  stack = handle;
  if (!handle) return;
  const queued = pending;
  pending = [];
  queued.forEach((request) => handle.show(request));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Mount once near the root; the stack itself mounts with the first toast. */
export function ToastStack() {
  const needed = useSyncExternalStore(subscribe, () => wanted);
  return needed ? (
    <Suspense fallback={null}>
      <ToastStackView connect={connect} />
    </Suspense>
  ) : null;
}
