/**
 * One return action in the caller's transaction: lock the request, ask the lifecycle machine, check the
 * version, apply the status and the action's effect, and note it in the order's timeline.
 */
import { sql } from 'drizzle-orm';
import { MESSAGES, VALIDATION } from '../../contract/platform/messages';
import type { ReturnStatus } from '../../contract/orders/order-status';
import { returnActionLabel, type ReturnActionRequest, type ReturnActionEvent } from '../../contract/returns/returns';
import { applyReturnAction, unavailableReturnReason } from '../../machines/returns/return-lifecycle';
import { recordAudit } from '../platform/audit/record';
import type { Db } from '../db/client';
import { badRequest, conflict, notFound } from '../platform/http/http-errors';
import { restockReturn } from '../catalogue/stock/order-stock';
import { createReplacementOrder, refundReturn, type Actor } from './effects';
import { readReturnDetail, readReturnHead, type ReturnHead } from './queries';
import type { WebhookEventType } from '../../contract/webhooks/webhooks';
import { recordWebhookEvent } from '../webhooks/events';

export interface ReturnActionResult {
  id: number;
  kind: ReturnHead['kind'];
  fromStatus: ReturnStatus;
  status: ReturnStatus;
  version: number;
  /** The refund's reference, when the action refunded. */
  refundReference: string | null;
  /** The replacement order, when the action replaced. */
  replacementOrder: { id: number; orderNo: string } | null;
}

/** 400 before anything is read: reject needs its reason. */
export function checkActionBody(action: ReturnActionEvent, body: ReturnActionRequest): void {
  if (action === 'return.reject' && !body.reason?.trim()) throw badRequest(VALIDATION.required, 'reason');
}

/** The note the order's timeline gets for the action. */
function timelineNote(
  head: ReturnHead,
  action: ReturnActionEvent,
  to: ReturnStatus,
  body: ReturnActionRequest,
  result: Partial<ReturnActionResult>,
): string {
  const what = `${head.kind === 'return' ? 'Return' : 'Exchange'} ${head.returnNo}: ${returnActionLabel(action, head.kind)} (${head.status} → ${to})`;
  if (action === 'return.reject') return `${what}. Reason: ${body.reason!.trim()}`;
  if (action === 'return.refund')
    return `${what}: ${result.refundReference} to the ${body.refundMethod === 'original' ? 'original payment' : 'wallet'}`;
  if (action === 'return.replace') return `${what}: replacement order ${result.replacementOrder?.orderNo}`;
  return body.reason?.trim() ? `${what}. ${body.reason.trim()}` : what;
}

/**
 * Applies `action` to request `id`; `kindAllowed` says whether the user may edit requests of its kind.
 * 404 for no request, 403 for the wrong kind, 409 for a stale version or an action the status does not allow.
 */
export async function performReturnAction(
  tx: Db,
  id: number,
  action: ReturnActionEvent,
  body: ReturnActionRequest,
  actor: Actor,
  kindAllowed: (kind: ReturnHead['kind']) => void,
): Promise<ReturnActionResult> {
  const head = await readReturnHead(tx, id, true);
  if (!head) throw notFound();
  kindAllowed(head.kind);
  if (body.version !== undefined && body.version !== head.version) throw conflict(MESSAGES.staleVersion, 'version');
  const to = applyReturnAction(head, action);
  if (!to) throw conflict(unavailableReturnReason(head, action)!);
  const effect: Pick<ReturnActionResult, 'refundReference' | 'replacementOrder'> = {
    refundReference: null,
    replacementOrder: null,
  };
  if (action === 'return.refund')
    effect.refundReference = (await refundReturn(tx, head, body.refundMethod ?? 'wallet', actor)).reference;
  if (action === 'return.replace') effect.replacementOrder = await createReplacementOrder(tx, head, actor);
  // The goods are back: what the order took goes back in stock (once: the ledger names the return).
  if (action === 'return.receive') await restockReturn(tx, id, head.orderId, actor);
  const [updated] = (
    (await tx.execute(sql`
    update returns set status = ${to}, version = version + 1, updated_at = now(),
      rejection_reason = ${action === 'return.reject' ? body.reason!.trim() : sql`rejection_reason`},
      replacement_order_id = ${effect.replacementOrder?.id ?? sql`replacement_order_id`}
    where id = ${id} returning version`)) as unknown as { rows: { version: number }[] }
  ).rows;
  await tx.execute(sql`
    insert into order_events (order_id, kind, action, note, actor_id, actor_name)
    values (${head.orderId}, 'note', ${action}, ${timelineNote(head, action, to, body, effect)}, ${actor.id}, ${actor.name})`);
  await recordAudit(tx, {
    entity: head.kind,
    entityId: id,
    action,
    changes: { status: { before: head.status, after: to } },
    reason: body.reason?.trim() || null,
    detail: {
      orderId: head.orderId,
      ...(body.refundMethod && action === 'return.refund' ? { refundMethod: body.refundMethod } : {}),
      ...effect,
    },
  });
  const result = { id, kind: head.kind, fromStatus: head.status, status: to, version: updated.version, ...effect };
  const event = WEBHOOK_EVENT_OF[head.kind][action];
  if (event)
    await recordWebhookEvent(tx, event, async () => ({
      ...(await readReturnDetail(tx, id)),
      action,
      from: head.status,
    }));
  return result;
}

/** The webhook event each action sends, by kind (receiving goods back and cancelling a request send none). */
const WEBHOOK_EVENT_OF: Record<ReturnHead['kind'], Partial<Record<ReturnActionEvent, WebhookEventType>>> = {
  return: {
    'return.approve': 'return.approved',
    'return.reject': 'return.rejected',
    'return.refund': 'return.refunded',
  },
  exchange: {
    'return.approve': 'exchange.approved',
    'return.reject': 'exchange.rejected',
    'return.replace': 'exchange.shipped',
  },
};
