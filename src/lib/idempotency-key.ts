/**
 * The one maker of Idempotency-Keys: 128 random bits as 32 hex digits. `crypto.getRandomValues` works on
 * every origin; `crypto.randomUUID` exists only in secure contexts (https or localhost), so a portal served
 * over plain http on a LAN address would throw when a key was made.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
