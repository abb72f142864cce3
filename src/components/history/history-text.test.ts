import { describe, expect, it } from 'vitest';
import { historyLine, historyValue } from './history-text';

describe('history text', () => {
  it('shows a field as its label with the value before and after', () => {
    expect(historyLine('percentage', { before: '5.00', after: '6.00' }, { percentage: 'Percentage' })).toBe(
      'Percentage: 5.00 → 6.00',
    );
    expect(historyLine('name', { before: null, after: 'GST 5%' })).toBe('name: — → GST 5%');
  });

  it('says only that a secret changed', () => {
    expect(historyLine('password', { changed: true }, { password: 'Password' })).toBe('Password changed');
  });

  it('shows booleans as Yes/No and cuts long values', () => {
    expect(historyValue(true)).toBe('Yes');
    expect(historyValue({ order: ['a'] })).toBe('{"order":["a"]}');
    expect(historyValue('x'.repeat(200))).toHaveLength(80);
  });
});
