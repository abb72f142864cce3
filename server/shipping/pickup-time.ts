/** When the shop's own courier collects: the next working day (Monday to Saturday) at 10:00 shop time. */
import { SHOP_UTC_OFFSET_MS, shopDayRange } from '../platform/shop-time';

const DAY_MS = 86_400_000;
export const PICKUP_HOUR = 10;

/** The next working day after `now`'s shop day, at PICKUP_HOUR shop time; Sundays are skipped. */
export function nextPickupAt(now: Date): Date {
  let dayStart = shopDayRange(now).start.getTime() + DAY_MS;
  // The shop-local weekday of that day (0 = Sunday).
  if (new Date(dayStart + SHOP_UTC_OFFSET_MS).getUTCDay() === 0) dayStart += DAY_MS;
  return new Date(dayStart + PICKUP_HOUR * 3_600_000);
}
