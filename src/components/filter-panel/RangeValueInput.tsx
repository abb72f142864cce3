/**
 * A range filter's from/to (seed §5): dates from a range calendar, numbers typed; its own Apply
 * is enabled only when both ends are set (`state.can(filter.applyRange)`).
 */
import { Button, InputGroup } from '@blueprintjs/core';
import { DateRangeInput } from '@blueprintjs/datetime';
import { useSelector } from '@xstate/react';
import type { FilterDefinition } from '../../../contract';
import type { FilterEntry } from '../../../machines/filter-panel.rules';
import { DAY_INPUT_PROPS, dateToDay, dayToDate } from '../form/dates';
import type { FilterPanelActor } from './useFilterPanel';

export interface RangeValueInputProps {
  actor: FilterPanelActor;
  definition: FilterDefinition;
  entry: FilterEntry;
  invalid: boolean;
}

export function RangeValueInput({ actor, definition: def, entry, invalid }: RangeValueInputProps) {
  const { column, label } = def;
  const canApply = useSelector(actor, (s) => s.can({ type: 'filter.applyRange', column }));
  const [from = '', to = ''] = entry.value;
  const intent = invalid ? 'danger' : 'none';
  const setRange = (range: { from?: string; to?: string }) => actor.send({ type: 'filter.setRange', column, ...range });
  return (
    <div className="filter-range">
      {def.type === 'date' ? (
        <DateRangeInput
          {...DAY_INPUT_PROPS}
          fill
          allowSingleDayRange
          shortcuts={false}
          value={[dayToDate(from), dayToDate(to)]}
          onChange={([start, end]) => setRange({ from: dateToDay(start), to: dateToDay(end) })}
          startInputProps={{ size: 'small', intent, 'aria-label': `${label} from` }}
          endInputProps={{ size: 'small', intent, 'aria-label': `${label} to` }}
          popoverProps={{ placement: 'bottom-start' }}
        />
      ) : (
        <>
          <InputGroup size="small" inputMode="decimal" placeholder="From" aria-label={`${label} from`} intent={intent} value={from} onValueChange={(v) => setRange({ from: v })} />
          <InputGroup size="small" inputMode="decimal" placeholder="To" aria-label={`${label} to`} intent={intent} value={to} onValueChange={(v) => setRange({ to: v })} />
        </>
      )}
      <Button size="small" text="Apply" disabled={!canApply} onClick={() => actor.send({ type: 'filter.applyRange', column })} />
    </div>
  );
}
