/**
 * The shop's time zone: the shop day (dashboard, reports), and the moments staff schedule (flash sales) are
 * shown and entered in it whatever the browser's. India keeps +05:30 all year, so the offset is a constant.
 */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';
export const SHOP_UTC_OFFSET_MINUTES = 330;

/** The shop's calendar day (`YYYY-MM-DD`) that moment `at` falls on. */
export function shopDayOf(at: Date | number): string {
  const ms = typeof at === 'number' ? at : at.getTime();
  return new Date(ms + SHOP_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}
