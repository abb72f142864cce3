/**
 * OUTBOX (Master Admin only): every e-mail the portal wrote, newest first — sent through SMTP, failed, or kept
 * unsent because no SMTP server is saved. A row opens the message's text in a drawer; a failed one can be resent.
 */
import { Button, Callout, HTMLSelect, HTMLTable } from '@blueprintjs/core';
import { MessageState } from '../../components/MessageState';
import { useState } from 'react';
import {
  MAIL_MESSAGES,
  outboxKindLabel,
  plural,
  OUTBOX_STATUSES,
  type OutboxStatus,
  type RouteDef,
} from '../../../contract';
import { ScreenHeader } from '../../components/ScreenHeader';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { usePageTitle } from '../../lib/page-title';
import { OutboxMessageDrawer } from './OutboxMessageDrawer';
import { OutboxStatusTag } from './OutboxStatusTag';
import { useOutbox } from './outbox-api';
// oxlint-disable-next-line import/no-unassigned-import -- the screen's stylesheet
import './outbox.css';

export function OutboxScreen({ route }: { route: RouteDef }) {
  usePageTitle(route.title);
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<OutboxStatus | null>(null);
  const [open, setOpen] = useState<number | null>(null);
  const outbox = useOutbox(page, status);
  const pages = outbox.data ? Math.max(1, Math.ceil(outbox.data.total / outbox.data.pageSize)) : 1;
  return (
    <div className="screen">
      <ScreenHeader
        title={route.title}
        subtitle="Every e-mail the portal wrote. With no SMTP server saved in the portal settings, e-mails stay here unsent."
      />
      <div className="outbox-toolbar">
        <label htmlFor="outbox-status">Status</label>
        <HTMLSelect
          id="outbox-status"
          value={status ?? ''}
          onChange={(e) => {
            setStatus((e.currentTarget.value || null) as OutboxStatus | null);
            setPage(1);
          }}
          options={[{ value: '', label: 'All' }, ...OUTBOX_STATUSES.map((s) => ({ value: s, label: s }))]}
        />
        <span className="outbox-count" aria-live="polite">
          {outbox.data ? plural(outbox.data.total, 'e-mail') : ''}
        </span>
        <Button icon="refresh" text="Refresh" variant="minimal" onClick={() => void outbox.refetch()} />
      </div>
      {outbox.isError && (
        <Callout intent="danger" role="alert" compact>
          {errorMessage(outbox.error)}
        </Callout>
      )}
      {outbox.data?.rows.length === 0 && (
        <MessageState icon="envelope" title="No e-mails yet" description={MAIL_MESSAGES.notConfigured} />
      )}
      {outbox.data && outbox.data.rows.length > 0 && (
        <HTMLTable compact striped interactive className="outbox-table">
          <thead>
            <tr>
              <th scope="col">Time</th>
              <th scope="col">To</th>
              <th scope="col">Subject</th>
              <th scope="col">Kind</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {outbox.data.rows.map((row) => (
              <tr key={row.id} onClick={() => setOpen(row.id)}>
                <td className="outbox-time">{formatDateTime(row.createdAt)}</td>
                <td>{row.to}</td>
                {/* The subject is the row's button: keyboard users open the message from it. */}
                <td>
                  <Button
                    variant="minimal"
                    className="outbox-subject"
                    text={row.subject}
                    onClick={(e) => {
                      e.stopPropagation();
                      setOpen(row.id);
                    }}
                  />
                </td>
                <td>{outboxKindLabel(row.kind)}</td>
                <td>
                  <OutboxStatusTag status={row.status} />
                  {row.error && (
                    <span className="outbox-error" title={row.error}>
                      {row.error}
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </HTMLTable>
      )}
      {pages > 1 && (
        <div className="outbox-pager">
          <Button
            icon="chevron-left"
            aria-label="Previous page"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          />
          <span>
            Page {page} of {pages}
          </span>
          <Button
            icon="chevron-right"
            aria-label="Next page"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          />
        </div>
      )}
      <OutboxMessageDrawer id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
