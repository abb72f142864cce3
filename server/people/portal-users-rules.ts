/**
 * The rules of changing portal users that are not about one field: who may grant what, the last active
 * Master Admin, duplicate usernames and e-mails, and ending a user's sessions when their access changes.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES } from '../../contract/platform/messages';
import { grantedPaths, PORTAL_USER_MESSAGES } from '../../contract/people/portal-users';
import { hasPermission, MASTER_ADMIN, type ModuleAccess } from '../../contract/platform/permissions';
import type { Db } from '../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/pg-errors';
import { refreshTokens } from '../platform/auth/schema';
import { queryRows } from '../db/transaction';
import type { AuthUser } from '../platform/auth/auth-plugin';
import { conflict, HttpError } from '../platform/http/http-errors';

/** 403 with the seed's text: only a Master Admin may do this. */
export const masterAdminOnly = () => new HttpError(403, [{ message: MESSAGES.masterAdminOnly }]);

/** What a user is before and after a change, as far as these rules care. */
export interface AccessState {
  role: string;
  status: string;
  moduleAccess: ModuleAccess;
}

/**
 * Any change to another user (e-mail, username, status, grants, password) needs an editor who holds everything the
 * target holds: else a weaker editor could take over a stronger account (change its e-mail, then reset its password).
 */
export function assertActorMayChange(actor: AuthUser, target: AccessState): void {
  if (actor.role === MASTER_ADMIN) return;
  if (target.role === MASTER_ADMIN) throw new HttpError(403, [{ message: PORTAL_USER_MESSAGES.masterAdminTarget }]);
  const notHeld = grantedPaths(target.moduleAccess).find((path) => !hasPermission(actor, path));
  if (notHeld) throw new HttpError(403, [{ message: PORTAL_USER_MESSAGES.targetHoldsMore(notHeld) }]);
}

/**
 * Staff with the portal-user permission may not make or change a Master Admin, nor grant a permission they do not
 * hold themselves (else anyone with `people.portalUser.edit` could give themselves everything).
 */
export function assertActorMayGrant(actor: AuthUser, before: AccessState | null, after: AccessState): void {
  if (before) assertActorMayChange(actor, before);
  if (actor.role === MASTER_ADMIN) return;
  if (after.role === MASTER_ADMIN) throw masterAdminOnly();
  const held = new Set(grantedPaths(before?.moduleAccess));
  const added = grantedPaths(after.moduleAccess).filter((path) => !held.has(path));
  const notHeld = added.find((path) => !hasPermission(actor, path));
  if (notHeld)
    throw new HttpError(403, [{ field: 'moduleAccess', message: PORTAL_USER_MESSAGES.cannotGrant(notHeld) }]);
}

/** True when the change takes away the user's access as it was signed in: sessions must end. */
export function endsSessions(before: AccessState, after: AccessState): boolean {
  return (
    before.role !== after.role ||
    before.status !== after.status ||
    JSON.stringify(grantedPaths(before.moduleAccess)) !== JSON.stringify(grantedPaths(after.moduleAccess))
  );
}

/**
 * Refuses a change that leaves no active Master Admin. The active Master Admins are locked first (FOR UPDATE), so of
 * two concurrent demotions of the last two, the second waits for the first, re-reads, finds itself the last and is refused.
 */
export async function assertMasterAdminRemains(tx: Db, userId: number, after: AccessState): Promise<void> {
  const admins = await queryRows<{ id: number }>(
    tx,
    sql`select id from portal_users
    where role = ${MASTER_ADMIN} and status = 'Active' order by id for update`,
  );
  const staysAdmin = after.role === MASTER_ADMIN && after.status === 'Active';
  const wasAdmin = admins.some((a) => Number(a.id) === userId);
  if (wasAdmin && !staysAdmin && admins.length <= 1) throw conflict(PORTAL_USER_MESSAGES.lastMasterAdmin);
}

/** Revokes every live refresh-token family of the user, in the caller's transaction; forget the session cache after commit. */
export async function revokeUserSessions(tx: Db, userId: number): Promise<void> {
  await tx
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/** A 409 naming the field when a username or e-mail is taken, case-insensitively, by another user. */
export async function assertUnique(tx: Db, input: { username: string; email: string }, exceptId = 0): Promise<void> {
  const [taken] = await queryRows<{ username: boolean; email: boolean }>(
    tx,
    sql`select
    lower(username) = lower(${input.username}) as username, lower(email) = lower(${input.email}) as email from portal_users
    where id <> ${exceptId} and (lower(username) = lower(${input.username}) or lower(email) = lower(${input.email})) limit 1`,
  );
  if (taken?.username) throw conflict(PORTAL_USER_MESSAGES.usernameTaken, 'username');
  if (taken) throw conflict(PORTAL_USER_MESSAGES.emailTaken, 'email');
}

/** The same 409 when two writes raced past `assertUnique` and the unique index decided; else the error itself. */
export function duplicateOr(error: unknown): unknown {
  if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) return error;
  return findConstraint(error)?.includes('email')
    ? conflict(PORTAL_USER_MESSAGES.emailTaken, 'email')
    : conflict(PORTAL_USER_MESSAGES.usernameTaken, 'username');
}

/** The violated constraint's name, looking through drizzle's wrapping (node-postgres and PGlite both set `constraint`). */
function findConstraint(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === 'string') return name;
  }
  return undefined;
}
