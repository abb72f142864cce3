/** The table's row selection: cleared when the filter changes, reported to the screen on change. */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { DataOption, SearchCriterion } from '../../../contract';
import { NO_SELECTION, pageSelectionState, selectionCount, setRows, togglePage, toggleRow } from './selection';
import type { RowId, SelectionMode, TableSelection } from './selection';

export interface RowSelectionOptions {
  mode: SelectionMode;
  criteria: SearchCriterion[];
  dataOption: DataOption;
  /** Ids of the rows on screen, in order. */
  pageIds: readonly RowId[];
  /** Rows matching the filter. */
  total: number;
  onChange?: (selection: TableSelection, count: number) => void;
}

/** Selection state and the gestures that change it. */
export function useRowSelection({ mode, criteria, dataOption, pageIds, total, onChange }: RowSelectionOptions) {
  const filterKey = JSON.stringify([criteria, dataOption]);
  const [box, setBox] = useState({ filterKey, selection: NO_SELECTION });
  // A selection belongs to the filter it was made under; a new filter starts empty.
  const selection = box.filterKey === filterKey ? box.selection : NO_SELECTION;
  const count = selectionCount(selection, total);
  const anchor = useRef<number | null>(null);

  const set = useCallback((next: TableSelection) => setBox({ filterKey, selection: next }), [filterKey]);

  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  useEffect(() => onChangeRef.current?.(selection, count), [selection, count]);

  /** A row click (single mode) or a checkbox tick (multiple mode); shift extends from the last tick. */
  const selectRow = useCallback(
    (index: number, shift = false) => {
      const id = pageIds[index];
      if (id === undefined || mode === 'none') return;
      if (mode === 'single') return set({ kind: 'ids', ids: [id] });
      if (shift && anchor.current !== null && selection.kind === 'ids') {
        const [from, to] = [Math.min(anchor.current, index), Math.max(anchor.current, index)];
        set(setRows(selection, pageIds.slice(from, to + 1), !selection.ids.includes(id)));
      } else set(toggleRow(selection, id, pageIds));
      anchor.current = index;
    },
    [mode, pageIds, selection, set],
  );

  // A set, not ids.includes: every visible cell asks, and "All" may hold 10,000 ids.
  const selectedIds = useMemo(() => (selection.kind === 'ids' ? new Set(selection.ids) : null), [selection]);
  const isRowSelected = useCallback(
    (index: number) => (selectedIds ? selectedIds.has(pageIds[index]) : index < pageIds.length),
    [selectedIds, pageIds],
  );

  return {
    selection,
    count,
    isRowSelected,
    /** The header checkbox: the page wholly, partly or not selected. */
    pageState: pageSelectionState(selection, pageIds),
    selectRow,
    togglePage: useCallback(() => set(togglePage(selection, pageIds)), [selection, pageIds, set]),
    selectAllMatching: useCallback(() => set({ kind: 'all', criteria, dataOption }), [criteria, dataOption, set]),
    clear: useCallback(() => set(NO_SELECTION), [set]),
  };
}
