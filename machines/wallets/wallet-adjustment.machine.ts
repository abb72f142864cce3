/**
 * The wallet credit/debit dialog: open for a customer → submit → the posting runs (`postAdjustment`,
 * provided by the view) → closed, or back to editing with the server's field errors (a debit past zero
 * lands on the amount), or failed with a retry that resends the same Idempotency-Key, so a retry after a
 * lost answer never posts twice. Submitting again (new values) comes with a new key.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import type { WalletAdjustment, WalletPostingResult } from '../../contract/wallets/wallets';
import { errorMessage } from '../platform/error-message';

export interface WalletCustomer {
  id: number;
  name: string;
  walletBalance: string;
}

/** What a posting came to: accepted, or refused with errors the form can show (400/409). */
export type WalletPostOutcome = { ok: true; result: WalletPostingResult } | { ok: false; errors: ApiErrorItem[] };

export interface WalletPostInput {
  customerId: number;
  values: WalletAdjustment;
  idempotencyKey: string;
}

export interface WalletAdjustmentContext {
  customer: WalletCustomer | null;
  values: WalletAdjustment | null;
  idempotencyKey: string;
  fieldErrors: ApiErrorItem[];
  error: string | null;
}

export type WalletAdjustmentEvent =
  | { type: 'dialog.open'; customer: WalletCustomer }
  | { type: 'dialog.close' }
  /** The view mints a fresh key per submitted form (the server scopes a key to one body). */
  | { type: 'form.submit'; values: WalletAdjustment; idempotencyKey: string }
  | { type: 'dialog.retry' };

export const walletAdjustmentMachine = setup({
  types: { context: {} as WalletAdjustmentContext, events: {} as WalletAdjustmentEvent },
  actors: {
    postAdjustment: fromPromise<WalletPostOutcome, WalletPostInput>(async () => ({ ok: false, errors: [] })),
  },
  actions: {
    /** Toast, refresh the lists; provided by the view. */
    notifyPosted: (_, _params: { result: WalletPostingResult; values: WalletAdjustment }) => {},
  },
  guards: {
    isRefused: ({ event }) => (event as unknown as { output: WalletPostOutcome }).output.ok === false,
  },
}).createMachine({
  id: 'walletAdjustment',
  context: { customer: null, values: null, idempotencyKey: '', fieldErrors: [], error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.open': {
          target: 'editing',
          actions: assign(({ event }) => ({ customer: event.customer, values: null, fieldErrors: [], error: null })),
        },
      },
    },
    editing: {
      on: {
        'form.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({
            values: event.values,
            idempotencyKey: event.idempotencyKey,
            fieldErrors: [],
            error: null,
          })),
        },
        'dialog.close': 'closed',
      },
    },
    submitting: {
      invoke: {
        id: 'postAdjustment',
        src: 'postAdjustment',
        input: ({ context }) => ({
          customerId: context.customer!.id,
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
              type: 'notifyPosted',
              params: ({ context, event }) => ({
                result: (event.output as { result: WalletPostingResult }).result,
                values: context.values!,
              }),
            },
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'dialog.retry': { target: 'submitting', actions: assign({ error: null }) },
        'form.submit': {
          target: 'submitting',
          actions: assign(({ event }) => ({
            values: event.values,
            idempotencyKey: event.idempotencyKey,
            fieldErrors: [],
            error: null,
          })),
        },
        'dialog.close': 'closed',
      },
    },
  },
});
