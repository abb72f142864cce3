/**
 * The filter panel's model for generated paths: a text column, a date column, and sample events
 * that reach every rule (apply, errors, date operator, reversed range, range apply, clear, load).
 * The debounce's end is a path step of its own (`xstate.after.debounce…`), sent by the replay; the
 * model's delay is long so a real timer never fires between steps and every replay is deterministic.
 */
import type { EventObject } from 'xstate';
import { filterDefinitionOf } from '../../contract';
import { filterPanelMachine, type FilterPanelEvent } from './filter-panel.machine';
import type { MachineModel } from './model';

// One column per input: the rows are independent, so their product would only multiply paths.
const text = filterDefinitionOf({ key: 'name', label: 'Code', type: 'text' });
const date = filterDefinitionOf({ key: 'startDate', label: 'Start Date', type: 'date' });

/** The event the debounce's end is, as the machine names it. */
export const FILTER_DEBOUNCE_DONE = 'xstate.after.debounce.filterPanel.debouncing';

const events: FilterPanelEvent[] = [
  { type: 'filter.tick', column: 'name' },
  { type: 'filter.untick', column: 'name' },
  { type: 'filter.setOperator', column: 'name', operator: 'cn' },
  { type: 'filter.setValue', column: 'name', value: 'SAVE' },
  { type: 'filter.setOperator', column: 'startDate', operator: 'bw' },
  { type: 'filter.setRange', column: 'startDate', from: '2024-03-01', to: '2024-03-20' },
  { type: 'filter.setRange', column: 'startDate', from: '2024-03-05' },
  { type: 'filter.apply' },
  { type: 'filter.clear', column: 'name' },
  { type: 'filter.clearAll' },
  { type: 'filter.load', applied: [{ key: 'name', operator: 'cn', value: ['SAVE'] }] },
];

export const filterPanelModel: MachineModel = {
  name: 'filter panel',
  machine: filterPanelMachine.provide({ delays: { debounce: 60_000 } }),
  inputs: [{ definitions: [text] }, { definitions: [date] }],
  events: [...(events as EventObject[]), { type: FILTER_DEBOUNCE_DONE }],
};
