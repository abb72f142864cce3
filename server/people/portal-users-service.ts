/**
 * Adding, editing and (de)activating portal users: one transaction per request with its audit row; a change of
 * role, module access or status ends the user's sessions (refresh-token families revoked, the session cache told
 * after commit, so the next request of that user is a 401 and their live streams end).
 */
import { and, eq, sql } from 'drizzle-orm';
import { MESSAGES } from '../../contract/platform/messages';
import { grantedPaths, PORTAL_USER_MESSAGES, type PortalUser } from '../../contract/people/portal-users';
import type { ModuleAccess } from '../../contract/platform/permissions';
import type { z } from 'zod';
import type {
  PortalUserCreateSchema,
  PortalUserStatusSchema,
  PortalUserUpdateSchema,
} from '../../contract/people/portal-users';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { portalUsers } from '../platform/auth/schema';
import { withTransaction } from '../db/transaction';
import { diffChanges } from '../platform/audit/changes';
import { recordAudit } from '../platform/audit/record';
import type { AuthUser } from '../platform/auth/auth-plugin';
import { hashPassword } from '../platform/auth/passwords';
import { conflict, notFound } from '../platform/http/http-errors';
import { deliverOutboxMessage } from '../mail/send-mail';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { queueEmailChangedNotice } from './portal-user-email-notice';
import { findPortalUser } from './portal-users-queries';
import { emailPassword, newPassword } from './portal-user-password';
import {
  assertActorMayChange,
  assertActorMayGrant,
  assertMasterAdminRemains,
  assertUnique,
  duplicateOr,
  endsSessions,
  revokeUserSessions,
  type AccessState,
} from './portal-users-rules';

type CreateInput = z.output<typeof PortalUserCreateSchema>;
type UpdateInput = z.output<typeof PortalUserUpdateSchema>;
type StatusInput = z.output<typeof PortalUserStatusSchema>;

/** What the audit row shows of a user: the fields a person edits, module access as its granted paths. */
const audited = (u: {
  name: string;
  username: string;
  email: string;
  role: string;
  status: string;
  moduleAccess: ModuleAccess;
}) => ({
  name: u.name,
  username: u.username,
  email: u.email,
  role: u.role,
  status: u.status,
  moduleAccess: grantedPaths(u.moduleAccess),
});

/** The lock space of changes to portal users' access ("pusr"), beside other users of advisory locks. */
const PORTAL_USERS_LOCK = 0x7075_7372;

/**
 * The user as stored, locked for the change; 404 when there is none. Every change of a user's access first takes
 * one lock for all of them: the last-Master-Admin check locks every active Master Admin, and two demotions that
 * each locked their own row first would wait on each other (a deadlock PostgreSQL ends with a 500).
 */
async function lockedUser(tx: Db, id: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${PORTAL_USERS_LOCK}::integer, 0)`);
  const [row] = await tx.select().from(portalUsers).where(eq(portalUsers.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/** Adds a user with a generated password, e-mailed after commit (never shown, never logged). */
export async function createPortalUser(app: FastifyInstance, actor: AuthUser, input: CreateInput): Promise<PortalUser> {
  assertActorMayGrant(actor, null, { role: input.role, status: 'Active', moduleAccess: input.moduleAccess });
  const password = newPassword();
  const passwordHash = await hashPassword(password);
  const id = await withTransaction(app.db, async (tx) => {
    await assertUnique(tx, input);
    const [row] = await tx
      .insert(portalUsers)
      .values({ ...input, passwordHash, status: 'Active' })
      .returning();
    await recordAudit(tx, {
      entity: 'portalUser',
      entityId: row.id,
      action: 'create',
      changes: diffChanges(null, audited(row)),
      detail: { passwordEmailed: true },
    });
    return row.id;
  }).catch((error: unknown) => {
    throw duplicateOr(error);
  });
  await emailPassword(app, { name: input.name, username: input.username, email: input.email }, password, 'created');
  return (await findPortalUser(app.db, id))!;
}

/**
 * Saves the edit form when `version` is still current (else 409) and the editor holds all the user holds (else 403);
 * ends the user's sessions when their access changed, and tells the former address when the e-mail changed.
 */
export async function updatePortalUser(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
  input: UpdateInput,
): Promise<PortalUser> {
  const { version, ...fields } = input;
  const { end: ended, noticeId } = await withTransaction(app.db, async (tx) => {
    const before = await lockedUser(tx, id);
    if (before.version !== version) throw conflict(MESSAGES.staleVersion);
    const after: AccessState = { role: fields.role, status: before.status, moduleAccess: fields.moduleAccess };
    assertActorMayGrant(actor, before, after);
    await assertMasterAdminRemains(tx, id, after);
    await assertUnique(tx, fields, id);
    const [row] = await tx
      .update(portalUsers)
      .set({ ...fields, version: sql`${portalUsers.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(portalUsers.id, id), eq(portalUsers.version, version)))
      .returning();
    const end = endsSessions(before, after);
    if (end) await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      entity: 'portalUser',
      entityId: id,
      action: 'update',
      changes: diffChanges(audited(before), audited(row)),
      detail: end ? { sessionsEnded: true } : null,
    });
    const notice = await queueEmailChangedNotice(tx, secretsOf(app.db), before, row.email, actor);
    return { end, noticeId: notice };
  }).catch((error: unknown) => {
    throw duplicateOr(error);
  });
  if (ended) app.sessions.forgetUser(id);
  if (noticeId !== null) await deliverNotice(app, noticeId);
  return (await findPortalUser(app.db, id))!;
}

/** Sends the queued notice after commit; a failure stays on the Outbox (Failed, resendable) and never fails the edit. */
async function deliverNotice(app: FastifyInstance, outboxId: number): Promise<void> {
  try {
    await deliverOutboxMessage(app.db, outboxId);
  } catch (error) {
    app.log.error({ errType: (error as Error)?.name }, 'portal users: the e-mail change notice could not be delivered');
  }
}

/** Active/Inactive; deactivating ends every session of the user at once. The last active Master Admin stays active. */
export async function setPortalUserStatus(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
  input: StatusInput,
): Promise<PortalUser> {
  await withTransaction(app.db, async (tx) => {
    const before = await lockedUser(tx, id);
    if (before.version !== input.version) throw conflict(MESSAGES.staleVersion);
    if (id === actor.id && input.status === 'Inactive') throw conflict(PORTAL_USER_MESSAGES.ownAccountStatus);
    assertActorMayChange(actor, before);
    const after: AccessState = { role: before.role, status: input.status, moduleAccess: before.moduleAccess };
    await assertMasterAdminRemains(tx, id, after);
    await tx
      .update(portalUsers)
      .set({ status: input.status, version: sql`${portalUsers.version} + 1`, updatedAt: sql`now()` })
      .where(eq(portalUsers.id, id));
    if (input.status === 'Inactive') await revokeUserSessions(tx, id);
    await recordAudit(tx, {
      entity: 'portalUser',
      entityId: id,
      action: 'status',
      changes: diffChanges({ status: before.status }, { status: input.status }),
    });
  });
  if (input.status === 'Inactive') app.sessions.forgetUser(id);
  return (await findPortalUser(app.db, id))!;
}
