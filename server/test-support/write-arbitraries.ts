/**
 * fast-check arbitraries for write bodies: a valid body of a resource with some fields replaced by values
 * past what their columns hold (numbers at the 32/53-bit edges and the double range, days that do not exist),
 * or of the wrong type, and versions past a 32-bit integer.
 */
import * as fc from 'fast-check';
import { overflowNumber, overflowText } from './search-arbitraries';

type Body = Record<string, unknown>;

/** A value a client might send for any field: in range, past the column's range, or of another type. */
const anyFieldValue = fc.oneof(
  { arbitrary: overflowNumber, weight: 3 },
  { arbitrary: overflowText, weight: 3 },
  fc.integer(),
  fc.double(),
  fc.string({ maxLength: 8 }),
  fc.boolean(),
  fc.constant(null),
);

/** `valid` with one to three of its fields (or `extraKeys`) replaced by anyFieldValue. */
export function mangledBody(valid: Body, extraKeys: readonly string[] = []): fc.Arbitrary<Body> {
  const keys = [...Object.keys(valid), ...extraKeys];
  const change = fc.tuple(fc.constantFrom(...keys), anyFieldValue);
  return fc
    .array(change, { minLength: 1, maxLength: 3 })
    .map((changes) => ({ ...valid, ...Object.fromEntries(changes) }));
}

/** A version as a client might send it: a real one, past 32 bits, past 53 bits, or not a whole number. */
export const anyVersion = fc.oneof(
  fc.integer({ min: 1, max: 3 }),
  overflowNumber,
  fc.constantFrom(2 ** 31 - 1, 0, -1, 1.5),
);
