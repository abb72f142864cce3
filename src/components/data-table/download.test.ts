import { describe, expect, it } from 'vitest';
import { exportFileName } from './download';

describe('exportFileName', () => {
  it('names the file after the table and the local day', () => {
    expect(exportFileName('promo-code', new Date(2026, 2, 5, 23, 59))).toBe('promo-code-2026-03-05.csv');
  });
});
