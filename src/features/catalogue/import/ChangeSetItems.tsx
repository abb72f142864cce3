/**
 * A change set's products, a page at a time: a tick (only while under review, only for products that can
 * apply), what each row would change old → new, its errors and notes by line, and once applied its outcome.
 */
import { Button, Checkbox, HTMLTable, Tag } from '@blueprintjs/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type {
  ChangeSet,
  ChangeSetItem,
  ImportAction,
  ImportOutcome,
} from '../../../../contract/catalogue/product-import';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/api';
import { importQueryKey, loadItems, selectItems } from './import-api';

const PAGE_SIZE = 50;
const ACTION_INTENT: Record<ImportAction, 'success' | 'primary' | 'none' | 'danger'> = {
  create: 'success',
  update: 'primary',
  unchanged: 'none',
  invalid: 'danger',
};
const ACTION_LABEL: Record<ImportAction, string> = {
  create: 'New',
  update: 'Changed',
  unchanged: 'Unchanged',
  invalid: 'Errors',
};
const OUTCOME_INTENT: Record<ImportOutcome, 'success' | 'warning' | 'danger' | 'none'> = {
  applied: 'success',
  skipped: 'none',
  failed: 'danger',
  pending: 'none',
};
const OUTCOME_LABEL: Record<ImportOutcome, string> = {
  applied: 'Applied',
  skipped: 'Skipped',
  failed: 'Failed',
  pending: 'Pending',
};

const show = (v: string | number | boolean | null) => (v === null || v === '' ? '—' : String(v));

function Details({ item }: { item: ChangeSetItem }) {
  return (
    <ul className="import-details">
      {item.errors.map((e, i) => (
        <li key={`e${i}`} className="import-error">
          Row {e.line}
          {e.field ? `, ${e.field}` : ''}: {e.message}
        </li>
      ))}
      {item.changes.map((c, i) => (
        <li key={`c${i}`}>
          Row {c.line}
          {c.sku ? ` (${c.sku})` : ''}, {c.field}: <del>{show(c.before)}</del> → <ins>{show(c.after)}</ins>
        </li>
      ))}
      {item.notes.map((n, i) => (
        <li key={`n${i}`} className="import-note">
          Row {n.line}, {n.field}: {n.message}
        </li>
      ))}
    </ul>
  );
}

/** The items of `set`; `reviewing` enables the ticks, `onSetChange` receives the set after a tick is saved. */
export function ChangeSetItems({
  set,
  reviewing,
  onSetChange,
}: {
  set: ChangeSet;
  reviewing: boolean;
  onSetChange: (set: ChangeSet) => void;
}) {
  const [page, setPage] = useState(0);
  const [saving, setSaving] = useState<number | null>(null);
  const items = useQuery({
    queryKey: [...importQueryKey(set.id), 'items', page],
    queryFn: () => loadItems(set.id, page, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const tick = async (item: ChangeSetItem, included: boolean) => {
    setSaving(item.id);
    try {
      onSetChange(await selectItems(set.id, { itemIds: [item.id], included }));
      await items.refetch();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setSaving(null);
    }
  };
  const total = items.data?.totalElements ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <div className="import-items">
      <HTMLTable compact striped className="import-table" aria-label="Change set">
        <thead>
          <tr>
            <th>Apply</th>
            <th>Identification number</th>
            <th>Rows</th>
            <th>What</th>
            <th>Details</th>
            <th>Outcome</th>
          </tr>
        </thead>
        <tbody>
          {(items.data?.content ?? []).map((item) => {
            const applicable = item.action === 'create' || item.action === 'update';
            return (
              <tr key={item.id} data-action={item.action} data-outcome={item.outcome}>
                <td>
                  <Checkbox
                    aria-label={`Apply ${item.identificationNumber}`}
                    checked={item.included && applicable}
                    disabled={!reviewing || !applicable || saving === item.id}
                    onChange={(e) => void tick(item, e.currentTarget.checked)}
                  />
                </td>
                <td className="mono">{item.identificationNumber || '—'}</td>
                <td>{item.lines.join(', ')}</td>
                <td>
                  <Tag minimal intent={ACTION_INTENT[item.action]}>
                    {ACTION_LABEL[item.action]}
                  </Tag>
                </td>
                <td>
                  <Details item={item} />
                </td>
                <td>
                  {set.status !== 'ready' && (
                    <Tag minimal intent={OUTCOME_INTENT[item.outcome]}>
                      {OUTCOME_LABEL[item.outcome]}
                    </Tag>
                  )}
                  {item.message && <div className="import-error">{item.message}</div>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </HTMLTable>
      {pages > 1 && (
        <div className="import-pager">
          <Button
            size="small"
            icon="chevron-left"
            aria-label="Previous page"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          />
          <span>
            Page {page + 1} of {pages}
          </span>
          <Button
            size="small"
            icon="chevron-right"
            aria-label="Next page"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          />
        </div>
      )}
    </div>
  );
}
