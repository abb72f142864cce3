/** PROFILE: the signed-in user's name, e-mail, phone and avatar; a new e-mail needs the current password. */
import { and, eq, sql } from 'drizzle-orm';
import type { Profile, ProfileUpdate } from '../../contract/account/account';
import { CONFLICT_MESSAGES, MESSAGES, PROFILE_MESSAGES } from '../../contract/platform/messages';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { media } from '../platform/media-schema';
import { portalUsers } from '../platform/auth/schema';
import { withTransaction } from '../db/transaction';
import { recordAudit } from '../platform/audit/record';
import { diffChanges } from '../platform/audit/changes';
import { badRequest, conflict, sessionExpired } from '../platform/http/http-errors';
import { assertUnique, duplicateOr } from '../people/portal-users-rules';
import { queueEmailChangedNotice } from '../people/portal-user-email-notice';
import { deliverOutboxMessage } from '../mail/send-mail';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { verifyCurrentPassword } from './account';

export async function readProfile(db: Db, userId: number): Promise<Profile> {
  const [row] = await db
    .select({ user: portalUsers, avatarPath: media.thumbnailPath })
    .from(portalUsers)
    .leftJoin(media, eq(media.id, portalUsers.avatarMediaId))
    .where(eq(portalUsers.id, userId));
  if (!row) throw sessionExpired();
  const { user } = row;
  return {
    name: user.name,
    username: user.username,
    email: user.email,
    phone: user.phone,
    avatarMediaId: user.avatarMediaId,
    avatarPath: row.avatarPath,
    version: user.version,
  };
}

/** Saves the profile at the version read (stale → 409); an e-mail change checks the current password first and is told to the old address. */
export async function updateProfile(
  deps: { db: Db; config: AppConfig },
  userId: number,
  input: ProfileUpdate,
  address: string,
): Promise<Profile> {
  const before = await readProfile(deps.db, userId);
  if (before.version !== input.version) throw conflict(MESSAGES.staleVersion);
  const emailChanges = input.email.toLowerCase() !== before.email.toLowerCase();
  const audit = { entity: 'portal-user', entityId: userId, action: 'profile.update' } as const;
  let verified: Awaited<ReturnType<typeof verifyCurrentPassword>> | null = null;
  if (emailChanges) {
    if (!input.currentPassword) throw badRequest(PROFILE_MESSAGES.passwordForEmail, 'currentPassword');
    verified = await verifyCurrentPassword(deps, userId, input.currentPassword, address, audit);
  }
  const noticeId = await withTransaction(deps.db, async (tx) => {
    await verified?.release(tx);
    await assertUnique(tx, { username: before.username, email: input.email }, userId);
    if (input.avatarMediaId !== null) {
      const [image] = await tx.select({ id: media.id }).from(media).where(eq(media.id, input.avatarMediaId));
      if (!image) throw conflict(CONFLICT_MESSAGES.referenceGone, 'avatarMediaId');
    }
    const next = { name: input.name, email: input.email, phone: input.phone, avatarMediaId: input.avatarMediaId };
    const updated = await tx
      .update(portalUsers)
      .set({ ...next, version: sql`${portalUsers.version} + 1`, updatedAt: new Date() })
      .where(and(eq(portalUsers.id, userId), eq(portalUsers.version, input.version)))
      .returning({ id: portalUsers.id })
      .catch((error: unknown) => {
        throw duplicateOr(error);
      });
    if (updated.length === 0) throw conflict(MESSAGES.staleVersion);
    const { name, email, phone, avatarMediaId } = before;
    await recordAudit(tx, { ...audit, changes: diffChanges({ name, email, phone, avatarMediaId }, next) });
    return queueEmailChangedNotice(tx, secretsOf(deps.db), { name, username: before.username, email }, input.email, {
      name: input.name,
    });
  });
  // After commit; a failed delivery stays on the Outbox (resendable) and never undoes the save.
  if (noticeId !== null) await deliverOutboxMessage(deps.db, noticeId).catch(() => undefined);
  return readProfile(deps.db, userId);
}
