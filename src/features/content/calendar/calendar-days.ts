/**
 * The content calendar's days, in the shop's time zone whatever the browser's (India keeps +05:30 all year):
 * shop days as `YYYY-MM-DD`, the weeks (Monday first) of a month or one week, and which days an entry covers.
 */
import type { CalendarEntry } from '../../../../contract/content/calendar';
import { SHOP_UTC_OFFSET_MINUTES, shopDayOf } from '../../../../contract/platform/shop-time';

export type CalendarView = 'month' | 'week';
const DAY = 86_400_000;
const OFFSET = SHOP_UTC_OFFSET_MINUTES * 60_000;

/** The instant shop day `day` starts. */
export const dayStart = (day: string): number => Date.parse(`${day}T00:00:00Z`) - OFFSET;
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
/** 0 = Monday … 6 = Sunday. */
const weekday = (day: string) => (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
export const mondayOf = (day: string): string => addDays(day, -weekday(day));
export const today = (now = Date.now()): string => shopDayOf(now);

/** The days shown: whole weeks covering `anchor`'s month, or `anchor`'s week. */
export function visibleDays(view: CalendarView, anchor: string): string[] {
  if (view === 'week') return Array.from({ length: 7 }, (_, i) => addDays(mondayOf(anchor), i));
  const first = `${anchor.slice(0, 8)}01`;
  const start = mondayOf(first);
  const nextMonth = addDays(first, 32).slice(0, 8) + '01';
  const weeks = Math.ceil((Date.parse(`${nextMonth}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / (7 * DAY));
  return Array.from({ length: weeks * 7 }, (_, i) => addDays(start, i));
}

/** The anchor one page on (`step` 1) or back (-1). */
export function stepAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'week') return addDays(anchor, 7 * step);
  const [year, month] = anchor.split('-').map(Number);
  const moved = new Date(Date.UTC(year, month - 1 + step, 1));
  return moved.toISOString().slice(0, 10);
}

/** Whether `entry` shows on `day`: its window meets the day (a moment: falls on it; no end: from its start on). */
export function coversDay(entry: Pick<CalendarEntry, 'start' | 'end' | 'kind'>, day: string): boolean {
  const from = dayStart(day);
  const to = from + DAY;
  const start = Date.parse(entry.start);
  if (entry.end === null) return entry.kind === 'blog' ? start >= from && start < to : start < to;
  return start < to && Date.parse(entry.end) > from;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** "February 2032", or "2 – 8 Feb 2032" for a week. */
export function rangeTitle(view: CalendarView, anchor: string): string {
  const [year, month] = anchor.split('-').map(Number);
  if (view === 'month') return `${MONTHS[month - 1]} ${year}`;
  const days = visibleDays('week', anchor);
  const label = (day: string) => `${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1].slice(0, 3)}`;
  return `${label(days[0])} – ${label(days[6])} ${days[6].slice(0, 4)}`;
}

/** `day` written for people: "Mon 9 Feb 2032". */
export function dayTitle(day: string): string {
  return `${WEEKDAYS[weekday(day)]} ${Number(day.slice(8))} ${MONTHS[Number(day.slice(5, 7)) - 1].slice(0, 3)} ${day.slice(0, 4)}`;
}

/** The time of day of an instant in the shop, "10:00". */
export function shopTime(iso: string): string {
  return new Date(Date.parse(iso) + OFFSET).toISOString().slice(11, 16);
}
