import { describe, expect, it } from 'vitest';
import { MAX_REPORTED, nulPaths } from './nul-characters';

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

/** `leaf` inside `depth` alternating arrays and objects. */
const nested = (depth: number, leaf: unknown) => {
  let value: unknown = leaf;
  for (let i = 0; i < depth; i++) value = i % 2 ? { k: value } : [value];
  return value;
};

describe('nulPaths on hostile shapes', () => {

  it('walks 100,000 levels without recursion, in linear time', () => {
    const started = performance.now();
    const paths = nulPaths(nested(100_000, 'x\u0000'));
    expect(paths).toHaveLength(1);
    expect(paths[0].split('.')).toHaveLength(100_000);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('names at most MAX_REPORTED fields', () => {
    expect(nulPaths(Array.from({ length: 100_000 }, () => '\u0000'))).toHaveLength(MAX_REPORTED);
  });
});
