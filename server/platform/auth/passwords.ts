/** argon2id password hashing with OWASP parameters (19 MiB, 2 passes, 1 lane) or stronger. */
import { randomBytes } from 'node:crypto';
import argon2 from 'argon2';

/** OWASP Password Storage Cheat Sheet, argon2id minimum configuration. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** argon2id PHC string for a password. */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;
/** A hash of a random password, so unknown users cost the same verify time as known ones. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  return dummyHash;
}

/** True when `password` matches `hash`; with no hash it still spends a full verify and returns false. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  const target = hash ?? (await getDummyHash());
  try {
    const matches = await argon2.verify(target, password);
    return matches && Boolean(hash);
  } catch {
    return false; // a malformed stored hash is a failed sign-in, not a 500
  }
}

/** True when a stored hash was made with weaker parameters than today's and should be replaced. */
export function needsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, ARGON2_OPTIONS);
}

/** Warms the dummy hash at start-up so the first unknown-user sign-in is not faster or slower than others. */
export async function warmPasswordHashing(): Promise<void> {
  await getDummyHash();
}
