/** What the shipping actions write besides the status: the partner's courier, pickup time, or AWB and label. */
import { sql } from 'drizzle-orm';
import type { OrderHead } from '../../contract/orders/order-processing';
import type { OrderAction } from '../../machines/orders/order-lifecycle.machine';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { chosenPartner, type ShipmentOrder } from '../shipping/partner';
import type { ShippingAddress } from './schema';
import { SHIP_TO_SQL } from './order-rows';

export interface ShippingChanges {
  courierName?: string;
  pickupAt?: Date;
  awbNo?: string;
  /** The label and manifest PDF; the action's statement stores it in order_documents. */
  label?: Uint8Array;
}

const SHIPPING_ACTIONS: readonly OrderAction[] = ['order.assignCourier', 'order.schedulePickup', 'order.generateLabel'];

/** The actions that ask the delivery partner (they run alone, holding the order's row lock). */
export const isShippingAction = (action: OrderAction) => SHIPPING_ACTIONS.includes(action);

/** The order as its label prints it. */
async function shipmentOf(tx: Db, head: OrderHead): Promise<ShipmentOrder> {
  const [row] = await queryRows<{
    total: string;
    payment_method: string;
    payment_status: string;
    ship_to: ShippingAddress;
    items: ShipmentOrder['items'];
  }>(
    tx,
    sql`
    select o.total::text as total, o.payment_method, o.payment_status, ${SHIP_TO_SQL} as ship_to,
      (select coalesce(json_agg(json_build_object('productName', i.product_name, 'sku', i.sku, 'quantity', i.quantity) order by i.id), '[]'::json)
        from order_items i where i.order_id = o.id) as items
    from orders o join customers c on c.id = o.customer_id where o.id = ${head.id}`,
  );
  return {
    id: head.id,
    orderNo: head.orderNo,
    total: row.total,
    paymentMethod: row.payment_method,
    paymentStatus: row.payment_status,
    courierName: head.courierName,
    pickupAt: head.pickupAt ? new Date(head.pickupAt) : null,
    shipTo: row.ship_to,
    items: row.items,
  };
}

/** Asks the chosen partner for what `action` needs; other actions change nothing here. */
export async function shippingChanges(tx: Db, head: OrderHead, action: OrderAction): Promise<ShippingChanges> {
  if (!SHIPPING_ACTIONS.includes(action)) return {};
  const partner = await chosenPartner(tx);
  const ctx = { db: tx, now: new Date() };
  if (action === 'order.assignCourier') return partner.assignCourier(ctx, head);
  if (action === 'order.schedulePickup') return partner.schedulePickup(ctx, head);
  const awbNo = await partner.allocateAwb(ctx, head);
  const label = await partner.generateLabel(ctx, await shipmentOf(tx, head), awbNo);
  return { awbNo, label };
}
