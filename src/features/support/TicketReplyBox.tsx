/** The box under the thread: a reply to the customer (e-mailed), an internal note, or what the customer said on the phone. */
import { Button, Callout, FormGroup, SegmentedControl, TextArea } from '@blueprintjs/core';
import { useId, useState } from 'react';
import { MAX_TICKET_MESSAGE, TICKET_MESSAGES, type TicketMessageKind } from '../../../contract/resources/support-ticket';
import { VALIDATION } from '../../../contract/messages';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { useAddMessage } from './support-api';

const KIND_OPTIONS: { label: string; value: TicketMessageKind }[] = [
  { label: 'Reply to customer', value: 'reply' }, { label: 'Internal note', value: 'note' }, { label: 'Customer said', value: 'customer' },
];
const DONE: Record<TicketMessageKind, string> = { reply: TICKET_MESSAGES.replySent, note: TICKET_MESSAGES.noteAdded, customer: TICKET_MESSAGES.customerLogged };

export function TicketReplyBox({ ticketId, closed }: { ticketId: number; closed: boolean }) {
  const [kind, setKind] = useState<TicketMessageKind>('reply');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const add = useAddMessage(ticketId);
  const id = useId();
  if (closed) return <Callout compact icon="lock">{TICKET_MESSAGES.closed}</Callout>;
  const send = async () => {
    const text = body.trim();
    if (!text) return setProblem(VALIDATION.required);
    if (text.length > MAX_TICKET_MESSAGE) return setProblem(VALIDATION.maxLength(MAX_TICKET_MESSAGE));
    setProblem(null);
    const sent = await add.mutateAsync({ kind, body: text }).catch((error: unknown) => { setProblem(errorMessage(error)); return null; });
    if (sent) {
      setBody('');
      toast.success(DONE[kind]);
    }
  };
  return (
    <div className={`ticket-reply ticket-reply-${kind}`}>
      <SegmentedControl size="small" value={kind} onValueChange={(v) => setKind(v as TicketMessageKind)} options={KIND_OPTIONS} aria-label="Message kind" />
      <FormGroup label="Message" labelFor={id} intent={problem ? 'danger' : 'none'} helperText={problem ?? (kind === 'reply' ? 'E-mailed to the customer' : kind === 'note' ? 'Only staff see it' : 'Logged as the customer\'s words')}>
        <TextArea id={id} fill rows={4} value={body} onChange={(e) => setBody(e.currentTarget.value)} intent={problem ? 'danger' : 'none'} />
      </FormGroup>
      <Button intent="primary" icon={kind === 'reply' ? 'send-message' : 'add'} text={kind === 'reply' ? 'Send reply' : kind === 'note' ? 'Add note' : 'Log message'}
        loading={add.isPending} onClick={() => void send()} />
    </div>
  );
}
