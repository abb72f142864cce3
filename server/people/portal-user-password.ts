/**
 * Passwords the portal makes for a user: at creation, and when a Master Admin generates a new one (seed §6/§8:
 * 'Only Master Admin can use this feature.'; 'A password reset sends a new password to the registered email').
 * The password is random, stored only as argon2id, e-mailed through sendMail after the change commits, and never
 * returned, logged or written to the audit trail.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MASTER_ADMIN } from '../../contract/platform/permissions';
import { portalUsers } from '../platform/auth/schema';
import { withTransaction } from '../db/transaction';
import { sendMail } from '../mail/send-mail';
import { recordAudit } from '../platform/audit/record';
import type { AuthUser } from '../platform/auth/auth-plugin';
import { hashPassword } from '../platform/auth/passwords';
import { notFound } from '../platform/http/http-errors';
import { masterAdminOnly, revokeUserSessions } from './portal-users-rules';

/** Letters and digits a person can read back without confusing them (no 0/O, 1/l/I), and a few symbols. */
const GROUPS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '@#$%&*!?'];
const LENGTH = 16;

/** A new random password of 16 characters (about 95 bits), with at least one character of every group. */
export function newPassword(): string {
  const all = GROUPS.join('');
  const chars = GROUPS.map((group) => group[randomInt(group.length)]);
  while (chars.length < LENGTH) chars.push(all[randomInt(all.length)]);
  // Fisher–Yates, so the guaranteed characters are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}

type Recipient = { name: string; username: string; email: string };

/** E-mails the password to the user's registered address (the Outbox keeps it when no SMTP is set). */
export async function emailPassword(
  app: FastifyInstance,
  user: Recipient,
  password: string,
  why: 'created' | 'generated',
): Promise<void> {
  const opening =
    why === 'created'
      ? `An account was created for you on the shop's portal. Your username is ${user.username}.`
      : `A new password was generated for your portal account (${user.username}). Your earlier sessions have been signed out.`;
  const text = `Hello ${user.name},\n\n${opening}\n\nPassword: ${password}\n\nSign in with it, then choose a password of your own under Change password.\n`;
  try {
    await sendMail(app.db, {
      to: user.email,
      subject: why === 'created' ? 'Your portal account' : 'Your new portal password',
      text,
      kind: 'portal-user-password',
    });
  } catch (error) {
    // The change stands; a Master Admin can generate again. The message (with the password) is never logged.
    app.log.error({ errType: (error as Error)?.name }, 'portal users: the password e-mail could not be written');
  }
}

/** Master Admin only: sets a new random password, ends the user's sessions and e-mails the password. */
export async function generatePassword(app: FastifyInstance, actor: AuthUser, id: number): Promise<void> {
  if (actor.role !== MASTER_ADMIN) throw masterAdminOnly();
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  const user = await withTransaction(app.db, async (tx) => {
    const [row] = await tx
      .update(portalUsers)
      .set({ passwordHash, version: sql`${portalUsers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(portalUsers.id, id))
      .returning({ name: portalUsers.name, username: portalUsers.username, email: portalUsers.email });
    if (!row) throw notFound();
    await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      entity: 'portalUser',
      entityId: id,
      action: 'password.generate',
      changes: { password: { changed: true } },
      detail: { emailedTo: row.email },
    });
    return row;
  });
  app.sessions.forgetUser(id);
  await emailPassword(app, user, password, 'generated');
}
