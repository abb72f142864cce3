import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretsCipher, isSealed, secretHint } from './cipher';

describe('secrets cipher (AES-256-GCM)', () => {
  const cipher = createSecretsCipher(randomBytes(32));

  it('seals with a version prefix and opens back to the plaintext', () => {
    const sealed = cipher.seal('smtp-password-1234');
    expect(sealed.startsWith('v1:')).toBe(true);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain('smtp-password');
    expect(cipher.open(sealed)).toBe('smtp-password-1234');
  });

  it('gives a different sealed value each time (fresh IV), both opening to the same text', () => {
    const [a, b] = [cipher.seal('same'), cipher.seal('same')];
    expect(a).not.toBe(b);
    expect([cipher.open(a), cipher.open(b)]).toEqual(['same', 'same']);
  });

  it('refuses a value sealed with another key, an altered value and an unprefixed one', () => {
    const sealed = cipher.seal('secret');
    expect(() => createSecretsCipher(randomBytes(32)).open(sealed)).toThrow();
    // Flip one bit of every byte in turn (IV, tag and ciphertext): editing the base64 text instead can touch
    // only its padding bits and leave the bytes as they were (a flaky test once did exactly that).
    const raw = Buffer.from(sealed.slice(3), 'base64url');
    for (let at = 0; at < raw.length; at += 1) {
      const altered = Buffer.from(raw);
      altered[at] = altered[at]! ^ 0x01;
      expect(() => cipher.open('v1:' + altered.toString('base64url'))).toThrow();
    }
    expect(() => cipher.open('secret')).toThrow(/version prefix/);
  });

  it('refuses a key that is not 32 bytes', () => {
    expect(() => createSecretsCipher(randomBytes(16))).toThrow(/32 bytes/);
  });

  it('hints a secret by its last four characters only when it is long enough to spare them', () => {
    expect(secretHint('abcdefghijKLMN')).toEqual({ set: true, lastFour: 'KLMN' });
    expect(secretHint('short')).toEqual({ set: true, lastFour: null });
    expect(secretHint('')).toEqual({ set: false, lastFour: null });
    expect(secretHint(null)).toEqual({ set: false, lastFour: null });
  });
});
