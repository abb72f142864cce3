/** Zod building blocks for resource forms, with the seed's wording (seed §5). */
import { z } from 'zod';
import { stripBidiControls } from './bidi-controls';
import { DAY_PATTERN, isCalendarDay } from './calendar-day';
import { MESSAGES, VALIDATION } from './messages';

/** Empty text stops at "Value is required" (seed §5): no format check runs on nothing. */
const notEmpty = { error: VALIDATION.required, abort: true } as const;

/** Required text: trimmed, not empty, at most `max` characters. */
export const requiredText = (max = 200) =>
  z.string({ error: VALIDATION.required }).trim().min(1, notEmpty).max(max, VALIDATION.maxLength(max));

/** A name people read (a product, a customer, a user, a file): required text without bidirectional controls. */
export const requiredName = (max = 200) =>
  z
    .string({ error: VALIDATION.required })
    .overwrite(stripBidiControls)
    .trim()
    .min(1, notEmpty)
    .max(max, VALIDATION.maxLength(max));

/** Optional text: trimmed; empty becomes ''. */
export const optionalText = (max = 500) => z.string().trim().max(max, VALIDATION.maxLength(max)).default('');

/** Blank (null, '', absent) is "not given"; a typed string becomes a number (NaN when it is not one). */
const toNumber = (v: unknown) =>
  v === null || v === undefined || (typeof v === 'string' && v.trim() === '')
    ? undefined
    : typeof v === 'string'
      ? Number(v.trim())
      : v;
const numberOf = () =>
  z.number({ error: (issue) => (issue.input === undefined ? VALIDATION.required : VALIDATION.numeric) });

/** A required number typed in a form or sent as JSON, within bounds. */
export const amount = (min = 0, max = 10_000_000) =>
  z.preprocess(toNumber, numberOf().min(min, VALIDATION.minValue(min)).max(max, VALIDATION.between(min, max)));

/** A required whole number within bounds. */
export const wholeNumber = (min = 0, max = 1_000_000) =>
  z.preprocess(
    toNumber,
    numberOf().int(VALIDATION.integer).min(min, VALIDATION.minValue(min)).max(max, VALIDATION.between(min, max)),
  );

/** An optional number within ±limit; blank is null. */
export const optionalBounded = (limit: number) =>
  z.preprocess(
    (v) => toNumber(v) ?? null,
    numberOf().min(-limit, VALIDATION.between(-limit, limit)).max(limit, VALIDATION.between(-limit, limit)).nullable(),
  );

/** Indian 6-digit pincode. */
export const pincode = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, notEmpty)
    .regex(/^[1-9][0-9]{5}$/, VALIDATION.invalidFormat);

export const phone = () =>
  z
    .string({ error: VALIDATION.required })
    .trim()
    .min(1, notEmpty)
    .regex(/^\+?[0-9][0-9 -]{7,14}$/, VALIDATION.invalidFormat);

/** A calendar day as `YYYY-MM-DD` that exists, in years the database holds (contract/platform/calendar-day.ts). */
export const isoDate = () =>
  z
    .string({ error: VALIDATION.required })
    .min(1, notEmpty)
    .regex(/^\d{4}-\d{2}-\d{2}$/, VALIDATION.invalidFormat)
    .refine(isCalendarDay, MESSAGES.noSuchDate)
    // The document states the same days: real ones, years 1900-9999 (the regex alone would say any digits).
    .meta({ format: 'date', pattern: DAY_PATTERN });

const ISO_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment as ISO 8601 with its offset (the form sends the shop's +05:30), in the years 2000 to 2199. */
export const isoInstant = () =>
  z
    .string({ error: VALIDATION.required })
    .min(1, { error: VALIDATION.required, abort: true })
    .regex(ISO_INSTANT, { error: VALIDATION.invalidFormat, abort: true })
    .refine((v) => {
      const year = new Date(v).getUTCFullYear();
      return year >= 2000 && year < 2200;
    }, VALIDATION.invalidFormat)
    .meta({ format: 'date-time' });

/** Money in rows: numeric as a decimal string, exact. */
export const money = () => z.string();
