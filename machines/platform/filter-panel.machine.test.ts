import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { CONSTANTS, FILTER_MESSAGES, VALIDATION, filterDefinitionOf } from '../../contract';
import type { AppliedFilter, PostDataItem } from '../../contract';
import { filterPanelMachine } from './filter-panel.machine';
import { unappliedCount } from './filter-panel.rules';

const definitions = [
  filterDefinitionOf({ key: 'name', label: 'Code', type: 'text' }),
  filterDefinitionOf({ key: 'discount', label: 'Discount', type: 'decimal' }),
  filterDefinitionOf({ key: 'usedCount', label: 'Used', type: 'number' }),
  filterDefinitionOf({ key: 'status', label: 'Status', type: 'enum', options: ['Active', 'Inactive'] }),
  filterDefinitionOf({ key: 'listed', label: 'Listed', type: 'boolean' }),
  filterDefinitionOf({ key: 'startDate', label: 'Start Date', type: 'date' }),
];

function start(applied: AppliedFilter[] = []) {
  const emitted: PostDataItem[][] = [];
  const actor = createActor(
    filterPanelMachine.provide({ actions: { emit: (_, { postData }) => void emitted.push(postData) } }),
    { input: { definitions, applied } },
  ).start();
  return { actor, emitted, send: actor.send.bind(actor) };
}

