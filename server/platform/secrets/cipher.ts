/**
 * AES-256-GCM for secrets kept in the database (SMTP password, client secret, e-mail bodies that carry codes).
 * A sealed value is `v1:` + base64url(12-byte IV | 16-byte tag | ciphertext): the prefix names the scheme, so a
 * later key or algorithm can sit beside old values and be told apart. The key never lives in the database.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const SECRETS_KEY_BYTES = 32;

/** Seals and opens secrets with one key. */
export interface SecretsCipher {
  /** The plaintext sealed with a fresh IV: the same text twice gives two different values. */
  seal(plain: string): string;
  /** The plaintext of a sealed value; throws when it was not sealed with this key or was altered. */
  open(sealed: string): string;
}

/** True when the value carries a known scheme prefix (so it is sealed, never plaintext). */
export const isSealed = (value: string): boolean => value.startsWith(VERSION);

/** A cipher over a 32-byte key. */
export function createSecretsCipher(key: Buffer): SecretsCipher {
  if (key.length !== SECRETS_KEY_BYTES) throw new Error(`The secrets key must be ${SECRETS_KEY_BYTES} bytes`);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!isSealed(sealed)) throw new Error('Not a sealed secret (unknown version prefix)');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('A sealed secret is damaged');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/** The plaintext, or null when the value cannot be opened with this key (sealed under another SECRETS_KEY, or damaged). */
export function openOrNull(cipher: SecretsCipher, sealed: string): string | null {
  try {
    return cipher.open(sealed);
  } catch {
    return null;
  }
}

/** What a response may say about a secret: whether one is set and its last four characters (none when it is short). */
export function secretHint(plain: string | null | undefined): { set: boolean; lastFour: string | null } {
  if (!plain) return { set: false, lastFour: null };
  // A secret of 8 characters or fewer would give away half of itself: say only that it is set.
  return { set: true, lastFour: plain.length > 8 ? plain.slice(-4) : null };
}
