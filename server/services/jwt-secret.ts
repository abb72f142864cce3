/** The access-token key: JWT_SECRET when set, else one generated once and kept in system_settings. */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { systemSettings } from '../db/schema';

const SETTING_KEY = 'jwt_secret';

/** Returns the configured secret, or the stored one, creating it on first use (restarts keep sessions). */
export async function resolveJwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  // Insert-if-absent then read back: two servers starting together agree on one key.
  await db.insert(systemSettings).values({ key: SETTING_KEY, value: generated }).onConflictDoNothing();
  const [row] = await db.select({ value: systemSettings.value }).from(systemSettings).where(eq(systemSettings.key, SETTING_KEY));
  return row.value;
}
