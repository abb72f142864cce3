/**
 * An endpoint on the WEBHOOKS screen: add one, change one, or roll its signing secret. Adding and rolling end with the
 * secret shown (`showingSecret`) until the dialog is closed, which forgets it: it is never shown again. A change ends
 * the dialog. The server's field errors (a URL refused) send the form back to `editing`; any other failure is `failed`
 * with a retry of the same call. The calls (`saveEndpoint`, `rollSecret`) are the view's.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { ApiErrorItem } from '../../contract/platform/envelope';
import type { WebhookEndpoint, WebhookEndpointSave, WebhookEndpointWithSecret } from '../../contract/webhooks/webhooks';
import { errorMessage } from '../platform/error-message';

/** What a save came to: the endpoint (and, when made, its secret), or refused with errors the form shows (400). */
export type WebhookSaveOutcome =
  | { ok: true; endpoint: WebhookEndpoint; secret: string | null }
  | { ok: false; errors: ApiErrorItem[] };

export interface WebhookSaveInput {
  /** The endpoint changed, at the version it was read; null to add one. */
  endpoint: WebhookEndpoint | null;
  values: WebhookEndpointSave;
}

export interface WebhookEndpointContext {
  mode: 'create' | 'edit' | 'roll';
  endpoint: WebhookEndpoint | null;
  values: WebhookEndpointSave | null;
  /** The signing secret while the dialog shows it (null once closed). */
  secret: string | null;
  fieldErrors: ApiErrorItem[];
  error: string | null;
}

export type WebhookEndpointEvent =
  | { type: 'dialog.create' }
  | { type: 'dialog.edit'; endpoint: WebhookEndpoint }
  | { type: 'secret.roll'; endpoint: WebhookEndpoint }
  | { type: 'dialog.close' }
  | { type: 'form.submit'; values: WebhookEndpointSave }
  | { type: 'dialog.retry' };

const EMPTY: WebhookEndpointContext = {
  mode: 'create',
  endpoint: null,
  values: null,
  secret: null,
  fieldErrors: [],
  error: null,
};

export const webhookEndpointMachine = setup({
  types: { context: {} as WebhookEndpointContext, events: {} as WebhookEndpointEvent },
  actors: {
    saveEndpoint: fromPromise<WebhookSaveOutcome, WebhookSaveInput>(async () => ({ ok: false, errors: [] })),
    rollSecret: fromPromise<WebhookEndpointWithSecret, WebhookEndpoint>(async ({ input }) => ({
      endpoint: input,
      secret: '',
    })),
  },
  actions: {
    /** Re-read the list; provided by the view. */
    notifySaved: () => {},
  },
  guards: {
    isRefused: ({ event }) => (event as unknown as { output: WebhookSaveOutcome }).output.ok === false,
    madeASecret: ({ event }) => {
      const output = (event as unknown as { output: WebhookSaveOutcome }).output;
      return output.ok && output.secret !== null;
    },
    isRoll: ({ context }) => context.mode === 'roll',
  },
}).createMachine({
  id: 'webhookEndpoint',
  context: EMPTY,
  initial: 'closed',
  states: {
    closed: {
      on: {
        'dialog.create': { target: 'editing', actions: assign(EMPTY) },
        'dialog.edit': {
          target: 'editing',
          actions: assign(({ event }) => ({ ...EMPTY, mode: 'edit' as const, endpoint: event.endpoint })),
        },
        'secret.roll': {
          target: 'rolling',
          actions: assign(({ event }) => ({ ...EMPTY, mode: 'roll' as const, endpoint: event.endpoint })),
        },
      },
    },
    editing: {
      on: {
        'form.submit': {
          target: 'saving',
          actions: assign(({ event }) => ({ values: event.values, fieldErrors: [], error: null })),
        },
        'dialog.close': 'closed',
      },
    },
    // No close while a new endpoint is being made: its secret would be lost with the answer.
    saving: {
      invoke: {
        id: 'saveEndpoint',
        src: 'saveEndpoint',
        input: ({ context }) => ({ endpoint: context.endpoint, values: context.values! }),
        onDone: [
          {
            guard: 'isRefused',
            target: 'editing',
            actions: assign({ fieldErrors: ({ event }) => (event.output.ok ? [] : event.output.errors) }),
          },
          {
            guard: 'madeASecret',
            target: 'showingSecret',
            actions: [
              assign(({ event }) => {
                const saved = event.output as { endpoint: WebhookEndpoint; secret: string };
                return { endpoint: saved.endpoint, secret: saved.secret };
              }),
              'notifySaved',
            ],
          },
          { target: 'closed', actions: [assign(EMPTY), 'notifySaved'] },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    rolling: {
      invoke: {
        id: 'rollSecret',
        src: 'rollSecret',
        input: ({ context }) => context.endpoint!,
        onDone: {
          target: 'showingSecret',
          actions: [
            assign(({ event }) => ({ endpoint: event.output.endpoint, secret: event.output.secret })),
            'notifySaved',
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'dialog.retry': [
          { guard: 'isRoll', target: 'rolling', actions: assign({ error: null }) },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        'form.submit': {
          target: 'saving',
          actions: assign(({ event }) => ({ values: event.values, fieldErrors: [], error: null })),
        },
        'dialog.close': { target: 'closed', actions: assign(EMPTY) },
      },
    },
    showingSecret: {
      // Closing forgets the secret: it lives nowhere else.
      on: { 'dialog.close': { target: 'closed', actions: assign(EMPTY) } },
    },
  },
});
