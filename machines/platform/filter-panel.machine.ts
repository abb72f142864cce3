/**
 * The filter panel (seed §4 "Filter panel", §5, §7): a row per filterable column with a tick, an
 * operator and value(s). Choosing an operator on a non-date column applies; on a date column it
 * first clears the dates. Every ticked row needs an operator and a value, else errors and nothing
 * is sent. Applying waits `debounce` (150 ms) in `debouncing`, then calls the caller's `emit`
 * with the postData — only when it differs from what was last sent. Unticking or clearing a row
 * removes just that filter from what is sent.
 */
import { assign, not, raise, setup } from 'xstate';
import { CONSTANTS, toPostData } from '../../contract';
import type { AppliedFilter, FilterDefinition, Operation, PostDataItem } from '../../contract';
import type { FilterEntries, FilterEntry, FilterError } from './filter-panel.rules';
import {
  appliedOf,
  arityOf,
  emptyEntry,
  entriesFrom,
  errorsOf,
  isDateRangeHalfSet,
  isRowUsed,
  reshapeValue,
  validateEntry,
  withRange,
} from './filter-panel.rules';

export interface FilterPanelContext {
  definitions: readonly FilterDefinition[];
  filters: FilterEntries;
  /** Errors by column, set when an apply finds ticked rows incomplete. */
  errors: Record<string, FilterError>;
  /** What the running debounce will send. */
  pending: PostDataItem[] | null;
  /** What was last sent (or applied at start): the filters the table shows. */
  postData: PostDataItem[];
}

/** The columns, and the filters already applied (e.g. read from the URL) — these are not re-sent. */
export interface FilterPanelInput {
  definitions: readonly FilterDefinition[];
  applied?: readonly AppliedFilter[];
}

export type FilterPanelEvent =
  | { type: 'filter.tick'; column: string }
  | { type: 'filter.untick'; column: string }
  | { type: 'filter.setOperator'; column: string; operator: Operation }
  | { type: 'filter.setValue'; column: string; value: string | string[] }
  | { type: 'filter.setRange'; column: string; from?: string; to?: string }
  /** The panel's one Apply (ranges included); also raised by a change that applies at once. */
  | { type: 'filter.apply' }
  | { type: 'filter.clear'; column: string }
  | { type: 'filter.clearAll' }
  /** Replaces every row (a saved view, the URL changed) without sending anything. */
  | { type: 'filter.load'; applied: readonly AppliedFilter[] };

type ColumnEvent = Extract<FilterPanelEvent, { column: string }>;

const defOf = (context: FilterPanelContext, column: string) => context.definitions.find((d) => d.column === column);
const entryOf = (context: FilterPanelContext, column: string) => context.filters[column] ?? emptyEntry();
const columnOf = (event: FilterPanelEvent) => (event as ColumnEvent).column;
const without = (errors: Record<string, FilterError>, column: string) => {
  const { [column]: _gone, ...rest } = errors;
  return rest;
};

