import { describe, expect, it } from 'vitest';
import { jsonDepth } from './json-body';

describe('jsonDepth', () => {
  it('counts nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('1')).toBe(0);
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"[[["}')).toBe(1);
    expect(jsonDepth('["\\\\",[]]')).toBe(2);
  });

  it('stops counting once past the limit and scans 100,000 levels without recursion', () => {
    const deep = '['.repeat(100_000) + ']'.repeat(100_000);
    expect(jsonDepth(deep)).toBe(100_000);
    expect(jsonDepth(deep, 64)).toBe(65);
  });
});
