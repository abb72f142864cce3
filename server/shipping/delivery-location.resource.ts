/** DELIVERY_LOCATION: pincodes the shop delivers to, with the charge and the free-delivery threshold. */
import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { deliveryLocationResource } from '../../contract/shipping/delivery-location';
import { money, oneOf, recordColumns } from '../db/columns';
import { CITIES } from '../seed/reference-data';
import { bindResource } from '../resources/kit';

export const deliveryLocations = pgTable(
  'delivery_locations',
  {
    id: serial('id').primaryKey(),
    zipCode: text('zip_code').notNull(),
    deliveryCharge: money('delivery_charge').notNull(),
    /** Orders at or above this amount ship free; 0 = never free. */
    freeDeliveryAmount: money('free_delivery_amount').notNull(),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('delivery_locations_zip_code_lower_uq').on(sql`lower(${t.zipCode})`),
    check('delivery_locations_status_ck', oneOf(t.status, RECORD_STATUSES)),
    check('delivery_locations_amounts_ck', sql`${t.deliveryCharge} >= 0 and ${t.freeDeliveryAmount} >= 0`),
  ],
);

/** About 40 pincodes: two per city of the first twenty; metros (the first eight) ship cheaper and free sooner. */
const demoRows = () =>
  CITIES.slice(0, 20).flatMap((place, c) =>
    [1, 2].map((n) => ({
      zipCode: `${place.pinPrefix}${String(n === 1 ? 1 : 10 + ((c * 7) % 80)).padStart(3, '0')}`,
      deliveryCharge: c < 8 ? '40.00' : c % 3 === 0 ? '99.00' : '60.00',
      freeDeliveryAmount: c % 9 === 8 ? '0.00' : c < 8 ? '499.00' : '999.00',
      status: c === 19 && n === 2 ? 'Inactive' : 'Active',
    })),
  );

export const deliveryLocationBinding = bindResource(deliveryLocationResource, deliveryLocations, { demo: demoRows });
