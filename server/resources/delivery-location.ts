/** DELIVERY_LOCATION: pincodes the shop delivers to, with the charge and the free-delivery threshold. */
import { deliveryLocationResource } from '../../contract/resources/delivery-location';
import { deliveryLocations } from '../db/schema';
import { defineSource } from '../search/source';
import { decimalText, type ResourceBinding } from './binding';

export const deliveryLocationBinding: ResourceBinding<typeof deliveryLocationResource> = {
  source: defineSource({
    def: deliveryLocationResource,
    table: deliveryLocations,
    id: deliveryLocations.id,
    columns: {
      id: deliveryLocations.id, version: deliveryLocations.version, createdAt: deliveryLocations.createdAt,
      zipCode: deliveryLocations.zipCode, deliveryCharge: deliveryLocations.deliveryCharge,
      freeDeliveryAmount: deliveryLocations.freeDeliveryAmount, status: deliveryLocations.status,
    },
  }),
  toValues: (input) => ({
    zipCode: input.zipCode,
    deliveryCharge: decimalText(input.deliveryCharge),
    freeDeliveryAmount: decimalText(input.freeDeliveryAmount),
  }),
};
