/**
 * A bulk order action: idle → confirming (a reason when the action needs one) → starting (POST bulk)
 * → running (progress from the live stream or polling, via `watchJob`) → finished with the outcome of
 * every order; "Retry failed" runs the failed ones again. The server decides per order what is allowed. A start that
 * failed is offered again only when sending again may work (no answer, 5xx, 408, 429), not after a refusal.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { BulkJob, OrderActionEvent } from '../../contract/orders/order-processing';
import type { SearchRequest } from '../../contract/platform/search';
import { needsReason } from '../orders/order-actions.machine';
import { errorMessage, isRetryable } from './error-message';

/** Chosen rows, or every order matching a search (the table's "all matching"). */
export type BulkTarget = { ids: number[] } | { criteria: SearchRequest };

export interface BulkJobContext {
  action: OrderActionEvent | null;
  target: BulkTarget | null;
  count: number;
  reason: string;
  jobId: string | null;
  job: BulkJob | null;
  error: string | null;
  /** The failed start may pass when sent again; a refusal (400, 403…) may not. */
  retryable: boolean;
}

export type BulkJobEvent =
  | { type: 'bulk.request'; action: OrderActionEvent; target: BulkTarget; count: number }
  | { type: 'reason.change'; reason: string }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'bulk.retry' }
  | { type: 'bulk.progress'; job: BulkJob }
  | { type: 'bulk.retryFailed' }
  | { type: 'dialog.close' };

export interface BulkStart {
  action: OrderActionEvent;
  target: BulkTarget;
  reason: string;
}

export const bulkJobMachine = setup({
  types: { context: {} as BulkJobContext, events: {} as BulkJobEvent },
  actors: {
    /** POST /order-details/bulk → the job's id. */
    startBulk: fromPromise<{ id: string }, BulkStart>(async () => ({ id: '' })),
    /** Reports `bulk.progress` until the job finishes (live events, polling as fallback). */
    watchJob: fromCallback<BulkJobEvent, { jobId: string }>(() => () => {}),
    /** POST …/bulk/{id}/retry: runs the failed orders again. */
    retryBulk: fromPromise<unknown, { jobId: string }>(async () => undefined),
  },
  actions: {
    /** Refreshes lists and counts once the job has finished. */
    notifyFinished: () => {},
  },
  guards: {
    asksForReason: ({ context }) => needsReason(context.action),
    hasRequiredReason: ({ context }) => !needsReason(context.action) || context.reason.trim().length > 0,
    isFinished: ({ event }) => event.type === 'bulk.progress' && event.job.status === 'finished',
    hasFailures: ({ context }) => (context.job?.tally.failed ?? 0) > 0,
    canRetry: ({ context }) => context.retryable,
  },
}).createMachine({
  id: 'bulkJob',
  context: { action: null, target: null, count: 0, reason: '', jobId: null, job: null, error: null, retryable: false },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bulk.request': {
          target: 'confirming',
          actions: assign(({ event }) => ({
            action: event.action,
            target: event.target,
            count: event.count,
            reason: '',
            jobId: null,
            job: null,
            error: null,
            retryable: false,
          })),
        },
      },
    },
    confirming: {
      on: {
        // Only an action that asks for a reason has the field to type it in.
        'reason.change': { guard: 'asksForReason', actions: assign({ reason: ({ event }) => event.reason }) },
        'dialog.confirm': { guard: 'hasRequiredReason', target: 'starting' },
        'dialog.cancel': 'idle',
      },
    },
    starting: {
      invoke: {
        id: 'startBulk',
        src: 'startBulk',
        input: ({ context }) => ({ action: context.action!, target: context.target!, reason: context.reason.trim() }),
        onDone: { target: 'running', actions: assign({ jobId: ({ event }) => event.output.id, error: null }) },
        onError: {
          target: 'failed',
          actions: assign({
            error: ({ event }) => errorMessage(event.error),
            retryable: ({ event }) => isRetryable(event.error),
          }),
        },
      },
    },
    failed: { on: { 'bulk.retry': { guard: 'canRetry', target: 'starting' }, 'dialog.cancel': 'idle' } },
    running: {
      invoke: { id: 'watchJob', src: 'watchJob', input: ({ context }) => ({ jobId: context.jobId! }) },
      on: {
        'bulk.progress': [
          {
            guard: 'isFinished',
            target: 'finished',
            actions: [assign({ job: ({ event }) => event.job }), 'notifyFinished'],
          },
          { actions: assign({ job: ({ event }) => event.job }) },
        ],
      },
    },
    finished: {
      on: {
        'bulk.retryFailed': { guard: 'hasFailures', target: 'retrying' },
        'dialog.close': 'idle',
      },
    },
    retrying: {
      invoke: {
        id: 'retryBulk',
        src: 'retryBulk',
        input: ({ context }) => ({ jobId: context.jobId! }),
        onDone: { target: 'running', actions: assign({ error: null }) },
        onError: { target: 'finished', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
  },
});
