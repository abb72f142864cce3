/**
 * Delivery partners: who carries an order. The portal setting `deliveryPartner` names one; the registry
 * maps names to implementations (the built-in `self`: the shop ships itself).
 */
import { eq } from 'drizzle-orm';
import type { DeliveryPartnerName } from '../../contract/portal-settings';
import type { ShippingAddress } from '../db/schema-shop';
import type { Db } from '../db/client';
import { shopSettings } from '../db/schema';
import { selfPartner } from './self-partner';

/** What a partner needs to know of an order to print its label and manifest. */
export interface ShipmentOrder {
  id: number;
  orderNo: string;
  total: string;
  paymentMethod: string;
  paymentStatus: string;
  courierName: string | null;
  pickupAt: Date | null;
  shipTo: ShippingAddress;
  items: { productName: string; sku: string; quantity: number }[];
}

/** A partner works inside the action's transaction (`db`), so its numbers and reads roll back with it. */
export interface PartnerContext {
  db: Db;
  now: Date;
}

export interface DeliveryPartner {
  assignCourier(ctx: PartnerContext, order: { id: number }): Promise<{ courierName: string }>;
  schedulePickup(ctx: PartnerContext, order: { id: number }): Promise<{ pickupAt: Date }>;
  /** The air waybill number of the shipment. */
  allocateAwb(ctx: PartnerContext, order: { id: number }): Promise<string>;
  /** The label and manifest as one PDF. */
  generateLabel(ctx: PartnerContext, order: ShipmentOrder, awb: string): Promise<Uint8Array>;
}

/** Partners by the name the portal setting holds; every partner the contract lists must be here (type error otherwise). */
export const DELIVERY_PARTNERS: Record<DeliveryPartnerName, DeliveryPartner> = { self: selfPartner };

/** The partner the shop chose; an unknown or missing setting is a server fault (logged, answered with the technical error). */
export async function chosenPartner(db: Db): Promise<DeliveryPartner> {
  const [row] = await db.select({ value: shopSettings.value }).from(shopSettings).where(eq(shopSettings.key, 'deliveryPartner'));
  const name = typeof row?.value === 'string' ? row.value : null;
  const partner = name !== null && Object.hasOwn(DELIVERY_PARTNERS, name) ? DELIVERY_PARTNERS[name as DeliveryPartnerName] : undefined;
  if (!partner) throw new Error(`Unknown delivery partner setting: ${JSON.stringify(row?.value ?? null)}`);
  return partner;
}
