import { describe, expect, it } from 'vitest';
import { nulPaths } from './nul-characters';

describe('nulPaths', () => {
  it('names every string, nested or a key, that holds a NUL character', () => {
    expect(nulPaths({ name: 'ok', list: [{ value: 'a\u0000' }, 'b'], 'k\u0000': 1, deep: { x: ['\u0000'] } }))
      .toEqual(['list.0.value', 'k\u0000', 'deep.x.0']);
    expect(nulPaths('\u0000')).toEqual(['']);
  });

  it('finds nothing in ordinary input', () => {
    expect(nulPaths({ a: 'text', b: 1, c: null, d: [true, 'x'] })).toEqual([]);
    expect(nulPaths(undefined)).toEqual([]);
  });
});
