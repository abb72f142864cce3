/**
 * The SMTP credentials as stored: the `shop_settings` row `emailCredentials`, JSON with the password sealed
 * by the secrets key. Read here for delivery (password opened) and by the settings routes (password hinted).
 */
import { eq } from 'drizzle-orm';
import type { EmailSecurity } from '../../contract/mail/mail';
import type { Db } from '../db/client';
import { shopSettings } from '../settings/schema';

export const EMAIL_SETTING_KEY = 'emailCredentials';

/** The stored JSON; `password` is sealed (`v1:…`) or null. */
export interface StoredEmailCredentials {
  host: string;
  port: number;
  security: EmailSecurity;
  username: string;
  password: string | null;
  fromName: string;
  fromAddress: string;
}

/** The stored credentials and their row version, or null and version 0 when none are saved. */
export async function readStoredEmailCredentials(
  db: Db,
): Promise<{ stored: StoredEmailCredentials | null; version: number }> {
  const [row] = await db
    .select({ value: shopSettings.value, version: shopSettings.version })
    .from(shopSettings)
    .where(eq(shopSettings.key, EMAIL_SETTING_KEY));
  const value = row?.value as StoredEmailCredentials | undefined;
  return { stored: value && typeof value === 'object' && value.host ? value : null, version: row?.version ?? 0 };
}

/** Credentials are usable when a host and a from address are saved. */
export const isConfigured = (stored: StoredEmailCredentials | null): stored is StoredEmailCredentials =>
  Boolean(stored?.host && stored.fromAddress);
