/** What a delivery partner is: the interface every partner implements and the order facts it gets. */
import type { Db } from '../db/client';

/** Where an order ships to, as the order keeps it (orders.shipping_address). */
export interface ShippingAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
}

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
