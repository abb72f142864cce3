/** Above the grid while rows are selected: the count, "Select all N matching", Clear, and the screen's bulk actions. */
import { Button } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { formatCount } from '../../lib/format';
import type { TableSelection } from './selection';

export interface SelectionBarProps {
  selection: TableSelection;
  count: number;
  /** Rows matching the filter. */
  total: number;
  /** Every row of the page is selected (offer "all matching" when there are more). */
  pageSelected: boolean;
  onSelectAllMatching: () => void;
  onClear: () => void;
  children?: ReactNode;
}

export function SelectionBar({
  selection,
  count,
  total,
  pageSelected,
  onSelectAllMatching,
  onClear,
  children,
}: SelectionBarProps) {
  if (count === 0) return null;
  const all = selection.kind === 'all';
  return (
    <div className="dt-selection-bar" role="status">
      <strong>{all ? `All ${formatCount(count)} matching rows selected` : `${formatCount(count)} selected`}</strong>
      {!all && pageSelected && total > count && (
        <Button
          variant="minimal"
          size="small"
          intent="primary"
          text={`Select all ${formatCount(total)} matching`}
          onClick={onSelectAllMatching}
        />
      )}
      <Button variant="minimal" size="small" text="Clear selection" onClick={onClear} />
      {children && <div className="dt-bulk-actions">{children}</div>}
    </div>
  );
}
