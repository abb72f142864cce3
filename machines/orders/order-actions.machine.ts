/**
 * One order action, from the button to the answer: idle → confirming (a reason when the action needs
 * one) → submitting → settling (the order read again) → done | failed (retry with the same idempotency
 * key, offered only when trying again may work: no answer, 5xx, 408, 429) | reloading after a 409 (stale version or
 * not allowed any more). Each confirmation is a new attempt
 * with a fresh key; a retry is the same attempt, so the server applies it at most once. The request and the
 * reload are named actors. A request made in a chain (the screen's queue mode) goes on to confirm the
 * order's next step once the order is read again, until the order is shipped or cancelled.
 */
import { assign, fromPromise, setup } from 'xstate';
import { ORDER_ACTIONS_NEEDING_REASON, type OrderActionEvent } from '../../contract/orders/order-processing';
import { errorMessage, isRetryable } from '../platform/error-message';
import { isCancel, nextStep } from './order-lifecycle';
import type { OrderLifecycleInput } from './order-lifecycle.machine';

/** The order as the screen saw it when the action was asked for. */
export interface OrderActionTarget {
  id: number;
  orderNo: string;
  version: number;
}

/** The order as read again after an action: what the next step is asked of. */
export interface OrderStanding extends OrderActionTarget {
  lifecycle: OrderLifecycleInput;
}

/** The action after which a chain stops: a shipped order's delivery is another day's work. */
const CHAIN_ENDS_AFTER: OrderActionEvent = 'order.markShipped';

/** The step a chain goes on to after `action`, on the order as it now stands; null when it stops. */
export function chainedStep(
  action: OrderActionEvent | null,
  order: OrderStanding | null | undefined,
): OrderActionEvent | null {
  if (!action || !order || isCancel(action) || action === CHAIN_ENDS_AFTER) return null;
  return nextStep(order.lifecycle);
}

/** What `submitAction` sends: `PUT …/{segment}/{id}` with `{version, reason}` and the Idempotency-Key header. */
export interface OrderActionSubmission {
  action: OrderActionEvent;
  order: OrderActionTarget;
  reason: string;
  idempotencyKey: string;
}

export interface OrderActionsContext {
  action: OrderActionEvent | null;
  order: OrderActionTarget | null;
  reason: string;
  idempotencyKey: string | null;
  error: string | null;
  /** The last failure may pass when sent again (no answer, 5xx, 408, 429); a refusal (403, 404, 422…) may not. */
  retryable: boolean;
  /** Asked in a chain: go on to the next step of the order when this one is done. */
  chain: boolean;
}

export type OrderActionsEvent =
  | { type: 'action.request'; action: OrderActionEvent; order: OrderActionTarget; chain?: boolean }
  | { type: 'reason.change'; reason: string }
  /** The view makes the attempt's Idempotency-Key (src/lib/idempotency-key), so the machine stays free of randomness. */
  | { type: 'dialog.confirm'; idempotencyKey: string }
  | { type: 'dialog.cancel' }
  | { type: 'action.retry' };

export const needsReason = (action: OrderActionEvent | null) =>
  action !== null && ORDER_ACTIONS_NEEDING_REASON.includes(action);

export const orderActionsMachine = setup({
  types: { context: {} as OrderActionsContext, events: {} as OrderActionsEvent },
  actors: {
    /** Sends the action; provided by the view (api client, or the label download). */
    submitAction: fromPromise<unknown, OrderActionSubmission>(async () => undefined),
    /** Reads the order again (after an action, then at a version past `after`, and after a conflict): the order as it now stands, or null. */
    reloadOrder: fromPromise<OrderStanding | null, { orderId: number; after?: number }>(async () => null),
  },
  actions: {
    /** A new request starts a new attempt: no reason, no key yet, no error. */
    startRequest: assign(({ event }) =>
      event.type === 'action.request'
        ? {
            action: event.action,
            order: event.order,
            reason: '',
            idempotencyKey: null,
            error: null,
            retryable: false,
            chain: event.chain === true,
          }
        : {},
    ),
    /** The chain's next step on the order as it now stands: a new attempt, as a request would be. */
    startChainedStep: assign(({ context, event }) => {
      const order = (event as { output?: OrderStanding | null }).output!;
      return {
        action: chainedStep(context.action, order),
        order: { id: order.id, orderNo: order.orderNo, version: order.version },
        reason: '',
        idempotencyKey: null,
        error: null,
        retryable: false,
      };
    }),
    /** A confirmation is a new attempt with the fresh key it brings (a retry keeps it). */
    newAttempt: assign(({ event }) =>
      event.type === 'dialog.confirm' ? { idempotencyKey: event.idempotencyKey, error: null } : {},
    ),
    /** Tells the user it worked and refreshes what shows the order. */
    notifyDone: () => {},
    /** Tells the user why the server refused (the 409's message). */
    notifyConflict: (_, _params: { message: string }) => {},
  },
  guards: {
    asksForReason: ({ context }) => needsReason(context.action),
    hasRequiredReason: ({ context }) => !needsReason(context.action) || context.reason.trim().length > 0,
    continuesChain: ({ context, event }) =>
      context.chain && chainedStep(context.action, (event as { output?: OrderStanding | null }).output) !== null,
    isConflict: (_, params: { error: unknown }) => (params.error as { status?: unknown } | null)?.status === 409,
    canRetry: ({ context }) => context.retryable,
  },
}).createMachine({
  id: 'orderActions',
  context: { action: null, order: null, reason: '', idempotencyKey: null, error: null, retryable: false, chain: false },
  initial: 'idle',
  states: {
    idle: { on: { 'action.request': { target: 'confirming', actions: 'startRequest' } } },
    confirming: {
      on: {
        // Only an action that asks for a reason has the field to type it in.
        'reason.change': { guard: 'asksForReason', actions: assign({ reason: ({ event }) => event.reason }) },
        'dialog.confirm': { guard: 'hasRequiredReason', target: 'submitting', actions: 'newAttempt' },
        'dialog.cancel': 'idle',
      },
    },
    submitting: {
      invoke: {
        id: 'submitAction',
        src: 'submitAction',
        input: ({ context }) => ({
          action: context.action!,
          order: context.order!,
          reason: context.reason.trim(),
          idempotencyKey: context.idempotencyKey!,
        }),
        onDone: { target: 'settling', actions: 'notifyDone' },
        onError: [
          {
            guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
            target: 'reloading',
            actions: { type: 'notifyConflict', params: ({ event }) => ({ message: errorMessage(event.error) }) },
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => errorMessage(event.error),
              retryable: ({ event }) => isRetryable(event.error),
            }),
          },
        ],
      },
    },
    failed: {
      on: {
        'action.retry': { guard: 'canRetry', target: 'submitting', actions: assign({ error: null }) },
        'dialog.cancel': 'idle',
      },
    },
    settling: {
      invoke: {
        id: 'reloadOrder',
        src: 'reloadOrder',
        input: ({ context }) => ({ orderId: context.order!.id, after: context.order!.version }),
        onDone: [{ guard: 'continuesChain', target: 'confirming', actions: 'startChainedStep' }, { target: 'done' }],
        onError: 'done',
      },
    },
    reloading: {
      invoke: {
        id: 'reloadOrder',
        src: 'reloadOrder',
        input: ({ context }) => ({ orderId: context.order!.id }),
        onDone: 'idle',
        onError: 'idle',
      },
    },
    done: { on: { 'action.request': { target: 'confirming', actions: 'startRequest' } } },
  },
});
