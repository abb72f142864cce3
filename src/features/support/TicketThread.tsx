/** A ticket's conversation, oldest first: the customer's words, staff replies (e-mailed) and internal notes (marked, never sent). */
import { Tag } from '@blueprintjs/core';
import { TICKET_MESSAGE_LABELS, type TicketMessage } from '../../../contract/support/support-ticket';
import { formatDateTime } from '../../lib/format';

export function TicketThread({ messages, customerName }: { messages: readonly TicketMessage[]; customerName: string }) {
  return (
    <ol className="ticket-thread" aria-label="Conversation">
      {messages.map((m) => (
        <li key={m.id} className={`ticket-message ticket-message-${m.kind}`}>
          <div className="ticket-message-head">
            <strong>{m.kind === 'customer' ? customerName : (m.authorName ?? 'Staff')}</strong>
            {m.kind === 'note' && (
              <Tag minimal intent="warning" icon="lock">
                Internal note, not sent to the customer
              </Tag>
            )}
            {m.kind === 'reply' && (
              <Tag minimal intent="primary" icon="envelope">
                {TICKET_MESSAGE_LABELS.reply}, e-mailed
              </Tag>
            )}
            <span className="ticket-message-time">{formatDateTime(m.createdAt)}</span>
          </div>
          <p className="ticket-message-body">{m.body}</p>
        </li>
      ))}
    </ol>
  );
}
