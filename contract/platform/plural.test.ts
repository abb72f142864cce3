import { describe, expect, it } from 'vitest';
import { plural, pluralWord } from './plural';

describe('plural', () => {
  it('says one thing in the singular and every other count in the plural', () => {
    expect(plural(1, 'e-mail')).toBe('1 e-mail');
    expect(plural(0, 'e-mail')).toBe('0 e-mails');
    expect(plural(2, 'product')).toBe('2 products');
  });

  it('groups digits the Indian way and takes an irregular plural', () => {
    expect(plural(120000, 'product')).toBe('1,20,000 products');
    expect(plural(3, 'key was', 'keys were')).toBe('3 keys were');
    expect(pluralWord(1, 'category', 'categories')).toBe('category');
  });
});
