/** The order-actions machine's confirmation: open while confirming, submitting or failed (and settling in a chain). */
import { useSelector } from '@xstate/react';
import { ORDER_MESSAGES } from '../../../contract';
import { needsReason } from '../../../machines/orders/order-actions.machine';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useProcessedBy } from './live/use-order-presence';
import { ActionConfirmDialog } from './ActionConfirmDialog';
import type { OrderActionsActor } from './use-order-actions';

export function OrderActionDialog({ actor }: { actor: OrderActionsActor }) {
  // In a chain the confirmation stays open while the order is read again, then asks the next step.
  const isOpen = useSelector(
    actor,
    (s) =>
      s.matches('confirming') ||
      s.matches('submitting') ||
      s.matches('failed') ||
      (s.matches('settling') && s.context.chain),
  );
  const action = useSelector(actor, (s) => s.context.action);
  const orderNo = useSelector(actor, (s) => s.context.order?.orderNo ?? '');
  // Acting on an order someone else has open asks first (issue 18): the confirmation says who.
  const orderId = useSelector(actor, (s) => s.context.order?.id ?? null);
  const processedBy = useProcessedBy(orderId);
  const reason = useSelector(actor, (s) => s.context.reason);
  const error = useSelector(actor, (s) => s.context.error);
  const canRetry = useSelector(actor, (s) => s.can({ type: 'action.retry' }));
  const submitting = useSelector(actor, (s) => s.matches('submitting') || s.matches('settling'));
  if (!action) return null;
  return (
    <ActionConfirmDialog
      isOpen={isOpen}
      message={ORDER_MESSAGES.confirmAction(action, orderNo)}
      needsReason={needsReason(action)}
      reason={reason}
      onReasonChange={(next) => actor.send({ type: 'reason.change', reason: next })}
      submitting={submitting}
      error={error}
      canRetry={canRetry}
      danger={needsReason(action)}
      warning={processedBy ? ORDER_MESSAGES.processedByOther(processedBy) : undefined}
      onConfirm={() => actor.send({ type: 'dialog.confirm', idempotencyKey: newIdempotencyKey() })}
      onRetry={() => actor.send({ type: 'action.retry' })}
      onCancel={() => actor.send({ type: 'dialog.cancel' })}
    />
  );
}
