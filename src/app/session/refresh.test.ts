import { describe, expect, it } from 'vitest';
import { freshestTokens } from './refresh';

describe('freshestTokens', () => {
  const mine = { token: 'a1', refreshtoken: 'r1' };
  it('uses the stored pair when another tab rotated the refresh token', () => {
    expect(freshestTokens(mine, { token: 'a2', refreshtoken: 'r2' })).toEqual({ token: 'a2', refreshtoken: 'r2' });
  });
  it('keeps its own pair when storage holds the same one or nothing', () => {
    expect(freshestTokens(mine, { token: 'a1', refreshtoken: 'r1' })).toBe(mine);
    expect(freshestTokens(mine, null)).toBe(mine);
    expect(freshestTokens(mine, { token: null, refreshtoken: null })).toBe(mine);
  });
});
