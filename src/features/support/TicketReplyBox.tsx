/**
 * The box under the thread: a reply to the customer (e-mailed), an internal note, or what the customer said on the
 * phone. Its flow is the ticket-reply machine; the mutation and the toast are provided here.
 */
import { Button, Callout, FormGroup, SegmentedControl, TextArea } from '@blueprintjs/core';
import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import { fromPromise } from 'xstate';
import { TICKET_MESSAGES, type TicketMessageKind } from '../../../contract/support/support-ticket';
import { ticketReplyMachine } from '../../../machines/support/ticket-reply.machine';
import { toast } from '../../components/toast';
import { useAddMessage } from './support-api';

const KIND_OPTIONS: { label: string; value: TicketMessageKind }[] = [
  { label: 'Reply to customer', value: 'reply' },
  { label: 'Internal note', value: 'note' },
  { label: 'Customer said', value: 'customer' },
];
const DONE: Record<TicketMessageKind, string> = {
  reply: TICKET_MESSAGES.replySent,
  note: TICKET_MESSAGES.noteAdded,
  customer: TICKET_MESSAGES.customerLogged,
};
const HINT: Record<TicketMessageKind, string> = {
  reply: 'E-mailed to the customer',
  note: 'Only staff see it',
  customer: "Logged as the customer's words",
};
const BUTTON: Record<TicketMessageKind, string> = { reply: 'Send reply', note: 'Add note', customer: 'Log message' };

export function TicketReplyBox({ ticketId, closed }: { ticketId: number; closed: boolean }) {
  const add = useAddMessage(ticketId);
  const actor = useActorRef(
    ticketReplyMachine.provide({
      actors: { sendMessage: fromPromise(({ input }) => add.mutateAsync(input)) },
      actions: { notifySent: (_, { kind }) => toast.success(DONE[kind]) },
    }),
  );
  const kind = useSelector(actor, (s) => s.context.kind);
  const body = useSelector(actor, (s) => s.context.body);
  const error = useSelector(actor, (s) => s.context.error);
  const sending = useSelector(actor, (s) => s.matches('sending'));
  const failed = useSelector(actor, (s) => s.matches('failed'));
  const id = useId();
  if (closed)
    return (
      <Callout compact icon="lock">
        {TICKET_MESSAGES.closed}
      </Callout>
    );
  return (
    <div className={`ticket-reply ticket-reply-${kind}`}>
      <SegmentedControl
        size="small"
        value={kind}
        disabled={sending}
        options={KIND_OPTIONS}
        onValueChange={(v) => actor.send({ type: 'kind.change', kind: v as TicketMessageKind })}
      />
      <FormGroup label="Message" labelFor={id} intent={error ? 'danger' : 'none'} helperText={error ?? HINT[kind]}>
        <TextArea
          id={id}
          fill
          rows={4}
          value={body}
          readOnly={sending}
          intent={error ? 'danger' : 'none'}
          onChange={(e) => actor.send({ type: 'body.change', body: e.currentTarget.value })}
        />
      </FormGroup>
      {failed ? (
        <Button intent="primary" icon="refresh" text="Retry" onClick={() => actor.send({ type: 'reply.retry' })} />
      ) : (
        <Button
          intent="primary"
          icon={kind === 'reply' ? 'send-message' : 'add'}
          text={BUTTON[kind]}
          loading={sending}
          onClick={() => actor.send({ type: 'reply.send' })}
        />
      )}
    </div>
  );
}
