import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../../contract/platform/resource';
import { parseValue } from './values';

const field = (type: FieldSpec['type'], options?: string[]): FieldSpec => ({ key: 'k', label: 'K', type, options });

describe('parseValue', () => {
  it('reads whole numbers, or their digits as text, within what a 32-bit column holds and the column itself', () => {
    expect(parseValue(field('number'), 5, 'integer')).toEqual({ from: 5, to: 5, toInclusive: true });
    expect(parseValue(field('number'), ' 7 ', 'integer')).toMatchObject({ from: 7 });
    expect(parseValue(field('number'), '-007', 'integer')).toMatchObject({ from: -7 });
    expect(parseValue(field('number'), -2_147_483_647, 'bigint')).toMatchObject({ from: -2_147_483_647 });
    expect(parseValue(field('number'), '2147483647', 'bigserial')).toMatchObject({ from: 2_147_483_647 });
    expect(parseValue(field('number'), 1.5, 'integer')).toBeUndefined();
    expect(parseValue(field('number'), 2_147_483_648, 'integer')).toBeUndefined();
    // Past 32 bits even for a bigint column: a search takes what an id in a path takes (the document says so).
    expect(parseValue(field('number'), 2_147_483_648, 'bigint')).toBeUndefined();
    expect(parseValue(field('number'), 32_768, 'smallint')).toBeUndefined();
    for (const bad of ['', 'abc', true, null, Number.NaN, '0x10', '1e3', '7.0', '+-1', 1.5]) {
      expect(parseValue(field('number'), bad as never, 'numeric(12, 2)'), String(bad)).toBeUndefined();
    }
  });

  it('keeps decimal text exact, refusing exponents and words, and reads a JSON number up to 15 digits', () => {
    expect(parseValue(field('decimal'), '1234567890123.45', undefined)).toMatchObject({ from: '1234567890123.45' });
    expect(parseValue(field('decimal'), 0.1, undefined)).toMatchObject({ from: '0.1' });
    expect(parseValue(field('decimal'), 1e-7, undefined)).toMatchObject({ from: '1e-7' });
    expect(parseValue(field('decimal'), 0.1 + 0.2, undefined)).toMatchObject({ from: '0.30000000000000004' });
    expect(parseValue(field('decimal'), -999_999_999_999_999, undefined)).toMatchObject({ from: '-999999999999999' });
    for (const bad of ['1e5', '1,000', 'ten', true, 1e15, 1e21])
      expect(parseValue(field('decimal'), bad, undefined), String(bad)).toBeUndefined();
  });

  it('accepts only real calendar days for dates', () => {
    expect(parseValue(field('date'), '2024-02-29', undefined)).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
      toInclusive: true,
    });
    for (const bad of [
      '2023-02-29',
      '2024-13-01',
      '2024-1-1',
      '2024-01-01T00:00:00Z',
      20240101,
      '0000-00-00',
      '0001-01-01',
    ]) {
      expect(parseValue(field('date'), bad, undefined)).toBeUndefined();
    }
    // A day whose shop-day start is in year 0 (which PostgreSQL cannot read) is refused for date-times too.
    expect(parseValue(field('datetime'), '0001-01-01', undefined)).toBeUndefined();
    expect(parseValue(field('datetime'), '0001-01-01T00:00:00+05:30', undefined)).toBeUndefined();
  });

  it('reads a day for a datetime as the whole shop day (Asia/Kolkata) and an instant as itself', () => {
    expect(parseValue(field('datetime'), '2024-06-01', undefined)).toEqual({
      from: '2024-05-31T18:30:00.000Z',
      to: '2024-06-01T18:30:00.000Z',
      toInclusive: false,
    });
    expect(parseValue(field('datetime'), '2024-06-01T10:00:00.123456+05:30', undefined)).toMatchObject({
      from: '2024-06-01T10:00:00.123456+05:30',
    });
    for (const bad of [
      '2024-06-01T10:00',
      'yesterday',
      '2024-06-31T00:00:00Z',
      '2024-06-01T24:00:00Z',
      '2024-06-01T10:00:00+16:00',
      5,
    ])
      expect(parseValue(field('datetime'), bad, undefined)).toBeUndefined();
  });

  it('reads booleans, enum options and text by their type', () => {
    expect(parseValue(field('boolean'), 'true', undefined)).toBe(true);
    expect(parseValue(field('boolean'), false, undefined)).toBe(false);
    expect(parseValue(field('boolean'), 'yes', undefined)).toBeUndefined();
    expect(parseValue(field('enum', ['Active', 'Inactive']), 'Active', undefined)).toBe('Active');
    expect(parseValue(field('enum', ['Active', 'Inactive']), 'active', undefined)).toBeUndefined();
    expect(parseValue(field('text'), 411001, undefined)).toBe('411001');
    expect(parseValue(field('text'), true, undefined)).toBeUndefined();
  });
});
