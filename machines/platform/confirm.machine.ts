/**
 * The confirmation dialog (seed §2: 'Confirmation', Cancel/OK): open → confirm → the confirmed work
 * runs once (`runConfirmed`, provided by the caller) → closed; a failure stays open, with a retry only when trying
 * again may work (not for an in-use 409 or another refusal: those need something changed first).
 * While submitting, confirm and cancel are ignored, so a double click never applies twice.
 */
import { assign, fromPromise, setup } from 'xstate';
import { errorMessage, isRetryable } from './error-message';

export type ConfirmIntent = 'primary' | 'danger' | 'warning' | 'success';

export interface ConfirmOptions {
  message: string;
  title?: string;
  confirmText?: string;
  cancelText?: string;
  intent?: ConfirmIntent;
}

export interface ConfirmContext {
  title: string;
  message: string;
  confirmText: string;
  cancelText: string;
  intent: ConfirmIntent;
  error: string | null;
  /** The last failure may pass when sent again (no answer, 5xx, 408, 429). */
  retryable: boolean;
}

export type ConfirmEvent =
  | ({ type: 'dialog.open' } & ConfirmOptions)
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'dialog.retry' };

export const CONFIRM_DEFAULTS = {
  title: 'Confirmation',
  confirmText: 'OK',
  cancelText: 'Cancel',
  intent: 'primary',
} as const;

export const confirmMachine = setup({
  types: { context: {} as ConfirmContext, events: {} as ConfirmEvent },
  actors: {
    /** The confirmed work; by default nothing (a plain yes/no question). */
    runConfirmed: fromPromise<void, void>(async () => {}),
  },
  actions: {
    /** Resolves whoever awaits the answer; provided by the caller. */
    settle: (_, _params: { confirmed: boolean }) => {},
  },
}).createMachine({
  id: 'confirm',
  context: { ...CONFIRM_DEFAULTS, message: '', error: null, retryable: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'open',
          actions: assign(({ event }) => ({
            title: event.title ?? CONFIRM_DEFAULTS.title,
            message: event.message,
            confirmText: event.confirmText ?? CONFIRM_DEFAULTS.confirmText,
            cancelText: event.cancelText ?? CONFIRM_DEFAULTS.cancelText,
            intent: event.intent ?? CONFIRM_DEFAULTS.intent,
            error: null,
            retryable: false,
          })),
        },
      },
    },
    open: {
      on: {
        'dialog.confirm': 'submitting',
        'dialog.cancel': { target: 'closed', actions: { type: 'settle', params: { confirmed: false } } },
      },
    },
    submitting: {
      invoke: {
        id: 'runConfirmed',
        src: 'runConfirmed',
        onDone: { target: 'closed', actions: { type: 'settle', params: { confirmed: true } } },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorMessage(event.error),
            retryable: ({ event }) => isRetryable(event.error),
          }),
        },
      },
    },
    failed: {
      on: {
        'dialog.retry': {
          guard: ({ context }) => context.retryable,
          target: 'submitting',
          actions: assign({ error: null }),
        },
        'dialog.cancel': { target: 'closed', actions: { type: 'settle', params: { confirmed: false } } },
      },
    },
  },
});