const settle = () => vi.advanceTimersByTime(CONSTANTS.filterDebounceMs);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('filter panel', () => {
  it('takes only what the panel offers: no untick of an unticked row, no clear of an empty one, no range without between', () => {
    const { actor } = start();
    const can = (event: Parameters<typeof actor.send>[0]) => actor.getSnapshot().can(event);
    expect(can({ type: 'filter.untick', column: 'name' })).toBe(false);
    expect(can({ type: 'filter.clear', column: 'name' })).toBe(false);
    expect(can({ type: 'filter.clearAll' })).toBe(false);
    expect(can({ type: 'filter.setRange', column: 'startDate', from: '2024-03-01' })).toBe(false);
    actor.send({ type: 'filter.tick', column: 'name' });
    actor.send({ type: 'filter.setOperator', column: 'startDate', operator: 'bw' });
    expect(can({ type: 'filter.untick', column: 'name' })).toBe(true);
    expect(can({ type: 'filter.clear', column: 'name' })).toBe(true);
    expect(can({ type: 'filter.clearAll' })).toBe(true);
    expect(can({ type: 'filter.setRange', column: 'startDate', from: '2024-03-01' })).toBe(true);
  });

  it('applies when an operator is chosen for a non-date column', () => {
    const { send, emitted } = start();
    send({ type: 'filter.tick', column: 'name' });
    send({ type: 'filter.setValue', column: 'name', value: 'SAVE' });
    send({ type: 'filter.setOperator', column: 'name', operator: 'cn' });
    settle();
    expect(emitted).toEqual([[{ filterKey: 'name', operation: 'cn', value: ['SAVE'] }]]);
  });

  it('clears the dates, and does not apply, when an operator is chosen for a date column', () => {
    const { actor, send, emitted } = start([{ key: 'startDate', operator: 'ge', value: ['2024-03-01'] }]);
    send({ type: 'filter.setOperator', column: 'startDate', operator: 'bw' });
    settle();
    expect(actor.getSnapshot().context.filters.startDate).toEqual({ ticked: true, operator: 'bw', value: [] });
    expect(emitted).toEqual([]);
  });

  it('requires an operator and a value for every ticked filter, and sends nothing until both are there', () => {
    const { actor, send, emitted } = start();
    send({ type: 'filter.tick', column: 'name' });
    send({ type: 'filter.tick', column: 'discount' });
    send({ type: 'filter.setOperator', column: 'discount', operator: 'gt' });
    settle();
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.errors).toEqual({
      name: { operator: VALIDATION.required, value: VALIDATION.required },
      discount: { value: VALIDATION.required },
    });
    send({ type: 'filter.untick', column: 'name' });
    send({ type: 'filter.setValue', column: 'discount', value: '10' });
    settle();
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(emitted).toEqual([[{ filterKey: 'discount', operation: 'gt', value: [10] }]]);
  });

  it('rejects values that do not fit the column type', () => {
    const { actor, send, emitted } = start();
    send({ type: 'filter.setOperator', column: 'usedCount', operator: 'eq' });
    send({ type: 'filter.setValue', column: 'usedCount', value: '2.5' });
    settle();
    expect(actor.getSnapshot().context.errors).toEqual({ usedCount: { value: VALIDATION.integer } });
    expect(emitted).toEqual([]);
  });

  it('clears the end of a date range whose start is after it, and leaves number ranges as typed', () => {
    const { actor, send } = start();
    send({ type: 'filter.setOperator', column: 'startDate', operator: 'bw' });
    send({ type: 'filter.setRange', column: 'startDate', to: '2024-03-01' });
    send({ type: 'filter.setRange', column: 'startDate', from: '2024-03-10' });
    expect(actor.getSnapshot().context.filters.startDate.value).toEqual(['2024-03-10', '']);
    send({ type: 'filter.setOperator', column: 'discount', operator: 'bw' });
    send({ type: 'filter.setRange', column: 'discount', from: '150', to: '10' });
    expect(actor.getSnapshot().context.filters.discount.value).toEqual(['150', '10']);
  });

  it('has one Apply for every row, ranges included, held while a date range has only one day (seed §5)', () => {
    const { actor, send, emitted } = start();
    const apply = { type: 'filter.apply' } as const;
    send({ type: 'filter.setOperator', column: 'startDate', operator: 'bw' });
    send({ type: 'filter.setRange', column: 'startDate', from: '2024-03-01' });
    expect(actor.getSnapshot().can(apply)).toBe(false);
    send({ type: 'filter.setRange', column: 'startDate', to: '2024-03-20' });
    expect(actor.getSnapshot().can(apply)).toBe(true);
    send(apply);
    settle();
    expect(emitted).toEqual([[{ filterKey: 'startDate', operation: 'bw', value: ['2024-03-01', '2024-03-20'] }]]);
  });

  it('refuses an inverted number range with a message instead of finding nothing', () => {
    const { actor, send, emitted } = start();
    send({ type: 'filter.setOperator', column: 'discount', operator: 'bw' });
    send({ type: 'filter.setRange', column: 'discount', from: '5000', to: '100' });
    send({ type: 'filter.apply' });
    settle();
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.errors.discount).toEqual({ value: FILTER_MESSAGES.rangeReversed });
    send({ type: 'filter.setRange', column: 'discount', from: '100', to: '5000' });
    send({ type: 'filter.apply' });
    settle();
    expect(emitted).toEqual([[{ filterKey: 'discount', operation: 'bw', value: [100, 5000] }]]);
  });

  it('counts a filled range that is not applied yet, and nothing once it is', () => {
    const { actor, send } = start();
    const unapplied = () => {
      const { definitions: defs, filters, postData } = actor.getSnapshot().context;
      return unappliedCount(defs, filters, postData);
    };
    send({ type: 'filter.setOperator', column: 'usedCount', operator: 'bw' });
    send({ type: 'filter.setRange', column: 'usedCount', from: '1', to: '9' });
    expect(unapplied()).toBe(1);
    send({ type: 'filter.apply' });
    settle();
    expect(unapplied()).toBe(0);
    send({ type: 'filter.setRange', column: 'usedCount', from: '9', to: '1' });
    send({ type: 'filter.apply' });
    expect(unapplied()).toBe(1);
    send({ type: 'filter.clear', column: 'usedCount' });
    settle();
    expect(unapplied()).toBe(0);
  });

  it('sends once, 150 ms after the last change, while a value is typed', () => {
    const { actor, send, emitted } = start([{ key: 'name', operator: 'cn', value: ['S'] }]);
    for (const text of ['SA', 'SAV', 'SAVE']) {
      send({ type: 'filter.setValue', column: 'name', value: text });
      vi.advanceTimersByTime(CONSTANTS.filterDebounceMs - 1);
    }
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().value).toBe('debouncing');
    vi.advanceTimersByTime(1);
    expect(emitted).toEqual([[{ filterKey: 'name', operation: 'cn', value: ['SAVE'] }]]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('sends several enum choices as one list and booleans typed', () => {
    const { send, emitted } = start();
    send({ type: 'filter.setOperator', column: 'status', operator: 'eq' });
    send({ type: 'filter.setValue', column: 'status', value: ['Active', 'Inactive'] });
    send({ type: 'filter.setOperator', column: 'listed', operator: 'eq' });
    send({ type: 'filter.setValue', column: 'listed', value: 'false' });
    settle();
    expect(emitted).toEqual([
      [
        { filterKey: 'status', operation: 'eq', value: ['Active', 'Inactive'] },
        { filterKey: 'listed', operation: 'eq', value: [false] },
      ],
    ]);
  });

  it('does not re-send the filters it started with or what it sent last', () => {
    const { send, emitted } = start([{ key: 'name', operator: 'cn', value: ['SAVE'] }]);
    send({ type: 'filter.apply' });
    settle();
    send({ type: 'filter.setValue', column: 'name', value: 'SAVE' });
    settle();
    expect(emitted).toEqual([]);
  });

  it('sends an empty list after unticking the last filter or clearing all', () => {
    const { send, emitted } = start([{ key: 'name', operator: 'cn', value: ['SAVE'] }]);
    send({ type: 'filter.untick', column: 'name' });
    settle();
    send({ type: 'filter.tick', column: 'name' });
    settle();
    send({ type: 'filter.clearAll' });
    settle();
    expect(emitted).toEqual([[], [{ filterKey: 'name', operation: 'cn', value: ['SAVE'] }], []]);
  });

  it('removes a filter even while another ticked row is incomplete', () => {
    const { actor, send, emitted } = start([
      { key: 'name', operator: 'cn', value: ['SAVE'] },
      { key: 'status', operator: 'eq', value: ['Active'] },
    ]);
    send({ type: 'filter.tick', column: 'discount' });
    send({ type: 'filter.apply' });
    expect(actor.getSnapshot().context.errors.discount).toBeDefined();
    send({ type: 'filter.untick', column: 'status' });
    settle();
    send({ type: 'filter.clear', column: 'name' });
    settle();
    expect(emitted).toEqual([[{ filterKey: 'name', operation: 'cn', value: ['SAVE'] }], []]);
    expect(actor.getSnapshot().context.filters.name).toEqual({ ticked: false, operator: null, value: [] });
  });

  it('shows the errors of an incomplete row without cancelling a send already waiting', () => {
    const { actor, send, emitted } = start([{ key: 'status', operator: 'eq', value: ['Active'] }]);
    send({ type: 'filter.untick', column: 'status' });
    send({ type: 'filter.tick', column: 'discount' });
    send({ type: 'filter.apply' });
    expect(actor.getSnapshot().context.errors).toEqual({
      discount: { operator: VALIDATION.required, value: VALIDATION.required },
    });
    settle();
    expect(emitted).toEqual([[]]);
  });

  it('loads filters (a saved view, the URL) without sending them', () => {
    const { actor, send, emitted } = start();
    send({ type: 'filter.load', applied: [{ key: 'discount', operator: 'bw', value: [5, 10] }] });
    settle();
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().context.filters.discount).toEqual({ ticked: true, operator: 'bw', value: ['5', '10'] });
    expect(actor.getSnapshot().context.postData).toEqual([{ filterKey: 'discount', operation: 'bw', value: [5, 10] }]);
  });

  it('ignores events about columns it does not have', () => {
    const { actor, send } = start();
    const before = actor.getSnapshot().context;
    send({ type: 'filter.setValue', column: 'nope', value: 'x' });
    send({ type: 'filter.setOperator', column: 'nope', operator: 'eq' });
    expect(actor.getSnapshot().context).toBe(before);
  });
});
