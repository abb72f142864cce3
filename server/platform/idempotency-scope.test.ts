import { describe, expect, it } from 'vitest';
import { canonicalJson, requestScope } from './idempotency';

describe('the body an Idempotency-Key is bound to', () => {
  it('ignores key order at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 2 }], c: 3 } })).toBe(
      '{"a":{"c":3,"d":[2,{"e":2,"f":1}]},"b":1}',
    );
    expect(requestScope('PUT', '/x', { b: 1, a: { d: 1, c: 2 } })).toBe(
      requestScope('PUT', '/x', { a: { c: 2, d: 1 }, b: 1 }),
    );
  });

  it('tells bodies apart that differ only in a nested value', () => {
    expect(requestScope('POST', '/x', { answers: [{ id: 1, text: 'yes' }] })).not.toBe(
      requestScope('POST', '/x', { answers: [{ id: 1, text: 'no' }] }),
    );
  });

  it('tells another path or method apart, and treats a missing body as an empty one', () => {
    expect(requestScope('PUT', '/x', {})).not.toBe(requestScope('PUT', '/y', {}));
    expect(requestScope('PUT', '/x', {})).not.toBe(requestScope('POST', '/x', {}));
    expect(requestScope('PUT', '/x', undefined)).toBe(requestScope('PUT', '/x', {}));
  });
});
