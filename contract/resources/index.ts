/** Every resource definition, by key. */
import { customerResource } from './customer';
import { deliveryLocationResource } from './delivery-location';
import { orderResource } from './order';
import { pickupLocationResource } from './pickup-location';
import { promoCodeResource } from './promo-code';
import { taxResource } from './tax';

export * from './customer';
export * from './delivery-location';
export * from './order';
export * from './pickup-location';
export * from './promo-code';
export * from './tax';

export const RESOURCES = {
  customer: customerResource,
  'pickup-location': pickupLocationResource,
  'delivery-location': deliveryLocationResource,
  tax: taxResource,
  'promo-code': promoCodeResource,
  order: orderResource,
} as const;
