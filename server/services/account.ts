/** The signed-in user's own account. */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { ChangePasswordRequest } from '../../contract/account';
import { MESSAGES } from '../../contract/messages';
import type { Db } from '../db/client';
import { portalUsers, refreshTokens } from '../db/schema';
import { withTransaction } from '../db/transaction';
import { badRequest, sessionExpired } from '../http-errors';
import { hashPassword, verifyPassword } from './passwords';

/**
 * Checks the current password, stores the new one's hash, and ends every other session of the user
 * (a changed password must lock out whoever else holds one); the session that changed it stays.
 */
export async function changePassword(db: Db, user: { id: number; familyId: string }, input: ChangePasswordRequest): Promise<void> {
  const [row] = await db.select({ passwordHash: portalUsers.passwordHash }).from(portalUsers).where(eq(portalUsers.id, user.id));
  if (!row) throw sessionExpired();
  if (!(await verifyPassword(row.passwordHash, input.currentPassword))) {
    throw badRequest(MESSAGES.currentPasswordWrong, 'currentPassword');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await withTransaction(db, async (tx) => {
    await tx.update(portalUsers)
      .set({ passwordHash, version: sql`${portalUsers.version} + 1` })
      .where(eq(portalUsers.id, user.id));
    await tx.update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.userId, user.id), ne(refreshTokens.familyId, user.familyId), isNull(refreshTokens.revokedAt)));
  });
}
