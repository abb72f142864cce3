/**
 * The plan cart's checkout: the form is edited, Pay sends it through the payment gateway (the `pay` actor the
 * view provides), and the flow ends paid or stays failed with the gateway's or server's message until the
 * user pays again (another card) or goes back to editing.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CheckoutRequest } from '../../contract/subscription/subscription';
import { errorMessage } from '../platform/error-message';

export interface PlanCheckoutContext {
  error: string | null;
  /** The invoice number of the payment that went through. */
  invoiceNumber: string | null;
}

export type PlanCheckoutEvent = { type: 'checkout.pay'; request: CheckoutRequest } | { type: 'checkout.edit' };

export const planCheckoutMachine = setup({
  types: { context: {} as PlanCheckoutContext, events: {} as PlanCheckoutEvent },
  actors: {
    pay: fromPromise<{ invoiceNumber: string }, CheckoutRequest>(() =>
      Promise.reject(new Error('The checkout actor pay was not provided')),
    ),
  },
}).createMachine({
  id: 'planCheckout',
  context: { error: null, invoiceNumber: null },
  initial: 'editing',
  states: {
    editing: { on: { 'checkout.pay': 'paying' } },
    paying: {
      invoke: {
        id: 'pay',
        src: 'pay',
        input: ({ event }) => (event as Extract<PlanCheckoutEvent, { type: 'checkout.pay' }>).request,
        onDone: {
          target: 'paid',
          actions: assign({ invoiceNumber: ({ event }) => event.output.invoiceNumber, error: null }),
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    failed: {
      on: {
        'checkout.pay': { target: 'paying', actions: assign({ error: null }) },
        'checkout.edit': { target: 'editing', actions: assign({ error: null }) },
      },
    },
    paid: { type: 'final' },
  },
});

export const selectCheckoutError = (s: { context: PlanCheckoutContext }) => s.context.error;
export const selectIsPaying = (s: { matches: (v: 'paying') => boolean }) => s.matches('paying');
