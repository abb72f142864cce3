/**
 * Importing products as a change set (issue 13 §5): choose a CSV → uploading (the dry run) → reviewing
 * (staff untick products; the view saves ticks and reports the set back) → confirm → applying (progress
 * from `watchSet` until the job finishes) → applied → confirm → rolling back → rolled back. Opening a set
 * by its id starts at `loading` and goes to the state its status says, so a reload follows a running job.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ChangeSet } from '../../contract/catalogue/product-import';
import { errorMessage } from '../platform/error-message';

export interface ImportFile {
  name: string;
  size: number;
}

export interface ProductImportContext {
  setId: string | null;
  set: ChangeSet | null;
  error: string | null;
  file: ImportFile | null;
}

export type ProductImportEvent =
  | { type: 'file.choose'; file: ImportFile }
  | { type: 'upload.retry' }
  | { type: 'load.retry' }
  | { type: 'set.changed'; set: ChangeSet }
  | { type: 'apply.request' }
  | { type: 'rollback.request' }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'set.progress'; set: ChangeSet };

export const productImportMachine = setup({
  types: {
    context: {} as ProductImportContext,
    events: {} as ProductImportEvent,
    input: {} as { setId: string | null },
  },
  actors: {
    /** POST /product-imports (multipart): the dry run's change set. */
    uploadFile: fromPromise<ChangeSet, ImportFile>(async () => {
      throw new Error('uploadFile not provided');
    }),
    /** GET /product-imports/{id}. */
    loadSet: fromPromise<ChangeSet, { setId: string }>(async () => {
      throw new Error('loadSet not provided');
    }),
    startApply: fromPromise<ChangeSet, { setId: string }>(async () => {
      throw new Error('startApply not provided');
    }),
    /** Reports `set.progress` until the set is applied (polling). */
    watchSet: fromCallback<ProductImportEvent, { setId: string }>(() => () => {}),
    rollback: fromPromise<ChangeSet, { setId: string }>(async () => {
      throw new Error('rollback not provided');
    }),
  },
  actions: {
    /** The set has an address of its own once the dry run made it (the view navigates there). */
    showSet: () => {},
    /** Lists and counts refresh once products changed. */
    notifyChanged: () => {},
  },
  guards: {
    isTooLarge: ({ event }) => event.type === 'file.choose' && event.file.size > IMPORT_LIMITS.maxFileBytes,
    hasTicked: ({ context }) => (context.set?.included ?? 0) > 0,
    isApplied: ({ event }) => event.type === 'set.progress' && event.set.status === 'applied',
  },
}).createMachine({
  id: 'productImport',
  context: ({ input }) => ({ setId: input.setId, set: null, error: null, file: null }),
  initial: 'start',
  states: {
    start: { always: [{ guard: ({ context }) => context.setId !== null, target: 'loading' }, { target: 'choosing' }] },
    choosing: {
      on: {
        'file.choose': [
          { guard: 'isTooLarge', actions: assign({ error: IMPORT_MESSAGES.tooLarge, file: null }) },
          { target: 'uploading', actions: assign({ file: ({ event }) => event.file, error: null }) },
        ],
      },
    },
    uploading: {
      invoke: {
        id: 'uploadFile',
        src: 'uploadFile',
        input: ({ context }) => context.file!,
        onDone: {
          target: 'reviewing',
          actions: [
            assign({ set: ({ event }) => event.output, setId: ({ event }) => event.output.id, error: null }),
            'showSet',
          ],
        },
        onError: { target: 'choosing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loading: {
      invoke: {
        id: 'loadSet',
        src: 'loadSet',
        input: ({ context }) => ({ setId: context.setId! }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'ready',
            target: 'reviewing',
            actions: assign({ set: ({ event }) => event.output, error: null }),
          },
          {
            guard: ({ event }) => event.output.status === 'applying',
            target: 'applying',
            actions: assign({ set: ({ event }) => event.output, error: null }),
          },
          {
            guard: ({ event }) => event.output.status === 'applied',
            target: 'applied',
            actions: assign({ set: ({ event }) => event.output, error: null }),
          },
          { target: 'rolledBack', actions: assign({ set: ({ event }) => event.output, error: null }) },
        ],
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    loadFailed: { on: { 'load.retry': 'loading' } },
    reviewing: {
      on: {
        'set.changed': { actions: assign({ set: ({ event }) => event.set }) },
        'apply.request': { guard: 'hasTicked', target: 'confirmingApply' },
      },
    },
    confirmingApply: { on: { 'dialog.confirm': 'startingApply', 'dialog.cancel': 'reviewing' } },
    startingApply: {
      invoke: {
        id: 'startApply',
        src: 'startApply',
        input: ({ context }) => ({ setId: context.setId! }),
        onDone: { target: 'applying', actions: assign({ set: ({ event }) => event.output, error: null }) },
        onError: { target: 'reviewing', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    applying: {
      invoke: { id: 'watchSet', src: 'watchSet', input: ({ context }) => ({ setId: context.setId! }) },
      on: {
        'set.progress': [
          {
            guard: 'isApplied',
            target: 'applied',
            actions: [assign({ set: ({ event }) => event.set }), 'notifyChanged'],
          },
          { actions: assign({ set: ({ event }) => event.set }) },
        ],
      },
    },
    applied: { on: { 'rollback.request': 'confirmingRollback' } },
    confirmingRollback: { on: { 'dialog.confirm': 'rollingBack', 'dialog.cancel': 'applied' } },
    rollingBack: {
      invoke: {
        id: 'rollback',
        src: 'rollback',
        input: ({ context }) => ({ setId: context.setId! }),
        onDone: {
          target: 'rolledBack',
          actions: [assign({ set: ({ event }) => event.output, error: null }), 'notifyChanged'],
        },
        onError: { target: 'applied', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
      },
    },
    rolledBack: {},
  },
});
