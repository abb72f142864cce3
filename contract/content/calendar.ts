/**
 * The content calendar (issue 15 §4): everything with a window on one calendar — flash sales, promo codes,
 * slider and feature-section schedules, blog publish times — and a reschedule that moves an entry's start to
 * another moment, keeping its length, with the version read (stale → 409) and each kind's own rules (a flash
 * sale's overlap refusal) applied as on its own screen.
 */
import { z } from 'zod';
import { VALIDATION } from '../platform/messages';
import { isoInstant } from '../platform/fields';

export const CALENDAR_KINDS = ['flash-sale', 'promo-code', 'slider', 'feature-section', 'blog'] as const;
export type CalendarKind = (typeof CALENDAR_KINDS)[number];

/** What each kind is called on the calendar, and the screen it is edited on. */
export const CALENDAR_KIND_LABELS: Record<CalendarKind, string> = {
  'flash-sale': 'Flash sale',
  'promo-code': 'Promo code',
  slider: 'Slider',
  'feature-section': 'Feature section',
  blog: 'Blog post',
};

/** The content calendar (base `/api`): the entries of a range (`GET ?from=&to=`), and a reschedule. */
export const CALENDAR_API = { entries: '/calendar', reschedule: '/calendar/reschedule' } as const;
/** The longest range one read covers: six weeks and a day (a month grid). */
export const CALENDAR_MAX_DAYS = 43;

export const CALENDAR_MESSAGES = {
  rangeTooLong: `Ask for at most ${CALENDAR_MAX_DAYS} days at a time`,
  endNotAfterStart: 'The end must be after the start',
  noStart: 'This entry has no start to move',
} as const;

export const CalendarQuerySchema = z
  .object({ from: isoInstant(), to: isoInstant() })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { path: ['to'], message: CALENDAR_MESSAGES.endNotAfterStart })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= CALENDAR_MAX_DAYS * 86_400_000, {
    path: ['to'],
    message: CALENDAR_MESSAGES.rangeTooLong,
  });

export const CalendarEntrySchema = z.object({
  kind: z.enum(CALENDAR_KINDS),
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  /** ISO instants; end null: open-ended (a schedule with no end) or a moment (a blog post's publish time). */
  start: z.string(),
  end: z.string().nullable(),
  /** Whole shop days (promo codes): moved by days, shown without times. */
  allDay: z.boolean(),
  status: z.string(),
});
export type CalendarEntry = z.infer<typeof CalendarEntrySchema>;

export const RescheduleSchema = z.object({
  kind: z.enum(CALENDAR_KINDS, { error: VALIDATION.required }),
  id: z.number().int().min(1).max(2_147_483_647),
  version: z.number().int().min(1),
  /** The new start; the end moves with it. A promo code takes the shop day it falls on. */
  start: isoInstant(),
});
export type RescheduleRequest = z.infer<typeof RescheduleSchema>;
