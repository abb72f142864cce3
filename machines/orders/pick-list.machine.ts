/**
 * A pick list and packing slips for the table's selection (issue 45 §3): closed → asking (prices on the slips or not)
 * → starting (`startPickList`) → making (`followPickList` reports the job's progress until its PDF is ready) → ready
 * (Download PDF, as often as wanted) | failed (a retry starts a new job). Closing while it is made leaves the job to
 * finish on the server; the PDF is not downloaded then.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import type { BulkTarget } from '../platform/bulk-job.machine';
import { errorMessage } from '../platform/error-message';

export interface PickListContext {
  target: BulkTarget | null;
  count: number;
  prices: boolean;
  jobId: string | null;
  /** Slips laid out so far, of `total`. */
  done: number;
  /** The PDF was downloaded (it may be again). */
  downloaded: boolean;
  total: number;
  error: string | null;
}

export type PickListEvent =
  | { type: 'pickList.request'; target: BulkTarget; count: number }
  | { type: 'prices.change'; prices: boolean }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.retry' }
  | { type: 'dialog.close' }
  | { type: 'pdf.download' }
  /** From `followPickList`: the job's progress, then its end. */
  | { type: 'pickList.progress'; done: number; total: number }
  | { type: 'pickList.ready' }
  | { type: 'pickList.failed'; error: string };

export const pickListMachine = setup({
  types: { context: {} as PickListContext, events: {} as PickListEvent },
  actors: {
    startPickList: fromPromise<{ id: string }, { target: BulkTarget; prices: boolean }>(async () => ({ id: '' })),
    followPickList: fromCallback<PickListEvent, { jobId: string }>(() => () => {}),
  },
  actions: {
    /** Downloads the job's PDF; provided by the view. */
    downloadPdf: (_, _params: { jobId: string }) => {},
  },
}).createMachine({
  id: 'pickList',
  context: { target: null, count: 0, prices: false, jobId: null, done: 0, downloaded: false, total: 0, error: null },
  initial: 'closed',
  states: {
    closed: {
      on: {
        'pickList.request': {
          target: 'asking',
          actions: assign(({ event }) => ({
            target: event.target,
            count: event.count,
            prices: false,
            jobId: null,
            done: 0,
            downloaded: false,
            total: event.count,
            error: null,
          })),
        },
      },
    },
    asking: {
      on: {
        'prices.change': { actions: assign({ prices: ({ event }) => event.prices }) },
        'dialog.confirm': 'starting',
        'dialog.close': 'closed',
      },
    },
    starting: {
      invoke: {
        id: 'startPickList',
        src: 'startPickList',
        input: ({ context }) => ({ target: context.target!, prices: context.prices }),
        onDone: { target: 'making', actions: assign({ jobId: ({ event }) => event.output.id, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    making: {
      invoke: { id: 'followPickList', src: 'followPickList', input: ({ context }) => ({ jobId: context.jobId! }) },
      on: {
        'pickList.progress': { actions: assign(({ event }) => ({ done: event.done, total: event.total })) },
        'pickList.ready': { target: 'ready', actions: assign(({ context }) => ({ done: context.total })) },
        'pickList.failed': { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        'dialog.close': 'closed',
      },
    },
    ready: {
      on: {
        'pdf.download': {
          actions: [
            { type: 'downloadPdf', params: ({ context }) => ({ jobId: context.jobId! }) },
            assign({ downloaded: true }),
          ],
        },
        'dialog.close': 'closed',
      },
    },
    failed: {
      on: {
        'dialog.retry': { target: 'starting', actions: assign({ error: null, done: 0 }) },
        'dialog.close': 'closed',
      },
    },
  },
});
