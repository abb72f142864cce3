/** PICKUP_LOCATION: where couriers collect parcels. */
import { pickupLocationResource } from '../../contract/resources/pickup-location';
import { pickupLocations as t } from '../db/schema';
import { defineSource } from '../search/source';
import type { ResourceBinding } from './binding';

export const pickupLocationBinding: ResourceBinding<typeof pickupLocationResource> = {
  source: defineSource({
    def: pickupLocationResource,
    table: t,
    id: t.id,
    columns: {
      id: t.id, version: t.version, createdAt: t.createdAt, name: t.name, phone: t.phone, address: t.address,
      address2: t.address2, city: t.city, state: t.state, country: t.country, pincode: t.pincode,
      latitude: t.latitude, longitude: t.longitude, status: t.status,
    },
  }),
  toValues: (input) => ({ ...input }),
};
