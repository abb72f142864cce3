import { describe, expect, it, vi } from 'vitest';
import { collectEvery, fullCollection } from './garbage';

describe('full collections for batch work', () => {
  it('has V8 full collection at hand', () => {
    expect(typeof fullCollection).toBe('function');
  });

  it('collects once every `every` units of work, counting batches of any size', () => {
    const collect = vi.fn();
    const count = collectEvery(5, collect);
    for (let i = 0; i < 4; i++) count();
    expect(collect).not.toHaveBeenCalled();
    count();
    expect(collect).toHaveBeenCalledTimes(1);
    count(3);
    count(3);
    count(12);
    expect(collect).toHaveBeenCalledTimes(3);
  });
});
