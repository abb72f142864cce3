/**
 * One Outbox message in a drawer: who it went to, what became of it, and its text in full. The Outbox is
 * Master Admin only because a message can hold a one-time code or a password — on a fresh install with no
 * SMTP server this is where such a code is read, so the text is shown as written.
 */
import { Button, Callout, Classes, Spinner } from '@blueprintjs/core';
import { MAIL_MESSAGES, outboxKindLabel, type OutboxMessage } from '../../../contract';
import { DialogDrawer } from '../../components/DialogDrawer';
import { toast } from '../../components/toast';
import { errorMessage } from '../../lib/api';
import { formatDateTime } from '../../lib/format';
import { OutboxStatusTag } from './OutboxStatusTag';
import { useOutboxMessage, useResend } from './outbox-api';

/** True when Resend applies: the message failed or was never sent. */
export const canResend = (message: Pick<OutboxMessage, 'status'>) =>
  message.status === 'Failed' || message.status === 'Not sent (no SMTP settings)';

export function OutboxMessageDrawer({ id, onClose }: { id: number | null; onClose(): void }) {
  const message = useOutboxMessage(id);
  const resend = useResend();
  const send = async (messageId: number) => {
    const sent = await resend.mutateAsync(messageId).catch(() => null);
    if (sent?.status === 'Sent') toast.success(MAIL_MESSAGES.resent);
  };
  const data = message.data;
  return (
    <DialogDrawer
      isOpen={id !== null}
      onClose={() => {
        resend.reset();
        onClose();
      }}
      title={data?.subject ?? 'E-mail'}
      icon="envelope"
      size="560px"
    >
      <div className={Classes.DRAWER_BODY}>
        <div className="outbox-message">
          {message.isPending && <Spinner size={20} />}
          {message.isError && (
            <Callout intent="danger" role="alert" compact>
              {errorMessage(message.error)}
            </Callout>
          )}
          {data && (
            <>
              <dl className="outbox-facts">
                <dt>To</dt>
                <dd>{data.to}</dd>
                <dt>Kind</dt>
                <dd>{outboxKindLabel(data.kind)}</dd>
                <dt>Status</dt>
                <dd>
                  <OutboxStatusTag status={data.status} />
                </dd>
                <dt>Written</dt>
                <dd>{formatDateTime(data.createdAt)}</dd>
                <dt>Sent</dt>
                <dd>{data.sentAt ? formatDateTime(data.sentAt) : '—'}</dd>
                <dt>Attempts</dt>
                <dd>{data.attempts}</dd>
              </dl>
              {data.error && (
                <Callout intent="danger" icon="error" compact className="screen-callout">
                  {data.error}
                </Callout>
              )}
              {resend.isError && (
                <Callout intent="danger" role="alert" compact className="screen-callout">
                  {errorMessage(resend.error)}
                </Callout>
              )}
              {canResend(data) && (
                <Button
                  intent="primary"
                  icon="send-message"
                  text="Resend"
                  loading={resend.isPending}
                  onClick={() => void send(data.id)}
                  className="outbox-resend"
                />
              )}
              <h3 className="outbox-text-title">Message</h3>
              <pre className="outbox-text" tabIndex={0} aria-label="Message text">
                {data.text}
              </pre>
            </>
          )}
        </div>
      </div>
    </DialogDrawer>
  );
}
