/**
 * The order's actions: every action as a button with its key, enabled when the lifecycle allows it
 * (the same machine the server validates with) and no other action is in flight; a disabled one says why.
 */
import { Button, Tooltip } from '@blueprintjs/core';
import { useSelector } from '@xstate/react';
import { ORDER_ACTION_LABELS } from '../../../contract';
import {
  ORDER_ACTION_EVENTS,
  lifecycleInputOf,
  type OrderActionEvent,
  type OrderDetail,
} from '../../../contract/orders/order-processing';
import { allowedActions, unavailableReason } from '../../../machines/orders/order-lifecycle';
import { ACTION_KEYS } from './shortcuts';
import type { OrderActionsActor } from './use-order-actions';

/** How a key reads on a button: `X` is Shift+X. */
export const keyLabel = (action: OrderActionEvent) =>
  ACTION_KEYS[action] === 'X' ? '⇧X' : ACTION_KEYS[action].toUpperCase();

const DANGER: readonly OrderActionEvent[] = ['order.cancelByCompany', 'order.cancelByCustomer'];

/** Asks the machine to confirm `action` on `order` (in a chain: queue mode); false when it is not possible now. */
export function requestOrderAction(
  actor: OrderActionsActor,
  order: OrderDetail,
  action: OrderActionEvent,
  chain = false,
): boolean {
  if (!allowedActions(lifecycleInputOf(order)).includes(action)) return false;
  const event = {
    type: 'action.request',
    action,
    order: { id: order.id, orderNo: order.orderNo, version: order.version },
    chain,
  } as const;
  if (!actor.getSnapshot().can(event)) return false;
  actor.send(event);
  return true;
}

export interface OrderActionBarProps {
  order: OrderDetail;
  actor: OrderActionsActor;
  /** The user may change orders (`orders.order.edit`). */
  canEdit: boolean;
  /** Queue mode: an action asked here goes on to the order's next steps. */
  chain: boolean;
}

export function OrderActionBar({ order, actor, canEdit, chain }: OrderActionBarProps) {
  const ready = useSelector(actor, (s) => s.matches('idle') || s.matches('done'));
  const allowed = allowedActions(lifecycleInputOf(order));
  return (
    <div className="order-actions" role="toolbar" aria-label="Order actions">
      {ORDER_ACTION_EVENTS.map((action) => {
        const isAllowed = allowed.includes(action);
        const reason = !canEdit
          ? 'You do not have permission to do this.'
          : isAllowed
            ? null
            : unavailableReason(lifecycleInputOf(order), action);
        const button = (
          <Button
            size="small"
            variant={isAllowed ? 'solid' : 'minimal'}
            intent={isAllowed ? (DANGER.includes(action) ? 'danger' : 'primary') : 'none'}
            disabled={!isAllowed || !ready || !canEdit}
            onClick={() => requestOrderAction(actor, order, action, chain)}
            endIcon={<kbd className="order-kbd">{keyLabel(action)}</kbd>}
            text={ORDER_ACTION_LABELS[action]}
          />
        );
        return reason ? (
          <Tooltip key={action} content={reason} placement="bottom" compact>
            <span className="order-action-disabled" title={reason}>
              {button}
            </span>
          </Tooltip>
        ) : (
          <span key={action}>{button}</span>
        );
      })}
    </div>
  );
}
