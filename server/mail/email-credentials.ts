/**
 * The e-mail credentials section: read (password only hinted) and save (versioned; an empty password keeps
 * the saved one). The password is sealed with the secrets key before it reaches the database, and the audit
 * row says only that it changed (server/platform/audit/changes.ts redacts secret-named fields).
 */
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../contract/platform/messages';
import { MAIL_MESSAGES, type EmailCredentials, type EmailCredentialsUpdateSchema } from '../../contract/mail/mail';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { shopSettings } from '../settings/schema';
import { withTransaction } from '../db/transaction';
import {
  EMAIL_SETTING_KEY,
  isConfigured,
  readStoredEmailCredentials,
  type StoredEmailCredentials,
} from './smtp-settings';
import { openSmtpPassword, sameDestination, sealSmtpPassword } from './smtp-password';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import { badRequest, conflict } from '../platform/http/http-errors';
import { checkOutboundHost, outboundPolicyOf } from '../platform/net/outbound-host';
import { secretHint, type SecretsCipher } from '../platform/secrets/cipher';

type Update = z.output<typeof EmailCredentialsUpdateSchema>;

const EMPTY: Omit<EmailCredentials, 'version'> = {
  configured: false,
  host: '',
  port: 587,
  security: 'starttls',
  username: '',
  password: { set: false, lastFour: null },
  fromName: '',
  fromAddress: '',
};

/** The section as the screen shows it: every field but the password, which is only hinted. */
export async function readEmailCredentials(db: Db, secrets: SecretsCipher): Promise<EmailCredentials> {
  const { stored, version } = await readStoredEmailCredentials(db);
  if (!stored) return { ...EMPTY, version };
  const { password, ...rest } = stored;
  // A password sealed under another key, or for another server, still counts as set (no hint): typing it again replaces it.
  const opened = password ? openSmtpPassword(secrets, password, stored) : null;
  const hint = !opened
    ? secretHint(null)
    : opened.status === 'ok'
      ? secretHint(opened.password)
      : { set: true, lastFour: null };
  return { ...rest, configured: isConfigured(stored), password: hint, version };
}

/** 400 on `host` when the policy refuses it: checked before saving (the name resolved, every address). */
async function checkHost(db: Db, host: string): Promise<void> {
  const checked = await checkOutboundHost(host, outboundPolicyOf(db));
  if (!checked.ok)
    throw badRequest(checked.reason === 'internal' ? MAIL_MESSAGES.hostInternal : MAIL_MESSAGES.hostNotFound, 'host');
}

/** The sealed password to save: typed → sealed for this server; kept → only when the server is the same one. */
function passwordToSave(secrets: SecretsCipher, update: Update, before: StoredEmailCredentials | null): string | null {
  if (update.clearPassword) return null;
  if (update.password) return sealSmtpPassword(secrets, update.password, update);
  if (!before?.password) return null;
  // The saved password goes only to the server it was typed for: another host, port or security asks for it again.
  if (!sameDestination(before, update)) throw badRequest(MAIL_MESSAGES.passwordForOtherServer, 'password');
  return before.password;
}

/** Saves the section with the version read (stale → 409), its audit row in the same transaction. */
export async function saveEmailCredentials(db: Db, secrets: SecretsCipher, update: Update): Promise<EmailCredentials> {
  await checkHost(db, update.host); // DNS outside the transaction: a slow resolver holds no locks
  return withTransaction(db, (tx) => saveChecked(tx, secrets, update));
}

async function saveChecked(tx: Db, secrets: SecretsCipher, update: Update): Promise<EmailCredentials> {
  const { stored: before, version } = await readStoredEmailCredentials(tx);
  if (version !== update.version) throw conflict(MESSAGES.staleVersion);
  const password = passwordToSave(secrets, update, before);
  const next: StoredEmailCredentials = {
    host: update.host,
    port: update.port,
    security: update.security,
    username: update.username,
    password,
    fromName: update.fromName,
    fromAddress: update.fromAddress,
  };
  const written =
    version === 0
      ? await tx
          .insert(shopSettings)
          .values({ key: EMAIL_SETTING_KEY, value: next })
          .onConflictDoNothing()
          .returning({ version: shopSettings.version })
      : await tx
          .update(shopSettings)
          .set({ value: next, version: sql`${shopSettings.version} + 1`, updatedAt: sql`now()` })
          .where(and(eq(shopSettings.key, EMAIL_SETTING_KEY), eq(shopSettings.version, version)))
          .returning({ version: shopSettings.version });
  if (written.length === 0) throw conflict(MESSAGES.staleVersion);
  // The sealed value differs on every seal: compare whether the password was replaced, never the values.
  const beforeForAudit = { ...before, password: before?.password ? 'set' : null };
  const afterForAudit = {
    ...next,
    password: password === (before?.password ?? null) ? beforeForAudit.password : password ? 'replaced' : null,
  };
  await recordAudit(tx, {
    entity: 'settings',
    entityId: EMAIL_SETTING_KEY,
    action: 'update',
    changes: diffChanges(before ? beforeForAudit : null, afterForAudit),
  });
  return readEmailCredentials(tx, secrets);
}
