/**
 * Row selection (seed §2: single, page or all). "All" means every row matching the filter and is
 * kept as the criteria themselves, never as a list of ids, so it covers rows never loaded.
 */
import type { DataOption, SearchCriterion } from '../../../contract';

export type RowId = number | string;

/** What is selected: listed rows, or every row that matches `criteria` joined by `dataOption`. */
export type TableSelection =
  | { kind: 'ids'; ids: RowId[] }
  | { kind: 'all'; criteria: SearchCriterion[]; dataOption: DataOption };

/** none: no selection; single: a row click selects one row; multiple: checkboxes, page and all. */
export type SelectionMode = 'none' | 'single' | 'multiple';

export const NO_SELECTION: TableSelection = { kind: 'ids', ids: [] };

/** How many rows are selected; `total` is the filter's match count. */
export function selectionCount(selection: TableSelection, total: number): number {
  return selection.kind === 'all' ? total : selection.ids.length;
}

export function isSelected(selection: TableSelection, id: RowId): boolean {
  return selection.kind === 'all' || selection.ids.includes(id);
}

/** Ticking a row; unticking one while "all" is selected keeps the rest of this page. */
export function toggleRow(selection: TableSelection, id: RowId, pageIds: readonly RowId[]): TableSelection {
  if (selection.kind === 'all') return { kind: 'ids', ids: pageIds.filter((p) => p !== id) };
  return selection.ids.includes(id)
    ? { kind: 'ids', ids: selection.ids.filter((x) => x !== id) }
    : { kind: 'ids', ids: [...selection.ids, id] };
}

/** Adds (or removes) a run of rows, as a shift-click on a checkbox does. */
export function setRows(selection: TableSelection, ids: readonly RowId[], selected: boolean): TableSelection {
  const current = selection.kind === 'all' ? [] : selection.ids;
  if (!selected) return { kind: 'ids', ids: current.filter((x) => !ids.includes(x)) };
  return { kind: 'ids', ids: [...current, ...ids.filter((x) => !current.includes(x))] };
}

/** Whether this page is wholly, partly or not selected (the header checkbox). */
export function pageSelectionState(selection: TableSelection, pageIds: readonly RowId[]): 'all' | 'some' | 'none' {
  if (selection.kind === 'all') return pageIds.length ? 'all' : 'none';
  const count = pageIds.filter((id) => selection.ids.includes(id)).length;
  return count === 0 ? 'none' : count === pageIds.length ? 'all' : 'some';
}

/** The header checkbox: selects the page, or clears it when the page is already selected. */
export function togglePage(selection: TableSelection, pageIds: readonly RowId[]): TableSelection {
  if (selection.kind === 'all') return NO_SELECTION;
  return setRows(selection, pageIds, pageSelectionState(selection, pageIds) !== 'all');
}
