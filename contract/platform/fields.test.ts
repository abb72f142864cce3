import { describe, expect, it } from 'vitest';
import { VALIDATION } from './messages';
import { amount, isoDate, optionalBounded, wholeNumber } from './fields';

const message = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe('number fields', () => {
  it('treats blank as missing, not as 0', () => {
    for (const blank of [null, '', '  ', undefined])
      expect(message(amount().safeParse(blank))).toBe(VALIDATION.required);
  });
  it('reads numbers typed as text and refuses what is not a number', () => {
    expect(amount().parse('12.5')).toBe(12.5);
    expect(message(amount().safeParse('12abc'))).toBe(VALIDATION.numeric);
  });
  it('keeps bounds and whole numbers in the seed wording', () => {
    expect(message(amount(0, 100).safeParse(101))).toBe(VALIDATION.between(0, 100));
    expect(message(amount(1).safeParse(0))).toBe(VALIDATION.minValue(1));
    expect(message(wholeNumber().safeParse(1.5))).toBe(VALIDATION.integer);
  });
  it('lets an optional coordinate be blank (null) and bounds it otherwise', () => {
    expect(optionalBounded(90).parse('')).toBeNull();
    expect(optionalBounded(90).parse(null)).toBeNull();
    expect(message(optionalBounded(90).safeParse(91))).toBe(VALIDATION.between(-90, 90));
  });

  it('says a missing day is required, and a malformed one is in an invalid format', () => {
    expect(message(isoDate().safeParse(''))).toBe(VALIDATION.required);
    expect(message(isoDate().safeParse('31-12-2026'))).toBe(VALIDATION.invalidFormat);
  });
});
