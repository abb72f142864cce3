/** The table's non-data states: nothing matches, the search failed, and "All" stopped at its cap. */
import { Button, Callout } from '@blueprintjs/core';
import { MessageState } from '../MessageState';
import { ALL_ROWS_CAP, MESSAGES } from '../../../contract';
import { ApiError, errorMessage } from '../../lib/api';

export interface EmptyStateProps {
  /** A filter is applied: offer to clear it. */
  filtered: boolean;
  onClearFilters: () => void;
}

/** 'No records found', with a way out when a filter hides everything. */
export function EmptyState({ filtered, onClearFilters }: EmptyStateProps) {
  return (
    <MessageState
      className="dt-state"
      icon="search"
      title="No records found"
      description={
        filtered ? 'Nothing matches the current filters. Try clearing or changing them.' : 'There is nothing here yet.'
      }
      action={filtered ? <Button icon="filter-remove" text="Clear filters" onClick={onClearFilters} /> : undefined}
    />
  );
}

export interface ErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** A filter is applied: a 400 usually means a shared link carries one this table no longer accepts. */
  filtered: boolean;
  onClearFilters: () => void;
}

/** The failure's message with Retry (and Clear filters when the filter was refused). */
export function ErrorState({ error, onRetry, filtered, onClearFilters }: ErrorStateProps) {
  const refused = error instanceof ApiError && error.status === 400 && filtered;
  return (
    <MessageState
      className="dt-state"
      icon="error"
      title="Could not load the records"
      description={errorMessage(error)}
      action={
        <div className="dt-state-actions">
          <Button icon="refresh" intent="primary" text="Retry" onClick={onRetry} />
          {refused && <Button icon="filter-remove" text="Clear filters" onClick={onClearFilters} />}
        </div>
      }
    />
  );
}

/** "All" returned the first ALL_ROWS_CAP rows while more match. */
export function CappedNotice() {
  return (
    <Callout compact intent="warning" icon="info-sign" className="dt-notice">
      {MESSAGES.allRowsCapped(ALL_ROWS_CAP)}
    </Callout>
  );
}
