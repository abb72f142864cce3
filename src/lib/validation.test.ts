import { describe, expect, it, vi } from 'vitest';
import { firstErrorMessage, isBlank, isEmpty, leafPaths, touchAll } from './validation';

describe('isEmpty', () => {
  it('is true for null, undefined, an empty string, an empty array and an empty object', () => {
    for (const v of [null, undefined, '', [], {}]) expect(isEmpty(v)).toBe(true);
  });

  it('is false for values, including zero, false, spaces and dates', () => {
    for (const v of [0, false, ' ', 'a', [0], { a: undefined }, new Date()]) expect(isEmpty(v)).toBe(false);
  });

  it('treats a string of spaces as blank (required trims)', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });
});

describe('firstErrorMessage', () => {
  it('gives the field message, else the first inner one', () => {
    expect(firstErrorMessage({ type: 'too_small', message: 'Value is required' })).toBe('Value is required');
    expect(
      firstErrorMessage({ from: { type: 'x', message: 'first' }, to: { type: 'x', message: 'second' } } as never),
    ).toBe('first');
    expect(firstErrorMessage(undefined)).toBeUndefined();
  });
});

describe('touchAll', () => {
  it('lists every leaf of the values, nested objects and rows included', () => {
    expect(leafPaths({ a: 1, b: { c: '', d: [1, 2] }, e: [{ f: 1 }], g: new Date(0) })).toEqual([
      'a',
      'b.c',
      'b.d',
      'e.0.f',
      'g',
    ]);
  });

  it('touches every field without changing it, then validates the whole form', async () => {
    const values = { name: 'x', range: { from: '', to: '' } } as Record<string, unknown>;
    const form = {
      getValues: vi.fn((path?: string) =>
        path ? path.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], values) : values,
      ),
      setValue: vi.fn(),
      trigger: vi.fn(async () => false),
    };
    await expect(touchAll(form as never)).resolves.toBe(false);
    expect(form.setValue.mock.calls).toEqual([
      ['name', 'x', { shouldTouch: true }],
      ['range.from', '', { shouldTouch: true }],
      ['range.to', '', { shouldTouch: true }],
    ]);
    expect(form.trigger).toHaveBeenCalledOnce();
  });
});
