/** What an order action's audit row says: the status and shipping fields it moved, who, and why. */
import type { OrderHead } from '../../contract/orders/order-processing';
import type { AuditEntry } from '../platform/audit/record';
import type { AuditChanges } from '../platform/audit/schema';
import type { ShippingChanges } from './shipping-effects';

/** The fields an action changes, before and after (a shipping step may keep the status). */
export function orderActionChanges(from: OrderHead, status: string, shipping: ShippingChanges): AuditChanges {
  const changes: AuditChanges = {};
  const note = (field: string, before: unknown, after: unknown) => {
    if (after !== undefined && after !== before) changes[field] = { before, after };
  };
  note('status', from.status, status);
  note('courierName', from.courierName, shipping.courierName);
  note('pickupAt', from.pickupAt, shipping.pickupAt?.toISOString());
  note('awbNo', from.awbNo, shipping.awbNo);
  if (shipping.label) note('labelGenerated', from.labelGeneratedAt !== null, true);
  return changes;
}

/** What of an order action command its audit row needs (the command carries its actor: batches serve many requests). */
interface AuditedCommand {
  orderId: number;
  action: string;
  reason?: string | null;
  bulkJobId?: string;
  actor: { id: number | null; name: string; address?: string | null };
}

/** The audit entry of one applied order action. */
export const orderActionEntry = (command: AuditedCommand, changes: AuditChanges): AuditEntry => ({
  entity: 'order',
  entityId: command.orderId,
  action: command.action,
  changes,
  reason: command.reason || null,
  detail: command.bulkJobId ? { bulkJob: command.bulkJobId } : null,
  actor: { id: command.actor.id, name: command.actor.name, address: command.actor.address ?? null },
});
