import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { VALIDATION } from './messages';
import { seedErrorMap } from './validation-errors';

/** The first issue's message when parsing with the seed error map. */
const messageOf = (schema: z.ZodType, input: unknown) =>
  schema.safeParse(input, { error: seedErrorMap }).error?.issues[0]?.message;

describe('seed wording for zod issues', () => {
  it.each([
    ['a missing value', z.object({ a: z.string() }), {}, VALIDATION.required],
    ['text where a number belongs', z.number(), 'x', VALIDATION.numeric],
    ['a fraction where an integer belongs', z.number().int(), 1.5, VALIDATION.integer],
    ['a bad email', z.email(), 'nope', VALIDATION.email],
    ['too long text', z.string().max(5), 'abcdefg', VALIDATION.maxLength(5)],
    ['too short text', z.string().min(3), 'ab', VALIDATION.minLength(3)],
    ['an empty required text', z.string().min(1), '', VALIDATION.required],
    ['a number below the minimum', z.number().min(10), 3, VALIDATION.minValue(10)],
    ['a value outside an enum', z.enum(['a', 'b']), 'c', VALIDATION.invalidFormat],
    ['an empty text failing a format', z.string().regex(/^\d+$/), '', VALIDATION.required],
    ['no choice where an enum belongs', z.enum(['a', 'b']), null, VALIDATION.required],
    ['null where a number belongs', z.number(), null, VALIDATION.required],
  ])('words %s in the seed catalogue', (_case, schema, input, expected) => {
    expect(messageOf(schema, input)).toBe(expected);
  });

  it('keeps a message the schema sets itself', () => {
    expect(messageOf(z.string().max(2, 'Too long!'), 'abc')).toBe('Too long!');
  });
});
