/**
 * Schedules of what the storefront's home page shows (issue 15 §2): a slider or a feature section shows from
 * `startsAt` (inclusive) to `endsAt` (exclusive), either end open when blank, and only while switched on.
 * One function answers "does it show at moment T"; the lists' Showing column mirrors it in SQL
 * (server/content/schedule-sql.ts) and the preview of the shop at a moment calls it.
 */
import { z } from 'zod';
import { kit } from '../platform/kit';
import { isoInstant } from '../platform/fields';

/** What a scheduled row is at a moment: on the shop, waiting for its start, past its end, or switched off. */
export const SCHEDULE_STATES = ['Showing', 'Scheduled', 'Ended', 'Off'] as const;
export type ScheduleState = (typeof SCHEDULE_STATES)[number];

export const SCHEDULE_MESSAGES = {
  endNotAfterStart: 'The end must be after the start',
} as const;

export interface Scheduled {
  status: string;
  /** ISO instants; null: open at that end. */
  startsAt: string | null;
  endsAt: string | null;
}

/** The state of `row` at `at` (milliseconds): Off when Inactive, else by its window [start, end). */
export function scheduleStateAt(row: Scheduled, at: number): ScheduleState {
  if (row.status !== 'Active') return 'Off';
  if (row.startsAt !== null && at < Date.parse(row.startsAt)) return 'Scheduled';
  if (row.endsAt !== null && at >= Date.parse(row.endsAt)) return 'Ended';
  return 'Showing';
}

export const showsAt = (row: Scheduled, at: number): boolean => scheduleStateAt(row, at) === 'Showing';

/** Blank (absent, null, '') is an open end; anything else is a moment with its offset. */
const openInstant = () => z.preprocess((v) => (v === '' || v === undefined ? null : v), isoInstant().nullable());

/** The kit fields of a schedule: its two ends (entered in the shop's time zone) and its state now (read). */
export const scheduleFields = () => ({
  startsAt: kit.custom(
    'Shows from',
    'datetime',
    { row: z.string().nullable(), input: openInstant() },
    {
      width: 150,
      format: 'shop-datetime',
      form: { widget: 'datetime', initial: null },
    },
  ),
  endsAt: kit.custom(
    'Shows until',
    'datetime',
    { row: z.string().nullable(), input: openInstant() },
    {
      width: 150,
      format: 'shop-datetime',
      form: { widget: 'datetime', initial: null },
    },
  ),
  showing: kit.custom(
    'Now',
    'enum',
    { row: z.enum(SCHEDULE_STATES), input: undefined },
    { width: 96, format: 'status', options: SCHEDULE_STATES },
  ),
});

/** The schedule's rule for an input schema: when both ends are given, the end is after the start. */
export const endAfterStart = (v: { startsAt?: string | null; endsAt?: string | null }) =>
  !v.startsAt || !v.endsAt || Date.parse(v.endsAt) > Date.parse(v.startsAt);
