import { describe, expect, it } from 'vitest';
import { createTypedKeys, type KeyOutcome } from './typed-keys';

describe('keys typed ahead of the order screen', () => {
  it('waits while the screen is busy, then applies the keys in the order typed', () => {
    const refused: string[] = [];
    const keys = createTypedKeys((count, reason) => refused.push(`${count}: ${reason}`));
    const applied: string[] = [];
    let ready = false;
    for (const key of [' ', 'Enter', 'Enter']) keys.push(key);
    keys.drain(() => ready, (key) => (applied.push(key), 'applied'));
    expect(applied).toEqual([]);
    ready = true;
    keys.drain(() => ready, (key) => (applied.push(key), 'applied'));
    expect(applied).toEqual([' ', 'Enter', 'Enter']);
    expect(keys.waiting).toEqual([]);
    expect(refused).toEqual([]);
  });

  it('stops where a key makes the screen busy again, and keeps a key to apply again', () => {
    const keys = createTypedKeys(() => {});
    let busy = false;
    const seen: string[] = [];
    for (const key of ['a', 'Enter', 'j']) keys.push(key);
    keys.drain(() => !busy, (key) => {
      seen.push(key);
      if (key === 'Enter') busy = true;
      return 'applied';
    });
    expect(seen).toEqual(['a', 'Enter']);
    expect(keys.waiting).toEqual(['j']);
    busy = false;
    let tries = 0;
    keys.drain(() => !busy, () => (++tries === 1 ? ((busy = true), 'again') : 'applied'));
    expect(keys.waiting).toEqual(['j']);
    busy = false;
    keys.drain(() => !busy, () => 'applied');
    expect(keys.waiting).toEqual([]);
  });

  it('refuses a key that cannot be applied with every key typed after it, and says so once', () => {
    const refused: string[] = [];
    const keys = createTypedKeys((count, reason) => refused.push(`${count}: ${reason}`));
    let sizes = 0;
    keys.subscribe(() => sizes++);
    for (const key of ['h', 'Enter', 'j']) keys.push(key);
    keys.drain(() => true, (key): KeyOutcome => (key === 'h' ? { refused: 'Mark as shipped is not available' } : 'applied'));
    expect(refused).toEqual(['3: Mark as shipped is not available']);
    expect(keys.waiting).toEqual([]);
    expect(sizes).toBe(4);
  });
});
