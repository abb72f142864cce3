/** An Outbox status as a tag: green sent, red failed, amber not sent, plain queued. */
import { Tag, type Intent } from '@blueprintjs/core';
import type { OutboxStatus } from '../../../contract';

const INTENTS: Record<OutboxStatus, Intent> = {
  Queued: 'none',
  Sent: 'success',
  Failed: 'danger',
  'Not sent (no SMTP settings)': 'warning',
};

export function OutboxStatusTag({ status }: { status: OutboxStatus }) {
  return (
    <Tag minimal intent={INTENTS[status]}>
      {status}
    </Tag>
  );
}
