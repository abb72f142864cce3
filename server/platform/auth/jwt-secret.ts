/**
 * The access-token key: JWT_SECRET when set, else one generated once and kept in a file in DATA_DIR that
 * only the server's user may read (0600). Never in the database: read access to the database must not be
 * enough to mint tokens. A key an older version stored in system_settings is moved to the file and deleted.
 */
import { randomBytes } from 'node:crypto';
import { createOwnerOnlyFileOnce, readOwnerOnlyFile } from '../owner-only-file';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemSettings } from './schema';

/** Where an older version kept the generated key. */
const LEGACY_SETTING_KEY = 'jwt_secret';
const MIN_KEY_LENGTH = 32;

/** The key file inside DATA_DIR. */
export const jwtKeyFileIn = (dataDir: string) => path.join(dataDir, 'jwt-signing.key');

/** The key in the file, or undefined when there is none. */
async function readKeyFile(file: string): Promise<string | undefined> {
  const key = (await readOwnerOnlyFile(file))?.trim();
  if (key !== undefined && key.length < MIN_KEY_LENGTH) {
    throw new Error(
      `The access-token key file ${file} is damaged: delete it (signed-in users sign in again) or set JWT_SECRET`,
    );
  }
  return key;
}

/** Returns JWT_SECRET, or the key file's key, creating the file on first start (restarts keep sessions). */
export async function resolveJwtSecret(
  db: Db,
  config: { jwtSecret: string | undefined; dataDir: string },
): Promise<string> {
  const [legacy] = await db
    .select({ value: systemSettings.value })
    .from(systemSettings)
    .where(eq(systemSettings.key, LEGACY_SETTING_KEY));
  if (config.jwtSecret) {
    if (legacy) await db.delete(systemSettings).where(eq(systemSettings.key, LEGACY_SETTING_KEY));
    return config.jwtSecret;
  }
  const file = jwtKeyFileIn(config.dataDir);
  if (!(await readKeyFile(file)))
    await createOwnerOnlyFileOnce(file, `${legacy?.value ?? randomBytes(48).toString('base64url')}\n`);
  // Only once the file holds a key is the database's copy dropped.
  if (legacy) await db.delete(systemSettings).where(eq(systemSettings.key, LEGACY_SETTING_KEY));
  return (await readKeyFile(file))!;
}
