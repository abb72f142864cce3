/**
 * Delivery partners: who carries an order. The portal setting `deliveryPartner` names one; the registry
 * maps names to implementations (the built-in `self`: the shop ships itself).
 */
import { eq } from 'drizzle-orm';
import type { DeliveryPartnerName } from '../../contract/settings/portal-settings';
import type { Db } from '../db/client';
import { shopSettings } from '../settings/schema';
import type { DeliveryPartner } from './delivery-partner';
import { selfPartner } from './self-partner';

export type { DeliveryPartner, PartnerContext, ShipmentOrder } from './delivery-partner';

/** Partners by the name the portal setting holds; every partner the contract lists must be here (type error otherwise). */
export const DELIVERY_PARTNERS: Record<DeliveryPartnerName, DeliveryPartner> = { self: selfPartner };

/** The partner the shop chose; an unknown or missing setting is a server fault (logged, answered with the technical error). */
export async function chosenPartner(db: Db): Promise<DeliveryPartner> {
  const [row] = await db
    .select({ value: shopSettings.value })
    .from(shopSettings)
    .where(eq(shopSettings.key, 'deliveryPartner'));
  const name = typeof row?.value === 'string' ? row.value : null;
  const partner =
    name !== null && Object.hasOwn(DELIVERY_PARTNERS, name)
      ? DELIVERY_PARTNERS[name as DeliveryPartnerName]
      : undefined;
  if (!partner) throw new Error(`Unknown delivery partner setting: ${JSON.stringify(row?.value ?? null)}`);
  return partner;
}
