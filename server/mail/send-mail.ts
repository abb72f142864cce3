/**
 * `sendMail`: the one way the portal sends e-mail. The message is first written to the Outbox in a statement
 * of its own (so it exists whatever happens next), then, when SMTP credentials are saved, sent and its row
 * updated to Sent or Failed; with none it stays in the Outbox as 'Not sent (no SMTP settings)', which a
 * Master Admin reads on the Outbox screen (a fresh install's reset codes included).
 *
 * Call it with the app's database AFTER your transaction has committed, never with a transaction: talking to
 * a slow SMTP server must not hold a transaction (and its row locks) open, and the e-mail must not announce
 * a change that then rolls back. A transaction handle is refused with an error that says so.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { MAIL_MESSAGES, OUTBOX_NOT_SENT, type OutboxStatus } from '../../contract/mail/mail';
import type { Db } from '../db/client';
import { outboundPolicyOf } from '../platform/net/outbound-host';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { outbox } from './schema';
import { openSmtpPassword } from './smtp-password';
import { isConfigured, readStoredEmailCredentials } from './smtp-settings';
import { describeSmtpError, sendThroughSmtp, type SmtpCredentials } from './smtp-transport';

/** A message to send. `kind` names what it is for ('password-reset', 'portal-user-password', 'test', …). */
export interface MailToSend {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
}

/** What became of one delivery attempt. */
export interface DeliveryOutcome {
  delivered: boolean;
  status: OutboxStatus;
  /** The failure in words; null when sent or not attempted. */
  error: string | null;
}

/** Writes the message to the Outbox and sends it when SMTP is configured; `delivered` says whether it went out. */
export async function sendMail(db: Db, mail: MailToSend): Promise<{ id: number; delivered: boolean }> {
  if (db instanceof PgTransaction)
    throw new Error("sendMail takes the app's db, not a transaction: call it after your transaction commits");
  const secrets = secretsOf(db);
  const [row] = await db
    .insert(outbox)
    .values({
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      text: secrets.seal(mail.text),
      html: mail.html ? secrets.seal(mail.html) : null,
    })
    .returning({ id: outbox.id });
  const outcome = await deliverOutboxMessage(db, row.id);
  return { id: row.id, delivered: outcome.delivered };
}

/**
 * The saved credentials with the password opened, or null when none are configured. The password opens only for
 * the host, port and security it was typed for (./smtp-password.ts): for any other it is never read, let alone sent.
 */
export async function readSmtpCredentials(db: Db): Promise<SmtpCredentials | null> {
  const { stored } = await readStoredEmailCredentials(db);
  if (!isConfigured(stored)) return null;
  if (!stored.password) return { ...stored, password: null };
  const opened = openSmtpPassword(secretsOf(db), stored.password, stored);
  if (opened.status === 'unreadable') throw new UnreadableSecretError(MAIL_MESSAGES.passwordUnreadable);
  if (opened.status === 'elsewhere') throw new UnreadableSecretError(MAIL_MESSAGES.passwordNotForThisServer);
  return { ...stored, password: opened.password };
}

/** The saved SMTP password cannot be used here (another SECRETS_KEY, damaged, or typed for another server): type it again. */
export class UnreadableSecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnreadableSecretError';
  }
}

/** The credentials, or the failure in words when the saved password cannot be opened. */
async function credentialsOrProblem(db: Db): Promise<SmtpCredentials | null | { problem: string }> {
  try {
    return await readSmtpCredentials(db);
  } catch (error) {
    if (error instanceof UnreadableSecretError) return { problem: error.message };
    throw error;
  }
}

/**
 * Sends the Outbox row `id` (Queued) and records the outcome. The caller has claimed the row (a fresh
 * insert, or resend's conditional update), so two requests never send one message twice.
 */
export async function deliverOutboxMessage(db: Db, id: number): Promise<DeliveryOutcome> {
  const credentials = await credentialsOrProblem(db);
  if (credentials && 'problem' in credentials) {
    await db
      .update(outbox)
      .set({ status: 'Failed', error: credentials.problem, attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, id));
    return { delivered: false, status: 'Failed', error: credentials.problem };
  }
  if (!credentials) {
    await db.update(outbox).set({ status: OUTBOX_NOT_SENT }).where(eq(outbox.id, id));
    return { delivered: false, status: OUTBOX_NOT_SENT, error: null };
  }
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  const secrets = secretsOf(db);
  try {
    // A body sealed under another key throws here and is recorded as Failed like any other failure.
    const message = {
      to: row.to,
      subject: row.subject,
      text: secrets.open(row.text),
      html: row.html ? secrets.open(row.html) : null,
    };
    await sendThroughSmtp(credentials, message, outboundPolicyOf(db));
  } catch (error) {
    const words = describeSmtpError(error, credentials);
    await db
      .update(outbox)
      .set({ status: 'Failed', error: words, attempts: sql`${outbox.attempts} + 1` })
      .where(eq(outbox.id, id));
    return { delivered: false, status: 'Failed', error: words };
  }
  await db
    .update(outbox)
    .set({ status: 'Sent', error: null, sentAt: sql`now()`, attempts: sql`${outbox.attempts} + 1` })
    .where(eq(outbox.id, id));
  return { delivered: true, status: 'Sent', error: null };
}

/** Claims a failed or unsent row for another attempt in one statement; false when it is not in such a state. */
export async function claimForResend(db: Db, id: number): Promise<boolean> {
  const claimed = await db
    .update(outbox)
    .set({ status: 'Queued' })
    .where(and(eq(outbox.id, id), inArray(outbox.status, ['Failed', OUTBOX_NOT_SENT])))
    .returning({ id: outbox.id });
  return claimed.length > 0;
}
