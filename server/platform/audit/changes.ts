/**
 * What an audit row says changed: field → { before, after }. Secret fields (passwords and their hashes,
 * tokens, keys, credentials) at any depth never keep a value, only `{ changed: true }`; bookkeeping
 * columns (version, timestamps) are left out.
 */
import type { AuditChanges } from './schema';
import { canonicalJson } from '../idempotency';

/** Words that make a field name a secret's: `passwordHash`, `smtp_pass`, `apiKey`, `refreshtoken`… */
const SECRET_WORDS = new Set([
  'password',
  'passwd',
  'passphrase',
  'pass',
  'secret',
  'token',
  'refreshtoken',
  'jwttoken',
  'hash',
  'otp',
  'credential',
  'credentials',
  'apikey',
  'privatekey',
  'accesskey',
  'secretkey',
  'authorization',
  'cookie',
]);
/** Columns every row moves on each write: saying so in every row would be noise. */
const BOOKKEEPING = new Set(['version', 'updatedAt', 'createdAt']);
/** Deeper values are cut off: a row's value is small data, never a document walk. */
const MAX_DEPTH = 8;

/** True when a field's name says it holds a secret (camelCase, snake_case and kebab-case words, and key pairs such as api + key). */
export function isSecretField(name: string): boolean {
  const words = name
    .split(/(?<=[a-z0-9])(?=[A-Z])|[^A-Za-z0-9]+/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
  return words.some((word, i) => SECRET_WORDS.has(word) || SECRET_WORDS.has(word + (words[i + 1] ?? '')));
}

type Plain = Record<string, unknown>;
const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The value with every secret-named key's value replaced by `{ changed: true }`, at every depth. */
export function redactValue(value: unknown, depth = 0): unknown {
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.map((item) => redactValue(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSecretField(key) ? { changed: true } : redactValue(item, depth + 1),
    ]),
  );
}

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);

/**
 * The fields that differ between two versions of a record (null before: created; null after: deleted).
 * Returns null when nothing but bookkeeping changed.
 */
export function diffChanges(before: Plain | null, after: Plain | null): AuditChanges | null {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChanges = {};
  for (const key of keys) {
    if (BOOKKEEPING.has(key)) continue;
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (same(was, now)) continue;
    changes[key] = isSecretField(key) ? { changed: true } : { before: redactValue(was), after: redactValue(now) };
  }
  return Object.keys(changes).length > 0 ? changes : null;
}
