/**
 * The secrets key: SECRETS_KEY (base64 of 32 bytes) when set, else one generated once and kept in
 * DATA_DIR/secrets.key, readable by the server's user only (0600) — the JWT key's pattern
 * (server/platform/auth/jwt-secret.ts). Never in the database: a copy of the database alone opens no secret.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createOwnerOnlyFileOnce, readOwnerOnlyFile } from '../owner-only-file';
import { SECRETS_KEY_BYTES } from './cipher';

/** The key file inside DATA_DIR. */
export const secretsKeyFileIn = (dataDir: string) => path.join(dataDir, 'secrets.key');

/** Decodes a base64 key, refusing one that is not exactly 32 bytes (a typo must not silently weaken it). */
export function decodeSecretsKey(encoded: string, where: string): Buffer {
  const key = Buffer.from(encoded.trim(), 'base64');
  if (key.length !== SECRETS_KEY_BYTES) {
    throw new Error(`${where} must be base64 of ${SECRETS_KEY_BYTES} bytes (e.g. \`openssl rand -base64 32\`)`);
  }
  return key;
}

async function readKeyFile(file: string): Promise<Buffer | undefined> {
  const text = await readOwnerOnlyFile(file);
  return text === undefined ? undefined : decodeSecretsKey(text, `The secrets key file ${file}`);
}

/** Returns SECRETS_KEY, or the key file's key, creating the file on first start. */
export async function resolveSecretsKey(options: { secretsKey: string | undefined; dataDir: string }): Promise<Buffer> {
  if (options.secretsKey) return decodeSecretsKey(options.secretsKey, 'SECRETS_KEY');
  const file = secretsKeyFileIn(options.dataDir);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await createOwnerOnlyFileOnce(file, `${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`);
  return (await readKeyFile(file))!;
}
