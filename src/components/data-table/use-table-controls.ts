/** The DataTable's gestures turned into state and layout changes: sort, hide, resize, move, views. */
import { useCallback, useMemo } from 'react';
import type { ResourceDef, SavedView, ViewState } from '../../../contract';
import { moveColumns, setColumnHidden, setColumnWidth } from './columns';
import type { HeaderHandlers } from './header';
import { nextSort } from './sorting';
import { PAGE_SIZES, filterableCriteria } from './url-codec';
import type { PageSize, TableState, TableStateChange } from './url-codec';
import type { ColumnLayoutState } from './use-column-layout';
import { toViewState } from './use-saved-views';

export interface TableControlsOptions {
  def: Pick<ResourceDef, 'fields' | 'defaultSort'>;
  state: TableState;
  onStateChange: (change: TableStateChange) => void;
  layout: ColumnLayoutState;
  mandatorySort?: boolean;
  /** False when one column is left. */
  canHide: boolean;
}

export function useTableControls({
  def,
  state,
  onStateChange,
  layout,
  mandatorySort = false,
  canHide,
}: TableControlsOptions) {
  const { fields } = def;
  const { update } = layout;
  const current = layout.layout;

  const setHidden = useCallback(
    (key: string, hidden: boolean) => update(setColumnHidden(fields, current, key, hidden)),
    [update, fields, current],
  );

  const header = useMemo<HeaderHandlers>(
    () => ({
      sort: state.sort,
      // Cycled from the state when the click applies: a header cell Blueprint has not re-rendered holds an old sort.
      onSortClick: (key) => onStateChange((now) => ({ sort: nextSort(now.sort, key, mandatorySort) })),
      onSortSet: (sort) => onStateChange({ sort }),
      onHide: (key) => setHidden(key, true),
      canHide,
    }),
    [state.sort, onStateChange, mandatorySort, setHidden, canHide],
  );

  const applyView = useCallback(
    ({ state: view }: SavedView) => {
      onStateChange({
        criteria: filterableCriteria(view.searchCriteriaList, def),
        dataOption: view.dataOption,
        sort: view.sortCriteriaDto ?? (mandatorySort ? def.defaultSort : null),
        pageSize: PAGE_SIZES.includes(view.pageSize as PageSize) ? (view.pageSize as PageSize) : state.pageSize,
      });
      update(view.columns);
    },
    [onStateChange, update, def, mandatorySort, state.pageSize],
  );

  return {
    header,
    setHidden,
    resize: useCallback(
      (key: string, width: number) => update(setColumnWidth(fields, current, key, width)),
      [update, fields, current],
    ),
    move: useCallback(
      (from: number, to: number, length: number) => update(moveColumns(fields, current, from, to, length)),
      [update, fields, current],
    ),
    clearFilters: useCallback(() => onStateChange({ criteria: [] }), [onStateChange]),
    currentView: useCallback((): ViewState => toViewState(state, current), [state, current]),
    applyView,
  };
}
