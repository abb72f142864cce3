/**
 * Presence on screen (issue 18): the panel header's "Being processed by …" tag and the marker on an order
 * number in the table. Each reads its own answer from the shared presence list (useProcessedBy), so a
 * change redraws the one marker it concerns and no table cell.
 */
import { Icon, Tag } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { ORDER_MESSAGES } from '../../../contract';
import { useProcessedBy } from './live/use-order-presence';
// oxlint-disable-next-line import/no-unassigned-import -- the markers' stylesheet
import './presence.css';

/** "Being processed by {name}" while another user has the order open; a polite live region, so a screen reader hears it arrive. */
export function ProcessedByTag({ orderId }: { orderId: number }) {
  const name = useProcessedBy(orderId);
  return (
    <span role="status" className="order-presence">
      {name && (
        <Tag intent="warning" icon="person" className="order-presence-tag">
          {ORDER_MESSAGES.processedBy(name)}
        </Tag>
      )}
    </span>
  );
}

function PresenceMarker({ orderId }: { orderId: number }) {
  const name = useProcessedBy(orderId);
  if (!name) return null;
  const text = ORDER_MESSAGES.processedBy(name);
  return (
    <span className="order-presence-marker" title={text}>
      <Icon icon="person" size={12} intent="warning" />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/** A held order's marker after its number (issue 45 §2): the Hold column is one the user may show, this is always there. */
function HoldMarker({ reason }: { reason: string }) {
  const text = `On hold: ${reason}`;
  return (
    <span className="order-presence-marker" title={text}>
      <Icon icon="pause" size={12} intent="warning" />
      <span className="visually-hidden">{text}</span>
    </span>
  );
}

/** DataTable's `cellAdornment` for the order table: the markers after the order number (on hold, being processed). */
export const orderPresenceAdornment = (
  row: { id: number; holdReason?: string | null },
  columnKey: string,
): ReactNode =>
  columnKey === 'orderNo' ? (
    <>
      {row.holdReason && <HoldMarker reason={row.holdReason} />}
      <PresenceMarker orderId={row.id} />
    </>
  ) : null;
