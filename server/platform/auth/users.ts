/** Portal users as sign-in and the session check need them. */
import { and, desc, eq, gt, isNull, or, sql, exists } from 'drizzle-orm';
import type { UserDetails } from '../../../contract/account/auth';
import type { Role } from '../../../contract/platform/permissions';
import type { Db } from '../../db/client';
import { portalUsers, refreshTokens } from './schema';

export type PortalUserRow = typeof portalUsers.$inferSelect;

/** Case-insensitive form of what a user types as username or email. */
export const normalizeLogin = (value: string) => value.trim().toLowerCase();

/** The user whose username or email is `login` (case-insensitive); a username match wins. */
export async function findUserByLogin(db: Db, login: string): Promise<PortalUserRow | undefined> {
  const name = normalizeLogin(login);
  const [user] = await db
    .select()
    .from(portalUsers)
    .where(or(eq(sql`lower(${portalUsers.username})`, name), eq(sql`lower(${portalUsers.email})`, name)))
    .orderBy(desc(sql`lower(${portalUsers.username}) = ${name}`))
    .limit(1);
  return user;
}

/** An active user whose session family is still alive (not revoked, not expired); else undefined. */
export async function findSessionUser(
  db: Db,
  userId: number,
  familyId: string,
  now = new Date(),
): Promise<PortalUserRow | undefined> {
  const liveHead = db
    .select({ one: sql`1` })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, familyId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        isNull(refreshTokens.replacedById),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const [user] = await db
    .select()
    .from(portalUsers)
    .where(and(eq(portalUsers.id, userId), eq(portalUsers.status, 'Active'), exists(liveHead)));
  return user;
}

/** An active user by id; else undefined. */
export async function findActiveUser(db: Db, userId: number): Promise<PortalUserRow | undefined> {
  const [user] = await db
    .select()
    .from(portalUsers)
    .where(and(eq(portalUsers.id, userId), eq(portalUsers.status, 'Active')));
  return user;
}

/** The user as the SPA keeps it (contract UserDetails). */
export function toUserDetails(user: PortalUserRow): UserDetails {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    name: user.name,
    role: user.role as Role,
    userType: user.userType,
    portalUser: user.portalUser,
    moduleAccess: user.moduleAccess,
  };
}
