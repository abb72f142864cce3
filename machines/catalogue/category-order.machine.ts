/**
 * "Order Category": one move of a category (with its subtree), by drag or by keyboard. A drag starts in
 * `dragging`; a request that keeps the parent saves at once, one that changes the parent first reads what
 * the move takes along (`loadImpact`) and asks (`confirming`). The save (`saveMove`) is one request; a 409
 * means someone else changed the category: the tree reloads (`reloadTree`) and the view says so. Any other
 * failure is `failed`, with retry. Effects are provided by the view.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CategoryMoveImpact } from '../../contract/catalogue/category';
import { errorMessage } from '../platform/error-message';

/** One move as the view asks for it: the node, where it goes, and names for the confirmation. */
export interface CategoryMoveRequest {
  id: number;
  name: string;
  version: number;
  parentId: number | null;
  /** The new parent's name, or the top level's. */
  parentName: string;
  position: number;
  /** True when the parent changes: the move is confirmed with its impact first. */
  changesParent: boolean;
}

export interface CategoryOrderContext {
  request: CategoryMoveRequest | null;
  impact: CategoryMoveImpact | null;
  error: string | null;
}

export type CategoryOrderEvent =
  | { type: 'drag.start'; id: number }
  | { type: 'drag.cancel' }
  | { type: 'move.request'; request: CategoryMoveRequest }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'move.retry' }
  | { type: 'move.dismiss' };

const isStaleError = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

export const categoryOrderMachine = setup({
  types: { context: {} as CategoryOrderContext, events: {} as CategoryOrderEvent },
  actors: {
    loadImpact: fromPromise<CategoryMoveImpact, CategoryMoveRequest>(async () => ({ categories: 1, products: 0 })),
    saveMove: fromPromise<unknown, CategoryMoveRequest>(async () => undefined),
  },
  actions: {
    /** Announce and refresh after a saved move; provided by the view. */
    notifyMoved: (_, _request: CategoryMoveRequest) => {},
    /** Read the tree again and say someone else changed the category; provided by the view. */
    reloadTree: () => {},
  },
  guards: {
    changesParent: ({ event }) => (event as { request?: CategoryMoveRequest }).request?.changesParent === true,
    isStale: ({ event }) => isStaleError((event as unknown as { error: unknown }).error),
    needsImpact: ({ context }) => context.request!.changesParent && context.impact === null,
  },
}).createMachine({
  id: 'categoryOrder',
  context: { request: null, impact: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'drag.start': 'dragging',
        'move.request': [
          {
            guard: 'changesParent',
            target: 'loadingImpact',
            actions: assign(({ event }) => ({ request: event.request, impact: null, error: null })),
          },
          { target: 'saving', actions: assign(({ event }) => ({ request: event.request, impact: null, error: null })) },
        ],
      },
    },
    dragging: {
      on: {
        'drag.cancel': 'idle',
        'move.request': [
          {
            guard: 'changesParent',
            target: 'loadingImpact',
            actions: assign(({ event }) => ({ request: event.request, impact: null, error: null })),
          },
          { target: 'saving', actions: assign(({ event }) => ({ request: event.request, impact: null, error: null })) },
        ],
      },
    },
    loadingImpact: {
      invoke: {
        id: 'loadImpact',
        src: 'loadImpact',
        input: ({ context }) => context.request!,
        onDone: { target: 'confirming', actions: assign({ impact: ({ event }) => event.output }) },
        onError: [
          { guard: 'isStale', target: 'idle', actions: 'reloadTree' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    confirming: {
      on: {
        'dialog.confirm': 'saving',
        'dialog.cancel': { target: 'idle', actions: assign({ request: null, impact: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveMove',
        src: 'saveMove',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'idle',
          actions: [
            { type: 'notifyMoved', params: ({ context }) => context.request! },
            assign({ request: null, impact: null }),
          ],
        },
        onError: [
          { guard: 'isStale', target: 'idle', actions: ['reloadTree', assign({ request: null, impact: null })] },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: {
      on: {
        'move.retry': [
          { guard: 'needsImpact', target: 'loadingImpact', actions: assign({ error: null }) },
          { target: 'saving', actions: assign({ error: null }) },
        ],
        'move.dismiss': { target: 'idle', actions: assign({ request: null, impact: null, error: null }) },
      },
    },
  },
});
