/**
 * The bottom toast stack (seed §2, PRODUCT.md deviation 3): each toast has a Close button;
 * errors stay until closed, success and info close after CONSTANTS.toastTimeoutMs; at most MAX_TOASTS, and a
 * new one closes the oldest success or info first, never an error while one of those is left.
 * The stack sits bottom-left over the foot of the side menu, which keeps that room free (`--app-toast-room`):
 * bottom-centre it covered the controls of forms, lists and drawers (issue 40 item 14).
 * `toast.success(msg)` / `toast.error(msg)` work from anywhere, React or not.
 */
import { OverlayToaster, Position } from '@blueprintjs/core';
import type { Intent, ToastProps, Toaster } from '@blueprintjs/core';
import { useCallback, useLayoutEffect, useRef } from 'react';
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
  instance.show({
    message: <ToastText text={message} />,
    intent,
    timeout,
    icon: ICONS[intent],
    isCloseButtonShown: true,
  });
}

/** Space between the stack and the menu above it. */
const ROOM_GAP_PX = 8;
const sizes = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => measureRoom());
/** The toaster's container: made again each time a toast shows after none. */
let stack: HTMLElement | null = null;

/** The height the stack takes from the bottom of the window (0 with no toast), as `--app-toast-room`. */
function measureRoom(): void {
  const tops = stack?.isConnected ? [...stack.querySelectorAll<HTMLElement>('.bp6-toast')].map((t) => t.offsetTop) : [];
  // offsetTop, not the box: a toast sliding in (a transform) takes its room at once.
  const room = stack && tops.length ? stack.offsetHeight - Math.min(...tops) + ROOM_GAP_PX : 0;
  document.documentElement.style.setProperty('--app-toast-room', `${room}px`);
}

/** A toast's text: while it is drawn, the side menu keeps the room the stack takes (its size is watched). */
function ToastText({ text }: { text: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    const container = ref.current?.closest<HTMLElement>('.app-toasts') ?? null;
    if (container !== stack) {
      if (stack) sizes?.unobserve(stack);
      if (container) sizes?.observe(container);
      stack = container;
    }
    measureRoom();
    // Gone (closed, and its exit drawn): the next frame measures what is left.
    return () => void requestAnimationFrame(measureRoom);
  }, []);
  return <span ref={ref}>{text}</span>;
}

const ICONS = {
  success: 'tick-circle',
  danger: 'error',
  warning: 'warning-sign',
  primary: 'info-sign',
  none: 'info-sign',
} as const;

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
  return <OverlayToaster ref={register} position={Position.BOTTOM_LEFT} className="app-toasts" />;
}
