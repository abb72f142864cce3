import { describe, expect, it } from 'vitest';
import { defuseFormula, restoreDefused } from './csv';

describe('defuseFormula', () => {
  it('prefixes text a spreadsheet would run as a formula', () => {
    for (const text of ['=SUM(A1)', '+cmd|x', '-2+3*cmd', '@SUM(1)', '\tx'])
      expect(defuseFormula(text)).toBe(`'${text}`);
  });

  it('keeps phone numbers, signed numbers and ordinary text as they are', () => {
    for (const text of ['+91 98200 12345', '-12.50', '(022) 2345-6789', 'Mumbai', 'a=b'])
      expect(defuseFormula(text)).toBe(text);
  });
});

describe('restoreDefused', () => {
  it('gives back every text defuseFormula was given, a genuine leading apostrophe included', () => {
    const texts = [
      '=SUM(A1)',
      '+cmd|x',
      '-2+3*cmd',
      '@SUM(1)',
      '\tx',
      "'=x",
      "''@y",
      "'plain",
      "'",
      "''",
      '+91 98200 12345',
      "'-12.50",
      'Mumbai',
      '',
    ];
    for (const text of texts) expect(restoreDefused(defuseFormula(text))).toBe(text);
    expect(defuseFormula("'=x")).toBe("''=x");
  });

  it('keeps an apostrophe the export would not have added', () => {
    for (const cell of ["'plain", "'+91 98200 12345", "'"]) expect(restoreDefused(cell)).toBe(cell);
  });
});
