/**
 * Demo tax rates, delivery pincodes, pickup locations and promo codes. Derived arithmetically from
 * fixed lists (no randomness), with promo windows relative to `now`: some over, some running, some upcoming.
 */
import type { Db } from '../db/client';
import { deliveryLocations, pickupLocations, promoCodes, taxes } from '../db/schema';
import { SHOP_UTC_OFFSET_MS } from '../services/shop-time';
import { CITIES } from './reference-data';

const DAY_MS = 86_400_000;

/** Indian GST slabs (3% is gold and silver jewellery; 0.25% rough stones, no longer sold). */
const TAXES = [
  { name: 'GST 0%', percentage: '0.00' },
  { name: 'GST 0.25%', percentage: '0.25', status: 'Inactive' },
  { name: 'GST 3%', percentage: '3.00' },
  { name: 'GST 5%', percentage: '5.00' },
  { name: 'GST 12%', percentage: '12.00' },
  { name: 'GST 18%', percentage: '18.00' },
  { name: 'GST 28%', percentage: '28.00' },
];

const PICKUP_LOCATIONS = [
  { name: 'Mumbai Warehouse', phone: '+91 9820012345', address: 'Gala 14, Rajlaxmi Logistics Park', address2: 'Mumbai-Nashik Highway', city: 'Bhiwandi', state: 'Maharashtra', pincode: '421302', latitude: 19.2813, longitude: 73.0483 },
  { name: 'Bengaluru Hub', phone: '+91 9845012345', address: 'Plot 22, KIADB Industrial Area', address2: '', city: 'Hoskote', state: 'Karnataka', pincode: '562114', latitude: 13.0707, longitude: 77.7982 },
  { name: 'Delhi NCR Warehouse', phone: '+91 9810012345', address: 'Khasra 41, Sector 37', address2: 'Near Hero Honda Chowk', city: 'Gurugram', state: 'Haryana', pincode: '122001', latitude: 28.4595, longitude: 77.0266 },
  { name: 'Chennai Hub', phone: '+91 9840012345', address: 'SIPCOT Industrial Park, Unit 9', address2: '', city: 'Sriperumbudur', state: 'Tamil Nadu', pincode: '602105', latitude: 12.9675, longitude: 79.9419 },
  { name: 'Kolkata Hub', phone: '+91 9830012345', address: 'Dankuni Logistics Hub, Shed 3', address2: 'Delhi Road', city: 'Dankuni', state: 'West Bengal', pincode: '712311', latitude: 22.68, longitude: 88.29 },
  { name: 'Jaipur Store', phone: '+91 9829012345', address: '12 MI Road', address2: 'Opposite GPO', city: 'Jaipur', state: 'Rajasthan', pincode: '302001', latitude: null, longitude: null, status: 'Inactive' },
];

/** Codes with their kind and value: P = percentage off, A = rupees off. */
const PROMOS: readonly [string, 'P' | 'A', number][] = [
  ['WELCOME10', 'P', 10], ['FIRSTORDER', 'A', 100], ['DIWALI25', 'P', 25], ['HOLI15', 'P', 15], ['PONGAL20', 'P', 20],
  ['ONAM20', 'P', 20], ['EID15', 'P', 15], ['NEWYEAR', 'A', 200], ['MONSOON10', 'P', 10], ['SUMMER20', 'P', 20],
  ['FREESHIP', 'A', 50], ['FLAT100', 'A', 100], ['FLAT250', 'A', 250], ['FLAT500', 'A', 500], ['SAVE5', 'P', 5],
  ['SAVE15', 'P', 15], ['WEEKEND10', 'P', 10], ['KURTA20', 'P', 20], ['SAREE15', 'P', 15], ['TEA10', 'P', 10],
  ['BOOKS5', 'P', 5], ['GADGET12', 'P', 12], ['FESTIVE30', 'P', 30], ['REPUBLIC26', 'A', 260], ['FREEDOM15', 'P', 15],
  ['RAKHI10', 'P', 10], ['NAVRATRI20', 'P', 20], ['WALLET50', 'A', 50], ['LOYAL25', 'P', 25], ['BULK12', 'P', 12],
];

/** The shop-day date (Asia/Kolkata) `days` after `now`'s, as YYYY-MM-DD. */
const shopDate = (now: Date, days: number) => new Date(now.getTime() + SHOP_UTC_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/** About 40 pincodes: two per city of the first twenty; metros (the first eight) ship cheaper and free sooner. */
function deliveryRows() {
  return CITIES.slice(0, 20).flatMap((place, c) => [1, 2].map((n) => ({
    zipCode: `${place.pinPrefix}${String(n === 1 ? 1 : 10 + ((c * 7) % 80)).padStart(3, '0')}`,
    deliveryCharge: c < 8 ? '40.00' : c % 3 === 0 ? '99.00' : '60.00',
    freeDeliveryAmount: c % 9 === 8 ? '0.00' : c < 8 ? '499.00' : '999.00',
    status: c === 19 && n === 2 ? 'Inactive' : 'Active',
  })));
}

/** Thirty codes: every third is over, every third running, every third upcoming. */
function promoRows(now: Date) {
  return PROMOS.map(([name, kind, value], i) => {
    const phase = i % 3;
    const start = phase === 0 ? -75 + i : phase === 1 ? -10 - (i % 7) : 5 + i;
    const percentage = kind === 'P';
    return {
      name,
      message: percentage ? `${value}% off on your order` : `Flat ₹${value} off`,
      startDate: shopDate(now, start),
      endDate: shopDate(now, start + 14 + (i % 4) * 10),
      reusable: i % 4 === 1,
      numberOfUsers: [0, 100, 500, 1000][i % 4],
      usedCount: phase === 2 ? 0 : (i * 37) % 90,
      minimumOrderAmount: (percentage ? (i % 2) * 999 : Math.max(499, value * 5)).toFixed(2),
      maximumOrderAmount: (i % 5 === 0 ? 0 : 20_000).toFixed(2),
      minimumPurchaseAmount: (i % 3 === 0 ? 299 : 0).toFixed(2),
      discountType: percentage ? 'Percentage' : 'Amount',
      discount: value.toFixed(2),
      maxDiscount: (percentage ? 100 * (1 + (i % 5)) : 0).toFixed(2),
      cashback: name === 'WALLET50' || name === 'LOYAL25',
      listed: i % 5 !== 4,
      status: phase === 0 && i % 2 === 1 ? 'Inactive' : 'Active',
    };
  });
}

/** Inserts the demo tax rates, locations and promo codes. */
export async function seedResources(tx: Db, now: Date): Promise<void> {
  await tx.insert(taxes).values(TAXES);
  await tx.insert(deliveryLocations).values(deliveryRows());
  await tx.insert(pickupLocations).values(PICKUP_LOCATIONS);
  await tx.insert(promoCodes).values(promoRows(now));
}
