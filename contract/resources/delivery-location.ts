/** DELIVERY_LOCATION (seed §3): zip code, delivery charge, free delivery amount. */
import { z } from 'zod';
import { RECORD_STATUSES, RowMeta, defineResource } from '../resource';
import { amount, pincode } from './fields';

export const DeliveryLocationSchema = z.object({
  ...RowMeta, zipCode: z.string(), deliveryCharge: z.string(), freeDeliveryAmount: z.string(), status: z.enum(RECORD_STATUSES),
});
export type DeliveryLocation = z.infer<typeof DeliveryLocationSchema>;

export const DeliveryLocationInputSchema = z.object({
  zipCode: pincode(),
  deliveryCharge: amount(0, 100_000),
  /** Orders at or above this amount ship free; 0 = never free. */
  freeDeliveryAmount: amount(0, 10_000_000),
});
export type DeliveryLocationInput = z.input<typeof DeliveryLocationInputSchema>;

export const deliveryLocationResource = defineResource({
  key: 'delivery-location',
  apiPath: '/delivery-location',
  title: 'Delivery Location',
  subject: 'delivery location',
  permission: 'locations.deliveryLocation',
  row: DeliveryLocationSchema,
  create: DeliveryLocationInputSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 70 } },
    { key: 'zipCode', label: 'Zip Code', type: 'text', column: { width: 110 } },
    { key: 'deliveryCharge', label: 'Delivery Charge', type: 'decimal', column: { width: 140, format: 'currency' } },
    { key: 'freeDeliveryAmount', label: 'Free Delivery Amount', type: 'decimal', column: { width: 170, format: 'currency' } },
    { key: 'status', label: 'Status', type: 'enum', options: RECORD_STATUSES, column: { width: 100, format: 'status' } },
    { key: 'createdAt', label: 'Created', type: 'datetime', column: { width: 150, format: 'datetime' } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
  unique: { key: 'zipCode', message: 'name already exists' },
  hasStatus: true,
  deletable: true,
});
