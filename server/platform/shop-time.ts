/** The shop's day: Asia/Kolkata, UTC+05:30 all year (India has no daylight saving). */
const DAY_MS = 86_400_000;
/** Asia/Kolkata's offset from UTC in milliseconds. */
export const SHOP_UTC_OFFSET_MS = 330 * 60_000;

/** Start (inclusive) and end (exclusive) of the shop day containing `now`, as instants. */
export function shopDayRange(now = new Date()): { start: Date; end: Date } {
  const localMidnight = Math.floor((now.getTime() + SHOP_UTC_OFFSET_MS) / DAY_MS) * DAY_MS;
  const start = new Date(localMidnight - SHOP_UTC_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}
