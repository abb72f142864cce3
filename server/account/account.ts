/** The signed-in user's own account. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../contract/account/account';
import { MESSAGES } from '../../contract/platform/messages';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { portalUsers, refreshTokens } from '../platform/auth/schema';
import { recordAudit, type AuditEntry } from '../platform/audit/record';
import { withTransaction } from '../db/transaction';
import { badRequest, sessionExpired, tooManyAttempts } from '../platform/http/http-errors';
import { limiterSettings, releaseAttempt, reserveAttempt, type Attempt } from '../platform/auth/login-limiter';
import { hashPassword, verifyPassword } from '../platform/auth/passwords';

/**
 * Checks the signed-in user's current password before a sensitive change (password, e-mail). A wrong one counts
 * against the sign-in limits of the account (reserve, then verify), so a stolen access token is no unlimited
 * password oracle; the caller releases the reservation in the transaction that makes the change.
 */
export async function verifyCurrentPassword(
  deps: { db: Db; config: AppConfig },
  userId: number,
  password: string,
  address: string,
  audit: AuditEntry,
  field = 'currentPassword',
): Promise<{ release: (tx: Db) => Promise<void> }> {
  const { db } = deps;
  const [row] = await db
    .select({ passwordHash: portalUsers.passwordHash })
    .from(portalUsers)
    .where(eq(portalUsers.id, userId));
  if (!row) throw sessionExpired();
  const attempt: Attempt = { accountKey: `user:${userId}`, address };
  const reservation = await reserveAttempt(db, attempt, limiterSettings(deps.config));
  if ('retryAfter' in reservation) {
    const refusal = tooManyAttempts(reservation.retryAfter);
    await recordAudit(db, { ...audit, outcome: 'failure', reason: refusal.message });
    throw refusal;
  }
  if (!(await verifyPassword(row.passwordHash, password))) {
    await recordAudit(db, { ...audit, outcome: 'failure', reason: MESSAGES.currentPasswordWrong });
    throw badRequest(MESSAGES.currentPasswordWrong, field);
  }
  return { release: (tx) => releaseAttempt(tx, attempt, reservation.reserved) };
}

/**
 * Checks the current password, stores the new one's hash, and ends every other session of the user
 * (a changed password must lock out whoever else holds one); the session that changed it stays.
 */
export async function changePassword(
  deps: { db: Db; config: AppConfig },
  user: { id: number; familyId: string },
  input: ChangePasswordRequest,
  address: string,
): Promise<void> {
  const audit: AuditEntry = { entity: 'portal-user', entityId: user.id, action: 'password.change' };
  const verified = await verifyCurrentPassword(deps, user.id, input.currentPassword, address, audit);
  const passwordHash = await hashPassword(input.newPassword);
  await withTransaction(deps.db, async (tx) => {
    await verified.release(tx);
    await tx
      .update(portalUsers)
      .set({ passwordHash, version: sql`${portalUsers.version} + 1` })
      .where(eq(portalUsers.id, user.id));
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(refreshTokens.userId, user.id),
          ne(refreshTokens.familyId, user.familyId),
          isNull(refreshTokens.revokedAt),
        ),
      );
    await recordAudit(tx, { ...audit, changes: { password: { changed: true } } });
  });
}
