/** The value editor a filter row shows for its column type and operator. */
// oxlint-disable-next-line import/no-unassigned-import -- the datetime package's stylesheet
import '@blueprintjs/datetime/lib/css/blueprint-datetime.css';
// oxlint-disable-next-line import/no-unassigned-import -- the select package's stylesheet
import '@blueprintjs/select/lib/css/blueprint-select.css';
import { HTMLSelect, InputGroup } from '@blueprintjs/core';
import { DateInput } from '@blueprintjs/datetime';
import { MultiSelect } from '@blueprintjs/select';
import type { FilterDefinition } from '../../../contract';
import { filterValueLabel, isNumericType } from '../../../contract';
import type { FilterEntry } from '../../../machines/platform/filter-panel.rules';
import { arityOf } from '../../../machines/platform/filter-panel.rules';
import { DAY_INPUT_PROPS, isoToDay } from '../form/dates';
import { MENU_PROPS, optionRenderer } from '../form/menu-items';
import { RangeValueInput } from './RangeValueInput';
import type { FilterPanelActor } from './useFilterPanel';

export interface FilterValueInputProps {
  actor: FilterPanelActor;
  definition: FilterDefinition;
  entry: FilterEntry;
  invalid: boolean;
}

export function FilterValueInput({ actor, definition: def, entry, invalid }: FilterValueInputProps) {
  const { column, label } = def;
  const setValue = (value: string | string[]) => actor.send({ type: 'filter.setValue', column, value });
  const arity = arityOf(def, entry.operator ?? def.operators[0]?.value ?? null);
  const intent = invalid ? 'danger' : 'none';
  const first = entry.value[0] ?? '';
  const shown = (value: string) => filterValueLabel(def, value);

  if (arity === 'range') return <RangeValueInput actor={actor} definition={def} entry={entry} invalid={invalid} />;
  if (arity === 'many') {
    return (
      <MultiSelect<string>
        fill
        items={[...(def.options ?? [])]}
        selectedItems={entry.value}
        placeholder="Choose…"
        itemRenderer={optionRenderer<string>({
          title: shown,
          key: String,
          isSelected: (item) => entry.value.includes(item),
          keepOpen: true,
        })}
        onItemSelect={(item) =>
          setValue(entry.value.includes(item) ? entry.value.filter((v) => v !== item) : [...entry.value, item])
        }
        onRemove={(item) => setValue(entry.value.filter((v) => v !== item))}
        tagRenderer={shown}
        tagInputProps={{ intent, inputProps: { 'aria-label': `${label} values` } }}
        menuProps={MENU_PROPS}
        popoverProps={{ minimal: true }}
        resetOnSelect
      />
    );
  }
  if (def.fieldType === 'boolean') {
    return (
      <HTMLSelect
        fill
        aria-label={`${label} value`}
        value={first}
        onChange={(e) => setValue(e.currentTarget.value)}
        options={[
          { value: '', label: 'Choose…', disabled: true },
          { value: 'true', label: 'Yes' },
          { value: 'false', label: 'No' },
        ]}
      />
    );
  }
  if (def.type === 'date') {
    return (
      <DateInput
        {...DAY_INPUT_PROPS}
        fill
        value={first || null}
        onChange={(iso) => setValue(isoToDay(iso))}
        inputProps={{ size: 'small', intent, 'aria-label': `${label} value` }}
        popoverProps={{ placement: 'bottom-start' }}
      />
    );
  }
  return (
    <InputGroup
      size="small"
      fill
      aria-label={`${label} value`}
      placeholder="Value"
      inputMode={isNumericType(def.fieldType) ? 'decimal' : undefined}
      intent={intent}
      value={first}
      onValueChange={(v) => setValue(v)}
    />
  );
}
