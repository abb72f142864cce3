/**
 * One ticket beside the list: who and what, its status, priority and assignee (saved together at the version
 * read; someone else's change meanwhile is a 409 and the drawer offers to reload), the thread and the reply box.
 */
import { Button, Callout, Classes, FormGroup, HTMLSelect, Spinner } from '@blueprintjs/core';
import { useState } from 'react';
import {
  TICKET_MESSAGES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketDetail,
  type TicketUpdateInput,
} from '../../../contract/support/support-ticket';
import { DialogDrawer } from '../../components/DialogDrawer';
import { toast } from '../../components/toast';
import { ApiError, errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { useHasPermission } from '../../lib/session/hooks';
import { TicketReplyBox } from './TicketReplyBox';
import { TicketThread } from './TicketThread';
import { useAssignees, useTicketDetail, useUpdateTicket } from './support-api';

export function TicketDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const detail = useTicketDetail(id);
  const data = detail.data;
  return (
    <DialogDrawer
      isOpen={id !== null}
      onClose={onClose}
      title={data ? `#${data.ticket.id} ${data.ticket.subject}` : 'Ticket'}
      icon="headset"
      size="640px"
    >
      <div className={`${Classes.DRAWER_BODY} ticket-drawer`}>
        {detail.isPending && id !== null && <Spinner size={20} />}
        {detail.isError && (
          <Callout intent="danger" role="alert" compact>
            {errorMessage(detail.error)}
          </Callout>
        )}
        {data && data.ticket.id === id && (
          <>
            {/* The facts and controls start again from each version; the reply box keeps what is typed in it (and
                its send under way) when a colleague, or the reply itself, moves the ticket on. */}
            <TicketBody key={data.ticket.version} data={data} onReload={() => void detail.refetch()} />
            <ReplyBox key={data.ticket.id} ticketId={data.ticket.id} closed={data.ticket.status === 'Closed'} />
          </>
        )}
      </div>
    </DialogDrawer>
  );
}

function TicketBody({ data, onReload }: { data: TicketDetail; onReload(): void }) {
  const { ticket } = data;
  const canEdit = useHasPermission('people.supportTicket.edit');
  const assignees = useAssignees().data ?? [];
  const update = useUpdateTicket(ticket.id);
  const [status, setStatus] = useState(ticket.status);
  const [priority, setPriority] = useState(ticket.priority);
  const [assignee, setAssignee] = useState(data.assigneeId === null ? '' : String(data.assigneeId));
  const changes: TicketUpdateInput = { version: ticket.version };
  if (status !== ticket.status) changes.status = status;
  if (priority !== ticket.priority) changes.priority = priority;
  if (assignee !== (data.assigneeId === null ? '' : String(data.assigneeId)))
    changes.assigneeId = assignee === '' ? null : Number(assignee);
  const changed = Object.keys(changes).length > 1;
  const stale =
    update.error instanceof ApiError && update.error.status === 409 && !update.error.errors.some((e) => e.field);
  const save = async () => {
    if (await update.mutateAsync(changes).catch(() => null)) toast.success(TICKET_MESSAGES.updated);
  };
  return (
    <>
      <dl className="ticket-facts">
        <dt>Customer</dt>
        <dd>
          {ticket.customerName} ({ticket.customerEmail})
        </dd>
        <dt>Order</dt>
        <dd>{ticket.orderNo ?? '—'}</dd>
        <dt>Opened</dt>
        <dd>
          {formatDateTime(ticket.createdAt)}
          {ticket.ageHours !== null ? ` (${ticket.ageHours} h ago)` : ''}
        </dd>
      </dl>
      <div className="ticket-controls">
        <FormGroup label="Status" labelFor="ticket-status" inline>
          <HTMLSelect
            id="ticket-status"
            value={status}
            disabled={!canEdit}
            options={[...TICKET_STATUSES]}
            onChange={(e) => setStatus(e.currentTarget.value as typeof status)}
          />
        </FormGroup>
        <FormGroup label="Priority" labelFor="ticket-priority" inline>
          <HTMLSelect
            id="ticket-priority"
            value={priority}
            disabled={!canEdit}
            options={[...TICKET_PRIORITIES]}
            onChange={(e) => setPriority(e.currentTarget.value as typeof priority)}
          />
        </FormGroup>
        <FormGroup label="Assignee" labelFor="ticket-assignee" inline>
          <HTMLSelect
            id="ticket-assignee"
            value={assignee}
            disabled={!canEdit}
            onChange={(e) => setAssignee(e.currentTarget.value)}
            options={[
              { label: 'Unassigned', value: '' },
              ...assignees.map((a) => ({ label: a.name, value: String(a.id) })),
            ]}
          />
        </FormGroup>
        {canEdit && (
          <Button
            intent="primary"
            text="Save changes"
            disabled={!changed}
            loading={update.isPending}
            onClick={() => void save()}
          />
        )}
      </div>
      {update.isError && (
        <Callout intent="danger" role="alert" compact>
          {errorMessage(update.error)} {stale && <Button size="small" text="Reload" onClick={onReload} />}
        </Callout>
      )}
      <TicketThread messages={data.messages} customerName={ticket.customerName} />
    </>
  );
}

function ReplyBox({ ticketId, closed }: { ticketId: number; closed: boolean }) {
  const canEdit = useHasPermission('people.supportTicket.edit');
  return canEdit ? <TicketReplyBox ticketId={ticketId} closed={closed} /> : null;
}
