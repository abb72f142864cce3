import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../contract/platform/messages';
import { MAX_REPORTED, unstorableReason, unstorableTexts } from './unstorable-text';

const paths = (value: unknown) => unstorableTexts(value).map((hit) => hit.path);

describe('unstorableTexts', () => {
  it('names every string, nested or a key, that holds a NUL character', () => {
    expect(paths({ name: 'ok', list: [{ value: 'a\u0000' }, 'b'], 'k\u0000': 1, deep: { x: ['\u0000'] } })).toEqual([
      'list.0.value',
      'k\u0000',
      'deep.x.0',
    ]);
    expect(paths('\u0000')).toEqual(['']);
  });

  it('names a lone surrogate, high or low, in a value or a key, in words of its own', () => {
    expect(unstorableTexts({ note: 'a\udfff', list: ['\ud800b'], 'k\udc00': 1 })).toEqual([
      { path: 'note', message: VALIDATION.brokenCharacter },
      { path: 'list.0', message: VALIDATION.brokenCharacter },
      { path: 'k\udc00', message: VALIDATION.brokenCharacter },
    ]);
    expect(unstorableReason('a\u0000')).toBe(VALIDATION.invalidFormat);
  });

  it('finds nothing in ordinary input, emoji (whole surrogate pairs) included', () => {
    expect(paths({ a: 'text', b: 1, c: null, d: [true, 'x'], e: 'smile \ud83d\ude00 ok', f: 'ünïcødé ‮' })).toEqual([]);
    expect(paths(undefined)).toEqual([]);
  });
});

/** `leaf` inside `depth` alternating arrays and objects. */
const nested = (depth: number, leaf: unknown) => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { k: value } : [value];
  return value;
};

describe('unstorableTexts on hostile shapes', () => {
  // Without recursion: a recursive walk overflows the stack long before 100,000 levels. (Its speed is not timed here:
  // a unit test's clock measures the machine's load as much as the code.)
  it('walks 100,000 levels without recursion', () => {
    const found = paths(nested(100_000, 'x\udfff'));
    expect(found).toHaveLength(1);
    expect(found[0].split('.')).toHaveLength(100_000);
  });

  it('names at most MAX_REPORTED fields', () => {
    expect(unstorableTexts(Array.from({ length: 100_000 }, () => '\u0000'))).toHaveLength(MAX_REPORTED);
    expect(unstorableTexts(Array.from({ length: 100_000 }, () => '\ud800'))).toHaveLength(MAX_REPORTED);
  });
});
