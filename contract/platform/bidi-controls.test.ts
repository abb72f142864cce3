import { describe, expect, it } from 'vitest';
import { stripBidiControls } from './bidi-controls';
import { requiredName } from './fields';
import { VALIDATION } from './messages';

describe('stripBidiControls', () => {
  it('drops every bidirectional control: embeddings, overrides, isolates and marks', () => {
    const controls = [
      '\u202A',
      '\u202B',
      '\u202C',
      '\u202D',
      '\u202E',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u200E',
      '\u200F',
      '\u061C',
    ];
    expect(stripBidiControls(`a${controls.join('')}b`)).toBe('ab');
    expect(stripBidiControls('\u202Egnp.exe')).toBe('gnp.exe');
  });

  it('keeps right-to-left letters, emoji and joiners', () => {
    expect(stripBidiControls('مرحبا שלום 😀 👩\u200D💻')).toBe('مرحبا שלום 😀 👩\u200D💻');
  });
});

describe('requiredName', () => {
  it('drops bidirectional controls, then trims and checks what is left', () => {
    expect(requiredName().parse(' \u202Egnp.exe ')).toBe('gnp.exe');
    expect(requiredName().safeParse('\u202E \u2066').error?.issues[0].message).toBe(VALIDATION.required);
    expect(requiredName(3).parse('ab\u202Ec')).toBe('abc');
  });
});
