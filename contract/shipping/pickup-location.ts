/** PICKUP_LOCATION (seed §3): where couriers collect parcels. A name identifies it for staff. */
import { z } from 'zod';
import { defineKitResource, kit } from '../platform/kit';
import { optionalBounded, phone, pincode, requiredText } from '../platform/fields';

/** Latitude or longitude: blank is null; shown only through Columns. */
const coordinate = (label: string, limit: number) =>
  kit.custom(
    label,
    'decimal',
    { row: z.number().nullable(), input: optionalBounded(limit) },
    { width: 100, hidden: true, format: 'number', form: { widget: 'number', initial: null } },
  );

export const pickupLocationResource = defineKitResource({
  key: 'pickup-location',
  apiPath: '/pickup-location',
  title: 'Pickup Location',
  subject: 'pickup location',
  permission: 'locations.pickupLocation',
  route: 'PICKUP_LOCATION',
  fields: {
    id: kit.id(),
    name: kit.text('Name', { max: 100, width: 180, placeholder: 'e.g. Main warehouse' }),
    phone: kit.text('Phone', { schema: phone(), width: 130 }),
    address: kit.text('Address', { width: 240 }),
    address2: kit.text('Address 2', { optional: true, width: 160, hidden: true }),
    city: kit.text('City', { max: 100, width: 130 }),
    state: kit.text('State', { max: 100, width: 140 }),
    country: kit.text('Country', {
      schema: requiredText(100).default('India'),
      initial: 'India',
      width: 100,
      hidden: true,
    }),
    pincode: kit.text('Pincode', { schema: pincode(), width: 90 }),
    latitude: coordinate('Latitude', 90),
    longitude: coordinate('Longitude', 180),
    status: kit.status(),
    createdAt: kit.created(),
  },
  unique: { key: 'name', message: 'name already exists' },
});

export const PickupLocationSchema = pickupLocationResource.row;
export type PickupLocation = z.infer<typeof PickupLocationSchema>;
export const PickupLocationInputSchema = pickupLocationResource.create;
export type PickupLocationInput = z.input<typeof PickupLocationInputSchema>;
