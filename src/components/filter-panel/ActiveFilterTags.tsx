/** The active filters as chips ("Code contains SAVE"); removing one unticks its row. */
import { Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { filterValueLabel, type FilterDefinition, type PostDataItem } from '../../../contract';
import { formatDate } from '../../lib/format';
import type { FilterPanelActor } from './useFilterPanel';

/** `Code contains SAVE`, `Start Date range 01-03-2024 – 20-03-2024`, `Status equals Active, Inactive`. */
export function describeFilter(item: PostDataItem, def: FilterDefinition | undefined): string {
  const operator = def?.operators.find((o) => o.value === item.operation)?.label ?? item.operation;
  const shown = item.value.map((v) =>
    def?.type === 'date'
      ? formatDate(String(v))
      : v === true
        ? 'Yes'
        : v === false
          ? 'No'
          : filterValueLabel(def, String(v)),
  );
  const value = item.operation === 'bw' ? shown.join(' – ') : shown.join(', ');
  return `${def?.label ?? item.filterKey} ${operator} ${value}`;
}

export function ActiveFilterTags({ actor }: { actor: FilterPanelActor }) {
  const postData = useSelector(actor, (s) => s.context.postData);
  const definitions = useSelector(actor, (s) => s.context.definitions);
  if (!postData.length) return null;
  return (
    <div className="filter-bar__tags">
      {postData.map((item) => (
        <Tag
          key={item.filterKey}
          minimal
          interactive={false}
          onRemove={() => actor.send({ type: 'filter.untick', column: item.filterKey })}
        >
          {describeFilter(
            item,
            definitions.find((d) => d.column === item.filterKey),
          )}
        </Tag>
      ))}
    </div>
  );
}
