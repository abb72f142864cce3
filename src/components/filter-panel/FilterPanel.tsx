/**
 * The filter panel above a table (seed §4): a "Filters" button with the count of active filters
 * opening a dense panel — a row per filterable column with a tick, an operator and value(s) —
 * and the active filters as removable chips beside it. The flow is the filter-panel machine's.
 */
import { Button, Classes, PopoverNext, Tag } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { FILTER_MESSAGES, type FilterDefinition, type SearchCriterion } from '../../../contract';
import { unappliedCount } from '../../../machines/platform/filter-panel.rules';
import { ActiveFilterTags } from './ActiveFilterTags';
import { FilterRow } from './FilterRow';
import { useFilterPanel, type FilterPanelActor } from './useFilterPanel';
// oxlint-disable-next-line import/no-unassigned-import -- the panel's stylesheet
import './filter-panel.css';

export interface FilterPanelProps {
  /** The filterable columns, e.g. `filterDefinitionsOf(resource)`; read when the panel mounts. */
  definitions: readonly FilterDefinition[];
  /** The criteria in force (e.g. from the URL): shown ticked and not sent again. A change the panel did not send is loaded. */
  applied?: readonly SearchCriterion[];
  /** The new criteria (seed §7 postData), 150 ms after the last change that applies; only when they differ from the last. */
  onChange(criteria: SearchCriterion[]): void;
}

const NONE: readonly SearchCriterion[] = [];

/** The button, its panel and the active filter chips. */
export function FilterPanel({ definitions, applied = NONE, onChange }: FilterPanelProps) {
  const actor = useFilterPanel(definitions, applied, onChange);
  const count = useSelector(actor, (s) => s.context.postData.length);
  return (
    <div className="filter-bar">
      {/* PopoverNext: Blueprint's classic Popover mispositions under React 19. */}
      <PopoverNext
        content={<FilterPanelBody actor={actor} />}
        placement="bottom-start"
        arrow={false}
        animation="minimal"
        autoFocus={false}
      >
        <Button
          size="small"
          variant="outlined"
          icon="filter"
          text="Filters"
          endIcon={
            count ? (
              <Tag round intent="primary" className="filter-bar__count">
                {count}
              </Tag>
            ) : undefined
          }
          aria-label={count ? `Filters, ${count} active` : 'Filters'}
        />
      </PopoverNext>
      <ActiveFilterTags actor={actor} />
    </div>
  );
}

/** The rows and the footer (count, Clear all, Apply). */
function FilterPanelBody({ actor }: { actor: FilterPanelActor }) {
  const definitions = useSelector(actor, (s) => s.context.definitions);
  const active = useSelector(actor, (s) => s.context.postData.length);
  const canClearAll = useSelector(actor, (s) => s.can({ type: 'filter.clearAll' }));
  const waiting = useSelector(actor, (s) => s.matches('debouncing'));
  // Honest: what the table shows, and what is typed but not applied yet (a filled range, a cleared row).
  const unapplied = useSelector(actor, (s) =>
    unappliedCount(s.context.definitions, s.context.filters, s.context.postData),
  );
  const canApply = useSelector(actor, (s) => s.can({ type: 'filter.apply' }));
  return (
    <div className="filter-panel" role="group" aria-label="Filters">
      <div className="filter-panel__rows">
        {definitions.map((def) => (
          <FilterRow key={def.column} actor={actor} definition={def} />
        ))}
      </div>
      <div className="filter-panel__footer">
        <span className={Classes.TEXT_MUTED} role="status">
          {FILTER_MESSAGES.active(active)}
          {unapplied > 0 && !waiting && (
            <strong className="filter-panel__unapplied">{` · ${FILTER_MESSAGES.notApplied(unapplied)}`}</strong>
          )}
          {!canApply && ` · ${FILTER_MESSAGES.waitingForBothDates}`}
        </span>
        <span className="filter-panel__spacer" />
        <Button
          size="small"
          variant="minimal"
          text="Clear all"
          disabled={!canClearAll}
          onClick={() => actor.send({ type: 'filter.clearAll' })}
        />
        <Button
          size="small"
          intent="primary"
          text="Apply"
          loading={waiting}
          disabled={!canApply}
          onClick={() => actor.send({ type: 'filter.apply' })}
        />
      </div>
    </div>
  );
}
