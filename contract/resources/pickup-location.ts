/** PICKUP_LOCATION (seed §3): where couriers collect parcels. A name identifies it for staff. */
import { z } from 'zod';
import { RECORD_STATUSES, RowMeta, defineResource } from '../resource';
import { optionalBounded, optionalText, phone, pincode, requiredText } from './fields';

export const PickupLocationSchema = z.object({
  ...RowMeta, name: z.string(), phone: z.string(), address: z.string(), address2: z.string(), city: z.string(), state: z.string(),
  country: z.string(), pincode: z.string(), latitude: z.number().nullable(), longitude: z.number().nullable(), status: z.enum(RECORD_STATUSES),
});
export type PickupLocation = z.infer<typeof PickupLocationSchema>;

export const PickupLocationInputSchema = z.object({
  name: requiredText(100),
  phone: phone(),
  address: requiredText(200),
  address2: optionalText(200),
  city: requiredText(100),
  state: requiredText(100),
  country: requiredText(100).default('India'),
  pincode: pincode(),
  latitude: optionalBounded(90),
  longitude: optionalBounded(180),
});
export type PickupLocationInput = z.input<typeof PickupLocationInputSchema>;

export const pickupLocationResource = defineResource({
  key: 'pickup-location',
  apiPath: '/pickup-location',
  title: 'Pickup Location',
  subject: 'pickup location',
  permission: 'locations.pickupLocation',
  row: PickupLocationSchema,
  create: PickupLocationInputSchema,
  fields: [
    { key: 'id', label: 'ID', type: 'number', column: { width: 70 } },
    { key: 'name', label: 'Name', type: 'text', column: { width: 180 } },
    { key: 'phone', label: 'Phone', type: 'text', column: { width: 130 } },
    { key: 'address', label: 'Address', type: 'text', column: { width: 240 } },
    { key: 'address2', label: 'Address 2', type: 'text', column: { width: 160, hidden: true } },
    { key: 'city', label: 'City', type: 'text', column: { width: 130 } },
    { key: 'state', label: 'State', type: 'text', column: { width: 140 } },
    { key: 'country', label: 'Country', type: 'text', column: { width: 100, hidden: true } },
    { key: 'pincode', label: 'Pincode', type: 'text', column: { width: 90 } },
    { key: 'latitude', label: 'Latitude', type: 'decimal', column: { width: 100, hidden: true, format: 'number' } },
    { key: 'longitude', label: 'Longitude', type: 'decimal', column: { width: 100, hidden: true, format: 'number' } },
    { key: 'status', label: 'Status', type: 'enum', options: RECORD_STATUSES, column: { width: 100, format: 'status' } },
    { key: 'createdAt', label: 'Created', type: 'datetime', column: { width: 150, format: 'datetime' } },
  ],
  defaultSort: { sortKey: 'id', sortOption: 'desc' },
  unique: { key: 'name', message: 'name already exists' },
  hasStatus: true,
  deletable: true,
});
