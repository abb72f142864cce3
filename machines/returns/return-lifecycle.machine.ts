/**
 * The return/exchange lifecycle (PRODUCT.md "Order lifecycle"): one machine the server uses to decide
 * whether an action is allowed and the app uses to offer it. requested → approved | rejected (with a
 * reason) | cancelled; approved → received (or cancelled); received → refunded (a return) or replaced
 * (an exchange: a replacement order is created).
 */
import { setup } from 'xstate';
import { RETURN_ACTION_EVENTS, type ReturnActionEvent } from '../../contract/returns/returns';
import type { ReturnKind, ReturnStatus } from '../../contract/orders/order-status';

export interface ReturnLifecycleInput {
  kind: ReturnKind;
  status: ReturnStatus;
}

/** Every action, in lifecycle order. */
export const RETURN_ACTIONS = RETURN_ACTION_EVENTS;
export type ReturnAction = ReturnActionEvent;
export type ReturnLifecycleEvent = { type: ReturnAction };

/** The state of each status; the state's `meta.status` maps back. */
export const STATE_OF_RETURN_STATUS: Record<ReturnStatus, string> = {
  requested: 'requested',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  received: 'received',
  refunded: 'refunded',
  replaced: 'replaced',
};

const RESTORED: readonly ReturnStatus[] = ['approved', 'rejected', 'cancelled', 'received', 'refunded', 'replaced'];

export const returnLifecycleMachine = setup({
  types: { context: {} as { kind: ReturnKind }, events: {} as ReturnLifecycleEvent, input: {} as ReturnLifecycleInput },
  guards: {
    isReturn: ({ context }) => context.kind === 'return',
    isExchange: ({ context }) => context.kind === 'exchange',
  },
}).createMachine({
  id: 'return',
  context: ({ input }) => ({ kind: input.kind }),
  initial: 'restoring',
  states: {
    // A request read from the database starts in the state of its status.
    restoring: {
      always: [
        ...RESTORED.map((status) => ({
          guard: ({ event }: { event: unknown }) =>
            (event as { input?: ReturnLifecycleInput }).input?.status === status,
          target: STATE_OF_RETURN_STATUS[status],
        })),
        { target: 'requested' },
      ],
    },
    requested: {
      meta: { status: 'requested' },
      on: { 'return.approve': 'approved', 'return.reject': 'rejected', 'return.cancel': 'cancelled' },
    },
    approved: { meta: { status: 'approved' }, on: { 'return.receive': 'received', 'return.cancel': 'cancelled' } },
    received: {
      meta: { status: 'received' },
      on: {
        'return.refund': { guard: 'isReturn', target: 'refunded' },
        'return.replace': { guard: 'isExchange', target: 'replaced' },
      },
    },
    rejected: { meta: { status: 'rejected' }, type: 'final' },
    cancelled: { meta: { status: 'cancelled' }, type: 'final' },
    refunded: { meta: { status: 'refunded' }, type: 'final' },
    replaced: { meta: { status: 'replaced' }, type: 'final' },
  },
});
