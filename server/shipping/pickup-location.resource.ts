/** PICKUP_LOCATION: where couriers collect parcels — the table, its binding and the demo warehouses. */
import { sql } from 'drizzle-orm';
import { check, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { RECORD_STATUSES } from '../../contract/platform/resource';
import { pickupLocationResource } from '../../contract/shipping/pickup-location';
import { oneOf, recordColumns } from '../db/columns';
import { bindResource } from '../resources/kit';

export const pickupLocations = pgTable(
  'pickup_locations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    country: text('country').notNull().default('India'),
    pincode: text('pincode').notNull(),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
    ...recordColumns(),
  },
  (t) => [
    uniqueIndex('pickup_locations_name_lower_uq').on(sql`lower(${t.name})`),
    check('pickup_locations_status_ck', oneOf(t.status, RECORD_STATUSES)),
  ],
);

const DEMO_LOCATIONS = [
  {
    name: 'Mumbai Warehouse',
    phone: '+91 9820012345',
    address: 'Gala 14, Rajlaxmi Logistics Park',
    address2: 'Mumbai-Nashik Highway',
    city: 'Bhiwandi',
    state: 'Maharashtra',
    pincode: '421302',
    latitude: 19.2813,
    longitude: 73.0483,
  },
  {
    name: 'Bengaluru Hub',
    phone: '+91 9845012345',
    address: 'Plot 22, KIADB Industrial Area',
    address2: '',
    city: 'Hoskote',
    state: 'Karnataka',
    pincode: '562114',
    latitude: 13.0707,
    longitude: 77.7982,
  },
  {
    name: 'Delhi NCR Warehouse',
    phone: '+91 9810012345',
    address: 'Khasra 41, Sector 37',
    address2: 'Near Hero Honda Chowk',
    city: 'Gurugram',
    state: 'Haryana',
    pincode: '122001',
    latitude: 28.4595,
    longitude: 77.0266,
  },
  {
    name: 'Chennai Hub',
    phone: '+91 9840012345',
    address: 'SIPCOT Industrial Park, Unit 9',
    address2: '',
    city: 'Sriperumbudur',
    state: 'Tamil Nadu',
    pincode: '602105',
    latitude: 12.9675,
    longitude: 79.9419,
  },
  {
    name: 'Kolkata Hub',
    phone: '+91 9830012345',
    address: 'Dankuni Logistics Hub, Shed 3',
    address2: 'Delhi Road',
    city: 'Dankuni',
    state: 'West Bengal',
    pincode: '712311',
    latitude: 22.68,
    longitude: 88.29,
  },
  {
    name: 'Jaipur Store',
    phone: '+91 9829012345',
    address: '12 MI Road',
    address2: 'Opposite GPO',
    city: 'Jaipur',
    state: 'Rajasthan',
    pincode: '302001',
    latitude: null,
    longitude: null,
    status: 'Inactive',
  },
];

export const pickupLocationBinding = bindResource(pickupLocationResource, pickupLocations, {
  demo: () => DEMO_LOCATIONS,
});
