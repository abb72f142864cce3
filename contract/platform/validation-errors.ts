/**
 * Zod issues in the seed's wording (seed §5 "Default wording"). Schemas that set their own message keep it;
 * every other issue gets a catalogue message here, so server 400s and form errors read the same.
 */
// zod/mini's config is the one every zod schema reads (classic too), without loading classic zod for it.
import * as z from 'zod/mini';
import { VALIDATION } from './messages';

type RawIssue = Parameters<z.core.$ZodErrorMap>[0];

const isMissing = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/**
 * The catalogue message for one zod issue, whatever its kind (every kind zod has ends in the default):
 * an empty value is "Value is required" whichever check it failed (a regex, an enum, a type).
 */
export function seedErrorMessage(issue: RawIssue): string {
  if (isMissing(issue.input) && issue.code !== 'custom') return VALIDATION.required;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'number') return VALIDATION.numeric;
      if (issue.expected === 'int') return VALIDATION.integer;
      return VALIDATION.invalidFormat;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? VALIDATION.required : VALIDATION.minLength(Number(issue.minimum));
      if (issue.origin === 'number' || issue.origin === 'int') return VALIDATION.minValue(Number(issue.minimum));
      return Number(issue.minimum) <= 1 ? VALIDATION.required : VALIDATION.invalidFormat;
    case 'too_big':
      if (issue.origin === 'string') return VALIDATION.maxLength(Number(issue.maximum));
      return VALIDATION.invalidFormat;
    case 'invalid_format':
      return issue.format === 'email' ? VALIDATION.email : VALIDATION.invalidFormat;
    case 'not_multiple_of':
      return issue.divisor === 1 ? VALIDATION.integer : VALIDATION.invalidFormat;
    default:
      return VALIDATION.invalidFormat;
  }
}

/** Zod error map producing seed wording; `z.config({ customError: seedErrorMap })`. */
export const seedErrorMap: z.core.$ZodErrorMap = (issue) => seedErrorMessage(issue);

/** Makes every zod schema in this process report issues in the seed's wording (idempotent). */
export function applySeedValidationMessages(): void {
  z.config({ customError: seedErrorMap });
}
