import { describe, expect, it } from 'vitest';
import { addTag, hasTag, joinTags, parseTags, removeTag } from './tags';
import { parseNumberInput } from './NumberField';

describe('tag strings', () => {
  it('reads a comma-separated string as trimmed tags without empties or repeats', () => {
    expect(parseTags(' summer, cotton,,Summer , kids ')).toEqual(['summer', 'cotton', 'kids']);
    expect(parseTags('')).toEqual([]);
    expect(parseTags(null)).toEqual([]);
  });

  it('writes tags back as one comma-separated string', () => {
    expect(joinTags(['summer', ' cotton '])).toBe('summer,cotton');
    expect(joinTags([])).toBe('');
  });

  it('adds a typed tag once, and several when the text has commas', () => {
    expect(addTag('summer', 'cotton')).toBe('summer,cotton');
    expect(addTag('summer', 'SUMMER')).toBe('summer');
    expect(addTag('', 'a, b')).toBe('a,b');
  });

  it('removes a tag and finds one regardless of case', () => {
    expect(removeTag('summer,cotton', 'Summer')).toBe('cotton');
    expect(hasTag('summer,cotton', ' COTTON ')).toBe(true);
    expect(hasTag('summer', 'cot')).toBe(false);
  });
});

describe('number input', () => {
  it('gives null for blank, a number for a number, and the text otherwise', () => {
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('12.50')).toBe(12.5);
    expect(parseNumberInput('-3')).toBe(-3);
    expect(parseNumberInput('1.')).toBe(1);
    expect(parseNumberInput('12abc')).toBe('12abc');
    expect(parseNumberInput('0x10')).toBe('0x10');
  });
});
