import { describe, expect, it } from 'vitest';
import { isUnstorableText } from './pg-errors';

/** A driver error as drizzle wraps it: its own message is the query, the driver's error is the cause. */
const wrapped = (code: string, message: string) =>
  Object.assign(new Error('Failed query: insert …'), { cause: Object.assign(new Error(message), { code }) });

describe('isUnstorableText', () => {
  it('is true for a lone surrogate refused as json (22P02), a NUL (22P05) and a character outside the encoding (22021)', () => {
    expect(isUnstorableText(wrapped('22P02', 'invalid input syntax for type json'))).toBe(true);
    expect(isUnstorableText(wrapped('22P05', 'unsupported Unicode escape sequence'))).toBe(true);
    expect(isUnstorableText(wrapped('22021', 'invalid byte sequence for encoding "UTF8": 0x00'))).toBe(true);
  });

  it('is false for a bad cast the server made (22P02 of another type) and other errors', () => {
    expect(isUnstorableText(wrapped('22P02', 'invalid input syntax for type integer: "x"'))).toBe(false);
    expect(isUnstorableText(wrapped('23505', 'duplicate key value violates unique constraint'))).toBe(false);
    expect(isUnstorableText(new Error('for type json'))).toBe(false);
  });
});
