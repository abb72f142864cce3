import { afterEach, describe, expect, it, vi } from 'vitest';
import { IdempotencyKeySchema } from '../../contract/orders/order-processing';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('makes 32 hex digits the server accepts as a key', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(true);
  });

  it('makes a new key every time', () => {
    expect(new Set(Array.from({ length: 1000 }, newIdempotencyKey)).size).toBe(1000);
  });

  it('works where crypto.randomUUID is missing (a plain-http origin other than localhost)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    expect(globalThis.crypto.randomUUID).toBeUndefined();
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{32}$/);
  });
});
