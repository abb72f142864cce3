/** The shop's day: Asia/Kolkata, UTC+05:30 all year (India has no daylight saving). */
import { sql, type SQLWrapper } from 'drizzle-orm';
import { SHOP_UTC_OFFSET_MINUTES } from '../../contract/platform/shop-time';
const DAY_MS = 86_400_000;
/** Asia/Kolkata's offset from UTC in milliseconds. */
export const SHOP_UTC_OFFSET_MS = SHOP_UTC_OFFSET_MINUTES * 60_000;

/** Start (inclusive) and end (exclusive) of the shop day containing `now`, as instants. */
export function shopDayRange(now = new Date()): { start: Date; end: Date } {
  const localMidnight = Math.floor((now.getTime() + SHOP_UTC_OFFSET_MS) / DAY_MS) * DAY_MS;
  const start = new Date(localMidnight - SHOP_UTC_OFFSET_MS);
  return { start, end: new Date(start.getTime() + DAY_MS) };
}

/**
 * The shop's clock: the system's, unless a test in this process moved it (a browser test opens a flash sale's
 * window by moving the clock past its start, not by sleeping). Every price and status that depends on the
 * moment reads it here, and SQL reads it through `shopNowSql`, so the API and its queries agree.
 */
let clockOffsetMs = 0;

/** Now, by the shop's clock. */
export const shopNow = (): Date => new Date(Date.now() + clockOffsetMs);

/** Moves the shop's clock so that now is `to` (and runs on from there); tests only, in the server's process. */
export function moveShopClock(to: Date): void {
  clockOffsetMs = to.getTime() - Date.now();
}

/** The shop's now as a SQL timestamptz parameter, read when each query is built. */
export const shopNowSql: SQLWrapper = { getSQL: () => sql`${shopNow().toISOString()}::timestamptz` };

/** Puts the shop's clock back on the system's. */
export function resetShopClock(): void {
  clockOffsetMs = 0;
}
