/**
 * An order's hold in its panel: held, a callout with the reason, the rules that tripped, the note, who and when, and
 * Release (key r); not held and not shipped yet, Put on hold (key o). Both open the hold dialog.
 */
import { Button, Callout } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { HOLDABLE_STATUSES } from '../../../../contract/orders/order-holds';
import type { OrderDetail } from '../../../../contract/orders/order-processing';
import { formatDateTime } from '../../../lib/format';
import type { OrderHoldActor } from './use-order-hold';

export const HOLD_KEY = 'o';
export const RELEASE_KEY = 'r';

/** Opens the dialog for the order (false when it cannot be held or released now). */
export function requestHold(actor: OrderHoldActor, order: OrderDetail, mode: 'hold' | 'release'): boolean {
  const possible =
    mode === 'release' ? order.hold !== null : order.hold === null && HOLDABLE_STATUSES.includes(order.status as never);
  const event = {
    type: 'dialog.open',
    mode,
    target: { kind: 'order', id: order.id, orderNo: order.orderNo, version: order.version },
  } as const;
  if (!possible || !actor.getSnapshot().can(event)) return false;
  actor.send(event);
  return true;
}

export function OrderHoldBar({
  order,
  actor,
  canEdit,
}: {
  order: OrderDetail;
  actor: OrderHoldActor;
  canEdit: boolean;
}) {
  const ready = useSelector(actor, (s) => s.matches('closed'));
  const { hold } = order;
  if (!hold) {
    if (!canEdit || !HOLDABLE_STATUSES.includes(order.status as never)) return null;
    return (
      <div className="order-hold-offer">
        <Button
          size="small"
          variant="outlined"
          icon="pause"
          text="Put on hold"
          disabled={!ready}
          endIcon={<kbd className="order-kbd">{HOLD_KEY.toUpperCase()}</kbd>}
          onClick={() => requestHold(actor, order, 'hold')}
        />
      </div>
    );
  }
  return (
    // The callout's own title would be an h5 under the panel's h2: the reason is its first line instead.
    <Callout intent="warning" icon="pause" compact className="order-hold">
      <strong>On hold: {hold.reason}</strong>
      {hold.rules.length > 0 && (
        <ul className="order-hold-rules" aria-label="Risk rules tripped">
          {hold.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      )}
      {hold.note && <div className="order-hold-note">{hold.note}</div>}
      <div className="order-hold-meta">
        {hold.heldBy} · {formatDateTime(hold.heldAt)}. Only a cancel can go ahead until it is released.
      </div>
      {canEdit && (
        <Button
          size="small"
          intent="primary"
          icon="play"
          text="Release"
          disabled={!ready}
          endIcon={<kbd className="order-kbd">{RELEASE_KEY.toUpperCase()}</kbd>}
          onClick={() => requestHold(actor, order, 'release')}
        />
      )}
    </Callout>
  );
}
