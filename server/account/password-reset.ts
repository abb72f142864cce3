/**
 * The password reset's three steps. Request: an unknown (or inactive) name gets the same answer after the same
 * work (an argon2 hash of a code, a row of its own keyed by the name typed, the same once-a-minute gate);
 * only a real account gets the e-mail, sent after the answer so SMTP time tells nothing. Verify: a try is
 * counted before the code is checked. Set: the token is spent, the password stored and every session of the
 * user ends. Each step leaves an audit row, without the code, the token or the password.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AUDIT_REASONS } from '../../contract/platform/audit';
import {
  PASSWORD_RESET_LIMITS as LIMITS,
  RESET_MESSAGES,
  type RequestResetCode,
  type ResetCodeSent,
  type ResetToken,
  type SetNewPassword,
  type VerifyResetCode,
} from '../../contract/account/password-reset';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { loginFailures, portalUsers, refreshTokens } from '../platform/auth/schema';
import { withTransaction } from '../db/transaction';
import { sendMail } from '../mail/send-mail';
import { outsideRequest, type AuditActor } from '../platform/audit/actor';
import { recordAudit, type AuditEntry } from '../platform/audit/record';
import { HttpError } from '../platform/http/http-errors';
import { limiterSettings, releaseAttempt, reserveAttempt, type Attempt } from '../platform/auth/login-limiter';
import {
  dropStaleCodes,
  issueCode,
  markVerified,
  newResetCode,
  newResetToken,
  spendToken,
  takeTry,
} from './password-reset-codes';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';
import type { SessionCache } from '../platform/auth/session-cache';
import { findUserByLogin, normalizeLogin, type PortalUserRow } from '../platform/auth/users';

/** What the reset needs from the app. */
export interface PasswordResetDeps {
  db: Db;
  config: AppConfig;
  sessions: SessionCache;
  log: { error(payload: object, message: string): void };
}

export const RESET_AUDIT_REASONS = {
  resendTooSoon: 'A code was sent less than a minute ago',
  wrongCode: 'Wrong code',
  tooManyTries: 'Too many wrong codes',
  codeExpired: 'No live code (expired, replaced or used)',
  resetExpired: 'Reset token unknown, used or expired',
} as const;

/** The account a login names, keyed so an unknown name has a row of its own. */
async function accountOf(db: Db, login: string): Promise<{ user: PortalUserRow | null; accountKey: string }> {
  const found = await findUserByLogin(db, login);
  const user = found?.status === 'Active' ? found : null;
  return { user, accountKey: user ? `user:${user.id}` : `name:${normalizeLogin(login)}` };
}

const actorOf = (user: PortalUserRow | null, address: string): AuditActor => ({
  id: user?.id ?? null,
  name: user?.name ?? null,
  address,
});
const unknownDetail = (user: PortalUserRow | null, login: string) =>
  user ? null : { login: normalizeLogin(login).slice(0, 100) };
const refuse = (status: number, message: string, field?: string, headers: Record<string, string> = {}) =>
  new HttpError(status, [field ? { field, message } : { message }], headers);

/**
 * The limiter's address bucket of a reset step: its own, not the sign-in's, so reset requests never count as
 * failed sign-ins (100 of them locked a correct sign-in from that address out for the window).
 */
export const resetBucket = (step: 'reset-request' | 'reset-code', address: string) => `${step}@${address}`;

/** Takes a slot of the limiter for this step, or refuses with the reset's own wording (audited). */
async function reserve(deps: PasswordResetDeps, attempt: Attempt, audit: AuditEntry): Promise<number> {
  const reservation = await reserveAttempt(deps.db, attempt, limiterSettings(deps.config));
  if ('reserved' in reservation) return reservation.reserved;
  await recordAudit(deps.db, { ...audit, outcome: 'failure', reason: AUDIT_REASONS.tooManyAttempts });
  const wait = Math.max(1, Math.ceil(reservation.retryAfter));
  throw refuse(429, RESET_MESSAGES.tooManyRequests(Math.ceil(wait / 60)), undefined, { 'retry-after': String(wait) });
}

/**
 * `request-code`: the same answer for every name, whether it names an account, the account another name named
 * a minute ago, or nothing; a code by e-mail only to a real, active account, at most once a minute. The visible
 * limits are per name as typed and per address, so no answer tells whether two names share an account.
 */
export async function requestResetCode(
  deps: PasswordResetDeps,
  input: RequestResetCode,
  address: string,
): Promise<ResetCodeSent> {
  const { user, accountKey } = await accountOf(deps.db, input.login);
  const audit: AuditEntry = {
    entity: 'password-reset',
    entityId: user?.id ?? null,
    action: 'code.request',
    actor: actorOf(user, address),
    detail: unknownDetail(user, input.login),
  };
  // Every request keeps its slot: releasing it only for real accounts would tell them apart.
  await reserve(
    deps,
    { accountKey: `reset-request:name:${normalizeLogin(input.login)}`, address: resetBucket('reset-request', address) },
    audit,
  );
  const code = newResetCode();
  const codeHash = await hashPassword(code);
  const result = await withTransaction(deps.db, async (tx) => {
    await dropStaleCodes(tx);
    const issued = await issueCode(
      tx,
      { accountKey, userId: user?.id ?? null, requestedAs: normalizeLogin(input.login) },
      codeHash,
    );
    if (issued.issued)
      await recordAudit(tx, user ? audit : { ...audit, outcome: 'failure', reason: AUDIT_REASONS.unknownAccount });
    return issued;
  });
  // Within the account's minute no new code goes out, silently: a 429 here told that another name was the same account.
  if (!result.issued)
    await recordAudit(deps.db, { ...audit, outcome: 'failure', reason: RESET_AUDIT_REASONS.resendTooSoon });
  else if (user) mailCode(deps, user, code);
  return { resendAfter: LIMITS.resendSeconds, expiresIn: LIMITS.codeTtlSeconds };
}

