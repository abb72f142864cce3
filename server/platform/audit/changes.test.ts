import { describe, expect, it } from 'vitest';
import { diffChanges, isSecretField, redactValue } from './changes';

describe('audit changes', () => {
  it('keeps only the fields that differ, before and after, without bookkeeping columns', () => {
    const before = { id: 3, name: 'GST 5%', percentage: '5.00', status: 'Active', version: 1, createdAt: 'x' };
    const after = { ...before, percentage: '6.00', version: 2 };
    expect(diffChanges(before, after)).toEqual({ percentage: { before: '5.00', after: '6.00' } });
    expect(diffChanges(before, { ...before, version: 9 })).toBeNull();
  });

  it('lists every field of a created or deleted record against null', () => {
    expect(diffChanges(null, { id: 1, name: 'A', note: null })).toEqual({
      id: { before: null, after: 1 },
      name: { before: null, after: 'A' },
    });
    expect(diffChanges({ id: 1, name: 'A' }, null)).toEqual({
      id: { before: 1, after: null },
      name: { before: 'A', after: null },
    });
  });

  it('compares nested values by content, whatever their key order', () => {
    expect(diffChanges({ layout: { a: 1, b: [1, 2] } }, { layout: { b: [1, 2], a: 1 } })).toBeNull();
    expect(diffChanges({ layout: { a: 1 } }, { layout: { a: 2 } })).toEqual({
      layout: { before: { a: 1 }, after: { a: 2 } },
    });
  });

  it('says only that a secret changed, at any depth, never its value', () => {
    const changes = diffChanges(
      { passwordHash: '$argon2id$old', smtp: { host: 'a', smtpPass: 'p1' } },
      { passwordHash: '$argon2id$new', smtp: { host: 'b', smtpPass: 'p2' } },
    );
    expect(changes).toEqual({
      passwordHash: { changed: true },
      smtp: { before: { host: 'a', smtpPass: { changed: true } }, after: { host: 'b', smtpPass: { changed: true } } },
    });
    expect(JSON.stringify(changes)).not.toMatch(/argon2id|p1|p2/);
    expect(diffChanges({ apiKey: 'k1' }, { apiKey: 'k1' })).toBeNull();
  });

  it('tells secret field names in any case style from ordinary ones', () => {
    for (const name of [
      'password',
      'newPassword',
      'password_hash',
      'refreshtoken',
      'jwtToken',
      'api-key',
      'apiKey',
      'smtp_pass',
      'clientSecret',
      'credentials',
      'privateKey',
      'otp',
    ])
      expect(isSecretField(name), name).toBe(true);
    for (const name of [
      'name',
      'tableKey',
      'sortKey',
      'passenger',
      'footprint',
      'status',
      'hashtags',
      'keyword',
      'tokenizer',
    ])
      expect(isSecretField(name), name).toBe(false);
  });

  it('redacts inside arrays and stops at a bounded depth', () => {
    expect(redactValue([{ token: 't', a: 1 }])).toEqual([{ token: { changed: true }, a: 1 }]);
    let deep: unknown = 'bottom';
    for (let i = 0; i < 20; i++) deep = { next: deep };
    expect(JSON.stringify(redactValue(deep))).not.toContain('bottom');
  });
});
