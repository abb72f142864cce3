/**
 * A record's history (who changed what, when) for its drawer or detail: a closed disclosure that reads
 * `GET /api/history/{entity}/{id}` only when opened, newest first, with each changed field before and after.
 */
import { Callout, Spinner } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { HISTORY_LIMIT, auditActionLabel } from '../../../contract/platform/audit';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { fetchRecordHistory } from './history-api';
import { historyLine } from './history-text';
/* oxlint-disable-next-line import/no-unassigned-import -- the history's stylesheet */
import './record-history.css';

export interface RecordHistoryProps {
  /** The audit trail's name of the record's kind: a resource key, 'return', 'exchange', 'settings', … */
  entity: string;
  id: string | number;
  /** Field key → the label the screen shows it under. */
  labels?: Readonly<Record<string, string>>;
  /** The record's version: an open history reads again when it moves on (an action taken beside it). */
  version?: number;
}

/** The query key of a record's history. */
export const historyQueryKey = (entity: string, id: string | number, version?: number) =>
  ['history', entity, String(id), version ?? null] as const;

function HistoryList({ entity, id, labels, version }: RecordHistoryProps) {
  const query = useQuery({
    queryKey: historyQueryKey(entity, id, version),
    queryFn: ({ signal }) => fetchRecordHistory(entity, id, signal),
    // Read afresh at every opening: the record may have changed a moment ago.
    staleTime: 0,
  });
  if (query.isPending) return <Spinner size={20} aria-label="Loading history" />;
  if (query.isError)
    return (
      <Callout intent="danger" compact role="alert">
        {errorMessage(query.error)}
      </Callout>
    );
  if (query.data.length === 0) return <p className="record-history-empty">No changes recorded yet.</p>;
  return (
    <ol className="record-history-list">
      {query.data.map((entry) => (
        <li key={entry.id} className="record-history-entry">
          <div className="record-history-head">
            <span className="record-history-what">
              {auditActionLabel(entry.action)}
              {entry.outcome === 'success' ? '' : ` (${entry.outcome})`}
            </span>
            <span className="record-history-who">
              {entry.userName ?? 'System'} · <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            </span>
          </div>
          {entry.reason && <div className="record-history-reason">{entry.reason}</div>}
          {entry.changes && (
            <ul className="record-history-changes">
              {Object.entries(entry.changes).map(([field, change]) => (
                <li key={field}>{historyLine(field, change, labels)}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
      {query.data.length === HISTORY_LIMIT && (
        <li className="record-history-empty">Older changes: see the Audit Log.</li>
      )}
    </ol>
  );
}

export function RecordHistory(props: RecordHistoryProps) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  return (
    <details
      className="record-history"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      aria-labelledby={headingId}
    >
      <summary id={headingId}>History</summary>
      {open && <HistoryList {...props} />}
    </details>
  );
}
