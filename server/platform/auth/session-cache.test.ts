import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';
import type { PortalUserRow } from './users';

const user = (id: number) => ({ id }) as PortalUserRow;

describe('session cache', () => {
  it('remembers a live session until its time is up', () => {
    const cache = createSessionCache(1000);
    cache.set('fam-1', user(7), 0);
    expect(cache.get(7, 'fam-1', 999)).toEqual(user(7));
    expect(cache.get(7, 'fam-1', 1000)).toBeUndefined();
  });
  it('never answers for another user of the same family key', () => {
    const cache = createSessionCache(1000);
    cache.set('fam-1', user(7), 0);
    expect(cache.get(8, 'fam-1', 1)).toBeUndefined();
  });
  it('forgets a family, or every family of a user, at once', () => {
    const cache = createSessionCache(1000);
    cache.set('a', user(7), 0);
    cache.set('b', user(7), 0);
    cache.set('c', user(9), 0);
    cache.forgetFamily('a');
    expect(cache.get(7, 'a', 1)).toBeUndefined();
    cache.forgetUser(7);
    expect(cache.get(7, 'b', 1)).toBeUndefined();
    expect(cache.get(9, 'c', 1)).toEqual(user(9));
  });
  it('keeps nothing when switched off', () => {
    const cache = createSessionCache(0);
    cache.set('a', user(7), 0);
    expect(cache.get(7, 'a', 0)).toBeUndefined();
  });
});
