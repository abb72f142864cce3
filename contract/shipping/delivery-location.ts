/** DELIVERY_LOCATION (seed §3): zip code, delivery charge, free delivery amount. */
import type { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { pincode } from '../platform/fields';

export const deliveryLocationResource = defineKitResource({
  key: 'delivery-location',
  apiPath: '/delivery-location',
  title: 'Delivery Location',
  subject: 'delivery location',
  permission: 'locations.deliveryLocation',
  route: 'DELIVERY_LOCATION',
  fields: {
    id: kit.id(),
    zipCode: kit.text('Zip Code', { schema: pincode(), width: 110, placeholder: 'e.g. 560001' }),
    deliveryCharge: kit.decimal('Delivery Charge', { max: 100_000, width: 140, format: 'currency', unit: '₹' }),
    /** Orders at or above this amount ship free; 0 = never free. */
    freeDeliveryAmount: kit.decimal('Free Delivery Amount', {
      width: 170,
      format: 'currency',
      unit: '₹',
      helperText: 'Orders at or above this amount ship free; 0 = never free.',
    }),
    status: kit.status(),
    createdAt: kit.created(),
  },
  unique: { key: 'zipCode', message: 'name already exists' },
});

export const DeliveryLocationSchema = deliveryLocationResource.row;
export type DeliveryLocation = z.infer<typeof DeliveryLocationSchema>;
export const DeliveryLocationInputSchema = deliveryLocationResource.create;
export type DeliveryLocationInput = z.input<typeof DeliveryLocationInputSchema>;
