/** The built-in partner `self`: the shop carries its own parcels, numbers its own air waybills and prints its own labels. */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/transaction';
import { takeNumber } from '../platform/prefix-numbers';
import { labelPdf } from './label-pdf';
import type { DeliveryPartner } from './delivery-partner';
import { nextPickupAt } from './pickup-time';

export const SELF_SHIPPING = 'Self shipping';

/** The company's name, or "Self shipping" when it has none. */
async function courierNameOf(db: Db): Promise<string> {
  const [row] = await queryRows<{ name: string | null }>(db, sql`select name from company where id = 1`);
  return row?.name?.trim() || SELF_SHIPPING;
}

export const selfPartner: DeliveryPartner = {
  assignCourier: async ({ db }) => ({ courierName: await courierNameOf(db) }),
  schedulePickup: async ({ now }) => ({ pickupAt: nextPickupAt(now) }),
  // The label's transaction: the number is given back if the label fails, and the AWB prefix's next number moves on.
  allocateAwb: async ({ db }) => takeNumber(db, 'awb'),
  generateLabel: async (_ctx, order, awb) => labelPdf(order, awb),
};