export const filterPanelMachine = setup({
  types: { context: {} as FilterPanelContext, events: {} as FilterPanelEvent, input: {} as FilterPanelInput },
  actions: {
    /** Sends the postData to the table; provided by the caller. */
    emit: (_, _params: { postData: PostDataItem[] }) => {},
    /** Changes one row and drops its error (a changed row is judged again at the next apply). */
    patchRow: assign(({ context }, params: { column: string; patch: Partial<FilterEntry> }) => ({
      filters: { ...context.filters, [params.column]: { ...entryOf(context, params.column), ...params.patch } },
      errors: without(context.errors, params.column),
    })),
    /** Applies now: validates every ticked row and, when all are complete, starts the debounce. */
    apply: raise({ type: 'filter.apply' }),
    /** The next send: what is waiting (or else in force) without the event's column. */
    dropFromSend: assign({
      pending: ({ context, event }) =>
        (context.pending ?? context.postData).filter((p) => p.filterKey !== columnOf(event)),
    }),
  },
  delays: { debounce: CONSTANTS.filterDebounceMs },
  guards: {
    /** Events about a column the panel does not have are ignored. */
    isKnownColumn: ({ context, event }) => Boolean(defOf(context, columnOf(event))),
    isDateColumn: ({ context, event }) => defOf(context, columnOf(event))?.type === 'date',
    /** Only a ticked row can be unticked (the tick is the control). */
    isTicked: ({ context, event }) =>
      Boolean(defOf(context, columnOf(event))) && entryOf(context, columnOf(event)).ticked,
    /** A row with anything set can be cleared; the view's clear button asks this. */
    isRowUsed: ({ context, event }) =>
      Boolean(defOf(context, columnOf(event))) && isRowUsed(entryOf(context, columnOf(event))),
    /** Clear all has something to clear: a ticked row or a filter in force. */
    hasAnythingToClear: ({ context }) =>
      context.postData.length > 0 || Object.values(context.filters).some((f) => f.ticked),
    /** From/to belong to a range operator (between); the row shows them only then. */
    isRangeOperator: ({ context, event }) => {
      const def = defOf(context, columnOf(event));
      return Boolean(def) && arityOf(def!, entryOf(context, columnOf(event)).operator) === 'range';
    },
    isCompleteOnceTicked: ({ context, event }) => {
      const def = defOf(context, columnOf(event));
      return Boolean(def) && validateEntry(def!, { ...entryOf(context, columnOf(event)), ticked: true }) === null;
    },
    /** Seed §5: a date range with one day set holds Apply until the other is set. */
    isDateRangeHalfSet: ({ context }) =>
      context.definitions.some((d) => isDateRangeHalfSet(d, context.filters[d.column])),
    isEveryTickedValid: ({ context }) => Object.keys(errorsOf(context.definitions, context.filters)).length === 0,
    hasChanged: ({ context }) => JSON.stringify(context.pending) !== JSON.stringify(context.postData),
  },
}).createMachine({
  id: 'filterPanel',
  context: ({ input }) => {
    const filters = entriesFrom(input.definitions, input.applied ?? []);
    return {
      definitions: input.definitions,
      filters,
      errors: {},
      pending: null,
      postData: toPostData(appliedOf(input.definitions, filters)),
    };
  },
  initial: 'idle',
  on: {
    'filter.tick': [
      { guard: 'isCompleteOnceTicked', actions: [row(() => ({ ticked: true })), 'apply'] },
      { guard: 'isKnownColumn', actions: row(() => ({ ticked: true })) },
    ],
    // Removing a filter sends what was in force without it; other rows, complete or not, do not hold it up.
    'filter.untick': {
      guard: 'isTicked',
      target: '.debouncing',
      reenter: true,
      actions: [row(() => ({ ticked: false })), 'dropFromSend'],
    },
    'filter.setOperator': [
      // Seed §4: a date column's operator clears its dates and waits for them.
      { guard: 'isDateColumn', actions: row(({ event }) => ({ ticked: true, operator: event.operator, value: [] })) },
      {
        guard: 'isKnownColumn',
        actions: [
          row(({ context, event }) => ({
            ticked: true,
            operator: event.operator,
            value: reshapeValue(defOf(context, event.column)!, event.operator, entryOf(context, event.column).value),
          })),
          'apply',
        ],
      },
    ],
    'filter.setValue': {
      guard: 'isKnownColumn',
      actions: [
        row(({ event }) => ({ ticked: true, value: Array.isArray(event.value) ? event.value : [event.value] })),
        'apply',
      ],
    },
    'filter.setRange': {
      guard: 'isRangeOperator',
      actions: row(({ context, event }) => ({
        ticked: true,
        value: withRange(defOf(context, event.column)!, entryOf(context, event.column).value, event.from, event.to),
      })),
    },
    'filter.clear': {
      guard: 'isRowUsed',
      target: '.debouncing',
      reenter: true,
      actions: [row(() => emptyEntry()), 'dropFromSend'],
    },
    'filter.clearAll': {
      guard: 'hasAnythingToClear',
      actions: [assign({ filters: ({ context }) => entriesFrom(context.definitions, []), errors: {} }), 'apply'],
    },
    'filter.apply': [
      {
        guard: 'isEveryTickedValid',
        target: '.debouncing',
        // Re-entered on every apply, so the debounce restarts.
        reenter: true,
        actions: assign({
          errors: {},
          pending: ({ context }) => toPostData(appliedOf(context.definitions, context.filters)),
        }),
      },
      // Incomplete rows: show why. A send already waiting (an earlier complete apply, a removal) still goes.
      {
        guard: not('isDateRangeHalfSet'),
        actions: assign({ errors: ({ context }) => errorsOf(context.definitions, context.filters) }),
      },
    ],
    'filter.load': {
      target: '.idle',
      actions: assign(({ context, event }) => {
        const filters = entriesFrom(context.definitions, event.applied);
        return { filters, errors: {}, pending: null, postData: toPostData(appliedOf(context.definitions, filters)) };
      }),
    },
  },
  states: {
    idle: {},
    debouncing: {
      after: {
        debounce: [
          {
            guard: 'hasChanged',
            target: 'idle',
            actions: [
              { type: 'emit', params: ({ context }) => ({ postData: context.pending ?? [] }) },
              assign({ postData: ({ context }) => context.pending ?? [], pending: null }),
            ],
          },
          { target: 'idle', actions: assign({ pending: null }) },
        ],
      },
    },
  },
});

/** The `patchRow` action for the event's column, with the patch computed from the event. */
function row<E extends ColumnEvent>(patch: (args: { context: FilterPanelContext; event: E }) => Partial<FilterEntry>) {
  return {
    type: 'patchRow' as const,
    params: ({ context, event }: { context: FilterPanelContext; event: E }) => ({
      column: event.column,
      patch: patch({ context, event }),
    }),
  };
}
