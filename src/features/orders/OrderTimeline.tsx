/** What happened to the order, newest first (who, when, from → to, why), and a note form. */
import { Button, Icon, TextArea } from '@blueprintjs/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ORDER_MESSAGES } from '../../../contract';
import type { OrderDetail, TimelineEvent } from '../../../contract/orders/order-processing';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { addOrderNote, orderKeys } from './order-api';

/** The field `n` focuses. */
export const NOTE_FIELD_ID = 'order-note';

const ICONS = { created: 'add', action: 'arrow-right', note: 'comment', hold: 'pause', release: 'play' } as const;

function TimelineEntry({ event }: { event: TimelineEvent }) {
  const change =
    event.fromStatus && event.toStatus && event.fromStatus !== event.toStatus
      ? `${event.fromStatus} → ${event.toStatus}`
      : null;
  return (
    <li className={`timeline-entry timeline-${event.kind}`}>
      <Icon icon={ICONS[event.kind]} size={12} />
      <div>
        <div className="timeline-line">
          <strong>
            {event.kind === 'note'
              ? 'Note'
              : (event.label ?? (event.kind === 'created' ? ORDER_MESSAGES.placed : event.action))}
          </strong>
          {change && <span className="timeline-change">{change}</span>}
        </div>
        {event.note && <div className="timeline-note">{event.note}</div>}
        <div className="muted">
          {event.actorName} · {formatDateTime(event.createdAt)}
        </div>
      </div>
    </li>
  );
}

export function OrderTimeline({ order, canEdit }: { order: OrderDetail; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [note, setNote] = useState('');
  const add = useMutation({
    mutationFn: () => addOrderNote(order.id, note.trim()),
    onSuccess: () => {
      setNote('');
      toast.success(ORDER_MESSAGES.noteAdded);
      void queryClient.invalidateQueries({ queryKey: orderKeys.detail(order.id) });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim()) add.mutate();
  };
  const events = order.timeline.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id);
  return (
    <section className="order-section" aria-label="Timeline">
      <h3>Timeline and notes</h3>
      {canEdit && (
        <form className="order-note-form" onSubmit={submit}>
          <TextArea
            id={NOTE_FIELD_ID}
            aria-label="Note"
            placeholder="Add a note (Ctrl+Enter to save)"
            rows={2}
            fill
            value={note}
            maxLength={2000}
            onChange={(e) => setNote(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) submit(e);
              if (e.key === 'Escape') e.currentTarget.blur();
            }}
          />
          <Button type="submit" size="small" text="Add note" disabled={!note.trim()} loading={add.isPending} />
        </form>
      )}
      <ol className="timeline">
        {events.map((event) => (
          <TimelineEntry key={event.id} event={event} />
        ))}
      </ol>
    </section>
  );
}
