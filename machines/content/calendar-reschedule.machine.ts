/**
 * One reschedule on the content calendar: a drag (or the Move dialog) asks to move an entry (`move.request`),
 * the view confirms it with what moves where (`confirming`), and the save is one request (`saveMove`). A 409 —
 * the entry changed meanwhile, or a flash sale would overlap another of the same variant — puts it back: the
 * calendar reloads and the view shows the server's words. Any other failure is `failed`, with retry. Effects
 * are provided by the view.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CalendarKind } from '../../contract/content/calendar';
import { errorMessage } from '../platform/error-message';

/** One move as the view asks for it: the entry read at `version`, its window, and its new start. */
export interface RescheduleRequest {
  kind: CalendarKind;
  id: number;
  version: number;
  title: string;
  /** ISO instants: the entry's start and end (null: open or a moment) and the start it moves to. */
  start: string;
  end: string | null;
  to: string;
}

export interface CalendarRescheduleContext {
  request: RescheduleRequest | null;
  error: string | null;
}

export type CalendarRescheduleEvent =
  | { type: 'move.request'; request: RescheduleRequest }
  | { type: 'dialog.confirm' }
  | { type: 'dialog.cancel' }
  | { type: 'move.retry' }
  | { type: 'move.dismiss' };

const isConflict = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

export const calendarRescheduleMachine = setup({
  types: { context: {} as CalendarRescheduleContext, events: {} as CalendarRescheduleEvent },
  actors: {
    saveMove: fromPromise<unknown, RescheduleRequest>(async () => undefined),
  },
  actions: {
    /** Refresh and announce a saved move; provided by the view. */
    notifyMoved: (_, _request: RescheduleRequest) => {},
    /** Read the calendar again and show why the move was refused; provided by the view. */
    reloadCalendar: (_, _message: string) => {},
  },
  guards: {
    isConflict: ({ event }) => isConflict((event as unknown as { error: unknown }).error),
    // Dropped where it was: nothing to ask.
    movesIt: ({ event }) => {
      const request = (event as { request?: RescheduleRequest }).request;
      return request !== undefined && Date.parse(request.to) !== Date.parse(request.start);
    },
  },
}).createMachine({
  id: 'calendarReschedule',
  context: { request: null, error: null },
  initial: 'idle',
  states: {
    idle: {
      on: {
        'move.request': {
          guard: 'movesIt',
          target: 'confirming',
          actions: assign(({ event }) => ({ request: event.request, error: null })),
        },
      },
    },
    confirming: {
      on: {
        'dialog.confirm': 'saving',
        'dialog.cancel': { target: 'idle', actions: assign({ request: null }) },
      },
    },
    saving: {
      invoke: {
        id: 'saveMove',
        src: 'saveMove',
        input: ({ context }) => context.request!,
        onDone: {
          target: 'idle',
          actions: [{ type: 'notifyMoved', params: ({ context }) => context.request! }, assign({ request: null })],
        },
        onError: [
          {
            guard: 'isConflict',
            target: 'idle',
            actions: [
              { type: 'reloadCalendar', params: ({ event }) => errorMessage(event.error) },
              assign({ request: null }),
            ],
          },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: {
      on: {
        'move.retry': { target: 'saving', actions: assign({ error: null }) },
        'move.dismiss': { target: 'idle', actions: assign({ request: null, error: null }) },
      },
    },
  },
});
