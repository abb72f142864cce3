/**
 * A range filter's from/to (seed §5): dates from a range calendar, numbers typed. The panel's one
 * Apply applies it (held while a date range has only one day); an inverted range is refused there.
 */
import { InputGroup } from '@blueprintjs/core';
import { DateRangeInput } from '@blueprintjs/datetime';
import type { FilterDefinition } from '../../../contract';
import type { FilterEntry } from '../../../machines/platform/filter-panel.rules';
import { DAY_INPUT_PROPS, RANGE_POPOVER_PROPS, dateToDay, dayToDate } from '../form/dates';
import { onTypedStart } from '../form/day-range';
import type { FilterPanelActor } from './useFilterPanel';

export interface RangeValueInputProps {
  actor: FilterPanelActor;
  definition: FilterDefinition;
  entry: FilterEntry;
  invalid: boolean;
}

export function RangeValueInput({ actor, definition: def, entry, invalid }: RangeValueInputProps) {
  const { column, label } = def;
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
          startInputProps={{
            size: 'small',
            intent,
            'aria-label': `${label} from`,
            onChange: onTypedStart(to, (f, t) => setRange({ from: f, to: t })),
          }}
          endInputProps={{ size: 'small', intent, 'aria-label': `${label} to` }}
          popoverProps={RANGE_POPOVER_PROPS}
        />
      ) : (
        <>
          <InputGroup
            size="small"
            inputMode="decimal"
            placeholder="From"
            aria-label={`${label} from`}
            intent={intent}
            value={from}
            onValueChange={(v) => setRange({ from: v })}
          />
          <InputGroup
            size="small"
            inputMode="decimal"
            placeholder="To"
            aria-label={`${label} to`}
            intent={intent}
            value={to}
            onValueChange={(v) => setRange({ to: v })}
          />
        </>
      )}
    </div>
  );
}
