/**
 * The reply box under a ticket's thread: pick a kind (a reply e-mailed to the customer, an internal note, or the
 * customer's words), write, send → the message is added (`sendMessage`, provided by the view) and the box is
 * empty again, or failed with a retry that sends the same text. Sending nothing says so and sends nothing.
 */
import { assign, fromPromise, setup } from 'xstate';
import { VALIDATION } from '../../contract/platform/messages';
import { MAX_TICKET_MESSAGE, type TicketMessageKind } from '../../contract/support/support-ticket';
import { errorMessage } from '../platform/error-message';

export interface TicketReplyContext {
  kind: TicketMessageKind;
  body: string;
  /** Why the last send did not happen (blank, too long, or the server's answer). */
  error: string | null;
}

export type TicketReplyEvent =
  | { type: 'kind.change'; kind: TicketMessageKind }
  | { type: 'body.change'; body: string }
  | { type: 'reply.send' }
  | { type: 'reply.retry' };

/** Why `body` cannot be sent, or null when it can. */
const problemOf = (body: string): string | null =>
  !body.trim()
    ? VALIDATION.required
    : body.trim().length > MAX_TICKET_MESSAGE
      ? VALIDATION.maxLength(MAX_TICKET_MESSAGE)
      : null;

export const ticketReplyMachine = setup({
  types: { context: {} as TicketReplyContext, events: {} as TicketReplyEvent },
  actors: {
    sendMessage: fromPromise<unknown, { kind: TicketMessageKind; body: string }>(async () => undefined),
  },
  actions: {
    /** Toast and re-read the thread; provided by the view. */
    notifySent: (_, _params: { kind: TicketMessageKind }) => {},
    setKind: assign({ kind: (_, params: { kind: TicketMessageKind }) => params.kind }),
    setBody: assign({ body: (_, params: { body: string }) => params.body, error: null }),
  },
  guards: {
    isUnsendable: ({ context }) => problemOf(context.body) !== null,
  },
}).createMachine({
  id: 'ticketReply',
  context: { kind: 'reply', body: '', error: null },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'kind.change': { actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) } },
        'body.change': { actions: { type: 'setBody', params: ({ event }) => ({ body: event.body }) } },
        'reply.send': [
          { guard: 'isUnsendable', actions: assign({ error: ({ context }) => problemOf(context.body) }) },
          { target: 'sending', actions: assign({ error: null }) },
        ],
      },
    },
    // What is being sent stays as it is until the answer comes: no edits here.
    sending: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ kind: context.kind, body: context.body.trim() }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'notifySent', params: ({ context }) => ({ kind: context.kind }) }, assign({ body: '' })],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'reply.retry': { target: 'sending', actions: assign({ error: null }) },
        'kind.change': {
          target: 'editing',
          actions: { type: 'setKind', params: ({ event }) => ({ kind: event.kind }) },
        },
        'body.change': {
          target: 'editing',
          actions: { type: 'setBody', params: ({ event }) => ({ body: event.body }) },
        },
      },
    },
  },
});