/** Sends the code after the answer (not awaited), as no request's work; a failure is logged, the Outbox keeps the message. */
function mailCode(deps: PasswordResetDeps, user: PortalUserRow, code: string): void {
  outsideRequest(() => {
    sendMail(deps.db, {
      to: user.email,
      subject: RESET_MESSAGES.mailSubject,
      text: RESET_MESSAGES.mailText(user.name, code),
      kind: 'password-reset',
    }).catch((error: unknown) => deps.log.error({ err: error, userId: user.id }, 'password reset code e-mail failed'));
  });
}

/** `verify-code`: one counted try; the right code answers a one-use token for the password. */
export async function verifyResetCode(
  deps: PasswordResetDeps,
  input: VerifyResetCode,
  address: string,
): Promise<ResetToken> {
  const { user, accountKey } = await accountOf(deps.db, input.login);
  const audit: AuditEntry = {
    entity: 'password-reset',
    entityId: user?.id ?? null,
    action: 'code.verify',
    actor: actorOf(user, address),
    detail: unknownDetail(user, input.login),
  };
  // Guesses are limited per name as typed (each code also takes at most five): a per-account count told names apart.
  const attempt = {
    accountKey: `reset-code:name:${normalizeLogin(input.login)}`,
    address: resetBucket('reset-code', address),
  };
  const slot = await reserve(deps, attempt, audit);
  const failed = (reason: string) => recordAudit(deps.db, { ...audit, outcome: 'failure', reason });
  const tried = await takeTry(deps.db, accountKey, normalizeLogin(input.login));
  if ('refused' in tried) {
    await releaseAttempt(deps.db, attempt, slot); // no code was checked
    const tooMany = tried.refused === 'tooManyTries';
    await failed(tooMany ? RESET_AUDIT_REASONS.tooManyTries : RESET_AUDIT_REASONS.codeExpired);
    throw tooMany ? refuse(429, RESET_MESSAGES.tooManyTries, 'code') : refuse(409, RESET_MESSAGES.codeExpired, 'code');
  }
  const { row } = tried;
  if (!(await verifyPassword(row.codeHash, input.code))) {
    await failed(RESET_AUDIT_REASONS.wrongCode);
    const triesLeft = LIMITS.maxTries - row.attempts;
    throw triesLeft > 0
      ? refuse(400, RESET_MESSAGES.wrongCode(triesLeft), 'code')
      : refuse(429, RESET_MESSAGES.tooManyTries, 'code');
  }
  const { token, hash } = newResetToken();
  const verified = await withTransaction(deps.db, async (tx) => {
    if (!(await markVerified(tx, row.id, hash))) return false;
    await releaseAttempt(tx, attempt, slot);
    await recordAudit(tx, audit);
    return true;
  });
  if (!verified) {
    await failed(RESET_AUDIT_REASONS.codeExpired);
    throw refuse(409, RESET_MESSAGES.codeExpired, 'code');
  }
  return { resetToken: token, expiresIn: LIMITS.tokenTtlSeconds };
}

/** `set-password`: spends the token, stores the new password and ends every session of the user. */
export async function setNewPassword(deps: PasswordResetDeps, input: SetNewPassword, address: string): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword);
  const userId = await withTransaction(deps.db, async (tx) => {
    const owner = await spendToken(tx, input.resetToken);
    const [user] =
      owner === null
        ? []
        : await tx
            .select()
            .from(portalUsers)
            .where(and(eq(portalUsers.id, owner), eq(portalUsers.status, 'Active')));
    if (!user) return null;
    await tx
      .update(portalUsers)
      .set({ passwordHash, version: sql`${portalUsers.version} + 1` })
      .where(eq(portalUsers.id, user.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, user.id), isNull(refreshTokens.revokedAt)));
    // Proving the mailbox clears the account's failed sign-ins, so the new password works at once.
    await tx.delete(loginFailures).where(eq(loginFailures.accountKey, `user:${user.id}`));
    await recordAudit(tx, {
      entity: 'portal-user',
      entityId: user.id,
      action: 'password.reset',
      actor: actorOf(user, address),
      changes: { password: { changed: true } },
    });
    return user.id;
  });
  if (userId === null) {
    await recordAudit(deps.db, {
      entity: 'password-reset',
      action: 'password.reset',
      outcome: 'failure',
      reason: RESET_AUDIT_REASONS.resetExpired,
      actor: actorOf(null, address),
    });
    throw refuse(409, RESET_MESSAGES.resetExpired);
  }
  deps.sessions.forgetUser(userId); // every session just ended: the cache and the live streams learn it now
}
