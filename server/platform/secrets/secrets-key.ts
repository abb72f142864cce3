/**
 * The secrets key: SECRETS_KEY (base64 of 32 bytes) when set, else one generated once and kept in
 * DATA_DIR/secrets.key, readable by the server's user only (0600) — the JWT key's pattern
 * (server/platform/auth/jwt-secret.ts). Never in the database: a copy of the database alone opens no secret.
 */
import { randomBytes } from 'node:crypto';
import { chmod, link, mkdir, open, readFile, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
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
  try {
    if ((await stat(file)).mode & 0o077) await chmod(file, 0o600);
    return decodeSecretsKey(await readFile(file, 'utf8'), `The secrets key file ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Writes a private temporary file and links it into place: of two starting servers the first wins. */
async function createKeyFile(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', 0o600);
  try {
    await handle.chmod(0o600); // whatever the umask
    await handle.writeFile(`${randomBytes(SECRETS_KEY_BYTES).toString('base64')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await link(temporary, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temporary);
  }
}

/** Returns SECRETS_KEY, or the key file's key, creating the file on first start. */
export async function resolveSecretsKey(options: { secretsKey: string | undefined; dataDir: string }): Promise<Buffer> {
  if (options.secretsKey) return decodeSecretsKey(options.secretsKey, 'SECRETS_KEY');
  const file = secretsKeyFileIn(options.dataDir);
  const existing = await readKeyFile(file);
  if (existing) return existing;
  await createKeyFile(file);
  return (await readKeyFile(file))!;
}
