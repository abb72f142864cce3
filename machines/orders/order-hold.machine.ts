/**
 * Putting orders on hold and releasing them (issue 45 §2), one order from its panel or key, or the table's selection:
 * closed → editing (a reason and a note to hold; a note to release) → submitting (`submitHold`, provided by the view)
 * → closed, or back to editing with the server's refusal (a field's error, or a 409 such as "already on hold"), or
 * failed with a retry when trying again may work (no answer, 5xx, 408, 429). A hold sent twice changes nothing the
 * second time (the server holds only an order not held), so a retry needs no key.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StaffHoldReason } from '../../contract/orders/order-status';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import type { BulkTarget } from '../platform/bulk-job.machine';
import { errorMessage, isRetryable } from '../platform/error-message';

export type HoldMode = 'hold' | 'release';

/** One order as the screen saw it, or the table's selection (its ids, or the search that matches it). */
export type HoldTarget =
  | { kind: 'order'; id: number; orderNo: string; version: number }
  | ({ kind: 'orders'; count: number } & BulkTarget);

export interface HoldValues {
  /** Holding: why (staff's reasons; "Other" needs the note). */
  reason?: StaffHoldReason;
  note: string;
}

/** What the server said: held or released (how many, and how many were left as they were), or refused in words. */
export type HoldOutcome = { ok: true; changed: number; unchanged: number } | { ok: false; errors: ApiErrorItem[] };

export interface HoldSubmission {
  mode: HoldMode;
  target: HoldTarget;
  values: HoldValues;
}

export interface OrderHoldContext {
  mode: HoldMode;
  target: HoldTarget | null;
  values: HoldValues | null;
  fieldErrors: ApiErrorItem[];
  error: string | null;
  retryable: boolean;
}

export type OrderHoldEvent =
  | { type: 'dialog.open'; mode: HoldMode; target: HoldTarget }
  | { type: 'dialog.close' }
  | { type: 'form.submit'; values: HoldValues }
  | { type: 'dialog.retry' };

export const orderHoldMachine = setup({
  types: { context: {} as OrderHoldContext, events: {} as OrderHoldEvent },
  actors: {
    submitHold: fromPromise<HoldOutcome, HoldSubmission>(async () => ({ ok: false, errors: [] })),
  },
  actions: {
    /** Toast and refresh what shows the orders; provided by the view. */
    notifyDone: (_, _params: { mode: HoldMode; target: HoldTarget; changed: number; unchanged: number }) => {},
  },
  guards: {
    isRefused: ({ event }) => (event as unknown as { output: HoldOutcome }).output.ok === false,
    canRetry: ({ context }) => context.retryable,
  },
}).createMachine({
  id: 'orderHold',
  context: { mode: 'hold', target: null, values: null, fieldErrors: [], error: null, retryable: false },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'editing',
          actions: assign(({ event }) => ({
            mode: event.mode,
            target: event.target,
            values: null,
            fieldErrors: [],
            error: null,
            retryable: false,
          })),
        },
      },
    },
    editing: {
      on: {
        'form.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({ values: event.values, fieldErrors: [], error: null })),
        },
        'dialog.close': 'closed',
      },
    },
    submitting: {
      invoke: {
        id: 'submitHold',
        src: 'submitHold',
        input: ({ context }) => ({ mode: context.mode, target: context.target!, values: context.values! }),
        onDone: [
          {
            guard: 'isRefused',
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => (event.output.ok ? [] : event.output.errors) }),
          },
          {
            target: 'closed',
            actions: {
              type: 'notifyDone',
              params: ({ context, event }) => {
                const { changed, unchanged } = event.output as { changed: number; unchanged: number };
                return { mode: context.mode, target: context.target!, changed, unchanged };
              },
            },
          },
        ],
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
        'dialog.retry': { guard: 'canRetry', target: 'submitting', actions: assign({ error: null }) },
        'form.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({ values: event.values, fieldErrors: [], error: null })),
        },
        'dialog.close': 'closed',
      },
    },
  },
});
