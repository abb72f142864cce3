/** One column's filter: tick, label, operator, value(s), clear, and the row's first errors. */
import { Button, Checkbox, HTMLSelect } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import type { FilterDefinition, Operation } from '../../../contract';
import { FilterValueInput } from './FilterValueInput';
import type { FilterPanelActor } from './useFilterPanel';

export interface FilterRowProps {
  actor: FilterPanelActor;
  definition: FilterDefinition;
}

export function FilterRow({ actor, definition: def }: FilterRowProps) {
  const { column } = def;
  const entry = useSelector(actor, (s) => s.context.filters[column]);
  const error = useSelector(actor, (s) => s.context.errors[column]);
  const id = `filter-${column}`;
  const canClear = useSelector(actor, (s) => s.can({ type: 'filter.clear', column }));
  return (
    <div className="filter-row" data-column={column}>
      <Checkbox
        className="filter-row__tick"
        checked={entry.ticked}
        labelElement={<span title={def.label}>{def.label}</span>}
        onChange={(e) => actor.send({ type: e.currentTarget.checked ? 'filter.tick' : 'filter.untick', column })}
      />
      <HTMLSelect
        className="filter-row__operator"
        aria-label={`${def.label} operator`}
        aria-invalid={Boolean(error?.operator)}
        value={entry.operator ?? ''}
        onChange={(e) =>
          actor.send({ type: 'filter.setOperator', column, operator: e.currentTarget.value as Operation })
        }
        options={[{ value: '', label: 'Operator', disabled: true }, ...def.operators]}
      />
      <div className="filter-row__value" id={id}>
        <FilterValueInput actor={actor} definition={def} entry={entry} invalid={Boolean(error?.value)} />
      </div>
      <Button
        className="filter-row__clear"
        size="small"
        variant="minimal"
        icon="cross"
        aria-label={`Clear ${def.label} filter`}
        title="Clear"
        disabled={!canClear}
        onClick={() => actor.send({ type: 'filter.clear', column })}
      />
      {error && (
        <>
          <span className="filter-row__error filter-row__error--operator" role="alert">
            {error.operator}
          </span>
          <span className="filter-row__error filter-row__error--value" role="alert">
            {error.value}
          </span>
        </>
      )}
    </div>
  );
}
