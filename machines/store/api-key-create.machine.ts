/**
 * Making an API key (API KEYS screen): open the dialog → submit a name, scopes and a rate limit → the key is made
 * (`createKey`, provided by the view) and its secret shown (`showingSecret`) until the dialog is closed, which forgets
 * it: the secret is never shown again. The server's field errors send the form back to `editing`; any other failure is
 * `failed` with a retry. No Idempotency-Key: a replayed answer would have to keep the secret on the server, and a
 * second key made by a retry after a lost answer is listed and can be revoked.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '../../contract/store/api-keys';
import { errorMessage } from '../platform/error-message';

/** What a creation came to: the key and its secret, or refused with errors the form shows (400). */
export type ApiKeyCreateOutcome = { ok: true; created: CreatedApiKey } | { ok: false; errors: ApiErrorItem[] };

export interface ApiKeyCreateContext {
  values: CreateApiKey | null;
  /** The key made, and its secret while the dialog shows it (null once closed). */
  key: ApiKey | null;
  secret: string | null;
  fieldErrors: ApiErrorItem[];
  error: string | null;
}

export type ApiKeyCreateEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'form.submit'; values: CreateApiKey }
  | { type: 'dialog.retry' };

const EMPTY: ApiKeyCreateContext = { values: null, key: null, secret: null, fieldErrors: [], error: null };

export const apiKeyCreateMachine = setup({
  types: { context: {} as ApiKeyCreateContext, events: {} as ApiKeyCreateEvent },
  actors: {
    createKey: fromPromise<ApiKeyCreateOutcome, CreateApiKey>(async () => ({ ok: false, errors: [] })),
  },
  actions: {
    /** Re-read the list and announce the key; provided by the view. */
    notifyCreated: (_, _key: ApiKey) => {},
  },
  guards: {
    isRefused: ({ event }) => (event as unknown as { output: ApiKeyCreateOutcome }).output.ok === false,
  },
}).createMachine({
  id: 'apiKeyCreate',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'editing', actions: assign(EMPTY) } },
    },
    editing: {
      on: {
        'form.submit': {
          target: 'creating',
          actions: assign(({ event }) => ({ values: event.values, fieldErrors: [], error: null })),
        },
        'dialog.close': 'closed',
      },
    },
    // No close while the key is being made: its secret would be lost with the answer.
    creating: {
      invoke: {
        id: 'createKey',
        src: 'createKey',
        input: ({ context }) => context.values!,
        onDone: [
          {
            guard: 'isRefused',
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => (event.output.ok ? [] : event.output.errors) }),
          },
          {
            target: 'showingSecret',
            actions: [
              assign(({ event }) => {
                const { created } = event.output as { created: CreatedApiKey };
                return { key: created.key, secret: created.secret };
              }),
              {
                type: 'notifyCreated',
                params: ({ event }) => (event.output as { created: CreatedApiKey }).created.key,
              },
            ],
          },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'dialog.retry': { target: 'creating', actions: assign({ error: null }) },
        'form.submit': {
          target: 'creating',
          actions: assign(({ event }) => ({ values: event.values, fieldErrors: [], error: null })),
        },
        'dialog.close': 'closed',
      },
    },
    showingSecret: {
      // Closing forgets the secret: it lives nowhere else.
      on: { 'dialog.close': { target: 'closed', actions: assign(EMPTY) } },
    },
  },
});
