/**
 * The toast stack itself (toast.tsx raises toasts): Blueprint's toaster bottom-left, each toast with a Close button, at
 * most MAX_TOASTS. Its own chunk, fetched with the first toast: the sign-in screen does not carry the toaster.
 */
import { OverlayToaster, Position } from '@blueprintjs/core';
import type { Intent, ToastProps, Toaster } from '@blueprintjs/core';
import { useCallback, useLayoutEffect, useRef } from 'react';

/** One toast as raised. */
export interface ToastRequest {
  message: string;
  intent: Intent;
  timeout: number;
}

/** What toast.tsx needs of the mounted stack. */
export interface ToastStackHandle {
  show(request: ToastRequest): void;
  clear(): void;
}

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

function showOn(toaster: Toaster, { message, intent, timeout }: ToastRequest): void {
  const shown = toaster.getToasts();
  const room = toastToMakeRoomFor(shown);
  const key = room === null ? undefined : shown[room].key;
  if (key) toaster.dismiss(key);
  toaster.show({
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

export interface ToastStackViewProps {
  /** Called with the stack once it has mounted (null as it unmounts). */
  connect(handle: ToastStackHandle | null): void;
}

/** Mounted once, by ToastStack. */
export function ToastStackView({ connect }: ToastStackViewProps) {
  const register = useCallback(
    (toaster: OverlayToaster | null) =>
      connect(toaster && { show: (request) => showOn(toaster, request), clear: () => toaster.clear() }),
    [connect],
  );
  return <OverlayToaster ref={register} position={Position.BOTTOM_LEFT} className="app-toasts" />;
}
