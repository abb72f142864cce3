/** Column header cells: the sortable name (click cycles the sort), a menu, and the page checkbox. */
import { Checkbox, Icon, Menu, MenuItem } from '@blueprintjs/core';
import { ColumnHeaderCell } from '@blueprintjs/table';
import { isSortable } from '../../../contract';
import type { SortCriteria, SortOption } from '../../../contract';
import type { TableColumn } from './columns';

export interface HeaderHandlers {
  sort: SortCriteria | null;
  /** A click on the name: cycles the sort (see `nextSort`). */
  onSortClick: (key: string) => void;
  /** A menu choice: sets a direction. */
  onSortSet: (sort: SortCriteria) => void;
  onHide: (key: string) => void;
  /** False when this is the last visible column. */
  canHide: boolean;
}

const SORT_LABEL: Record<SortOption, string> = { asc: 'ascending', desc: 'descending' };

/** The header of a data column. */
export function dataHeader(column: TableColumn, h: HeaderHandlers) {
  const { key, field } = column;
  const sortable = isSortable(field);
  const direction = h.sort?.sortKey === key ? h.sort.sortOption : null;
  const className = `dt-header${column.numeric ? ' dt-num' : ''}${direction ? ' dt-sorted' : ''}`;
  const name = () =>
    sortable ? (
      <button
        type="button"
        className="dt-sort"
        title={direction ? `Sorted ${SORT_LABEL[direction]}; click to change` : `Sort by ${field.label}`}
        onClick={() => h.onSortClick(key)}
      >
        <span className="dt-sort-label">{field.label}</span>
        <Icon className="dt-sort-icon" size={12} icon={direction === 'desc' ? 'arrow-down' : 'arrow-up'} />
      </button>
    ) : (
      <span className="dt-sort-label">{field.label}</span>
    );
  const menu = () => (
    <Menu size="small">
      {sortable && (
        <MenuItem
          icon="sort-asc"
          text="Sort ascending"
          active={direction === 'asc'}
          onClick={() => h.onSortSet({ sortKey: key, sortOption: 'asc' })}
        />
      )}
      {sortable && (
        <MenuItem
          icon="sort-desc"
          text="Sort descending"
          active={direction === 'desc'}
          onClick={() => h.onSortSet({ sortKey: key, sortOption: 'desc' })}
        />
      )}
      <MenuItem icon="eye-off" text="Hide column" disabled={!h.canHide} onClick={() => h.onHide(key)} />
    </Menu>
  );
  return (
    <ColumnHeaderCell
      className={className}
      name={field.label}
      nameRenderer={name}
      menuRenderer={menu}
      selectCellsOnMenuClick={false}
    />
  );
}

export interface PageCheckboxProps {
  state: 'all' | 'some' | 'none';
  disabled: boolean;
  onToggle: () => void;
}

/** The header of the checkbox column: selects or clears the page. */
export function checkboxHeader({ state, disabled, onToggle }: PageCheckboxProps) {
  const box = () => (
    <Checkbox
      className="dt-check"
      aria-label={state === 'all' ? 'Clear the selection on this page' : 'Select all rows on this page'}
      checked={state === 'all'}
      indeterminate={state === 'some'}
      disabled={disabled}
      onChange={onToggle}
    />
  );
  return <ColumnHeaderCell className="dt-fixed-header" nameRenderer={box} />;
}

/** The header of the row actions column. */
export function actionsHeader() {
  return (
    <ColumnHeaderCell className="dt-fixed-header" nameRenderer={() => <span className="dt-sort-label">Actions</span>} />
  );
}
