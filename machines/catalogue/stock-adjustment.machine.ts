/**
 * The stock Adjust dialog: open for a variant → fill in (mode, quantity, reason, note) → confirm the change →
 * submit (`postAdjustment`, provided by the view) → closed; or back to editing with the server's field errors
 * (a result below zero lands on the quantity, a stale set-to on the version); or failed with a retry that
 * resends the same Idempotency-Key, so a retry after a lost answer never adjusts twice. Modelled on the wallet
 * adjustment machine, with a confirmation step between the form and the request.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import type { StockAdjustForm, StockMoveResult } from '../../contract/catalogue/stock';
import { errorMessage } from '../platform/error-message';

export interface StockVariantRef {
  id: number;
  version: number;
  /** Product name and SKU (and attributes), for the dialog's title and the question. */
  label: string;
  stock: number;
}

/** What a request came to: accepted, or refused with errors the form can show (400/409). */
export type StockPostOutcome = { ok: true; result: StockMoveResult } | { ok: false; errors: ApiErrorItem[] };

export interface StockPostInput {
  variant: StockVariantRef;
  values: StockAdjustForm;
  idempotencyKey: string;
}

export interface StockAdjustmentContext {
  variant: StockVariantRef | null;
  values: StockAdjustForm | null;
  idempotencyKey: string;
  fieldErrors: ApiErrorItem[];
  error: string | null;
}

export type StockAdjustmentEvent =
  | { type: 'dialog.open'; variant: StockVariantRef }
  | { type: 'dialog.close' }
  /** The view mints a fresh key per submitted form (the server scopes a key to one body). */
  | { type: 'form.submit'; values: StockAdjustForm; idempotencyKey: string }
  | { type: 'confirm.accept' }
  | { type: 'confirm.back' }
  | { type: 'dialog.retry' };

export const stockAdjustmentMachine = setup({
  types: { context: {} as StockAdjustmentContext, events: {} as StockAdjustmentEvent },
  actors: {
    postAdjustment: fromPromise<StockPostOutcome, StockPostInput>(async () => ({ ok: false, errors: [] })),
  },
  actions: {
    /** Keeps the submitted form and its key until the confirmation is answered. */
    takeForm: assign(({ event }) => {
      const { values, idempotencyKey } = event as Extract<StockAdjustmentEvent, { type: 'form.submit' }>;
      return { values, idempotencyKey, fieldErrors: [], error: null };
    }),
    /** Toast, refresh the table, the counts and the history; provided by the view. */
    notifyAdjusted: (_, _params: { result: StockMoveResult }) => {},
  },
  guards: {
    isRefused: ({ event }) => (event as unknown as { output: StockPostOutcome }).output.ok === false,
  },
}).createMachine({
  id: 'stockAdjustment',
  context: { variant: null, values: null, idempotencyKey: '', fieldErrors: [], error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'editing',
          actions: assign(({ event }) => ({ variant: event.variant, values: null, fieldErrors: [], error: null })),
        },
      },
    },
    editing: {
      on: { 'form.submit': { target: 'confirming', actions: 'takeForm' }, 'dialog.close': 'closed' },
    },
    confirming: {
      on: { 'confirm.accept': 'submitting', 'confirm.back': 'editing', 'dialog.close': 'closed' },
    },
    submitting: {
      invoke: {
        id: 'postAdjustment',
        src: 'postAdjustment',
        input: ({ context }) => ({
          variant: context.variant!,
          values: context.values!,
          idempotencyKey: context.idempotencyKey,
        }),
        onDone: [
          {
            guard: 'isRefused',
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => (event.output.ok ? [] : event.output.errors) }),
          },
          {
            target: 'closed',
            actions: {
              type: 'notifyAdjusted',
              params: ({ event }) => ({ result: (event.output as { result: StockMoveResult }).result }),
            },
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'dialog.retry': { target: 'submitting', actions: assign({ error: null }) },
        'form.submit': { target: 'confirming', actions: 'takeForm' },
        'dialog.close': 'closed',
      },
    },
  },
});
