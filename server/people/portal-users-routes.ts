/**
 * PORTAL_USERS (issue 14 §3): search, get, add, edit, status, generate a password (Master Admin only) and
 * "view as this user" (Master Admin only: a read-only token, server/platform/auth/view-as.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { MASTER_ADMIN } from '../../contract/platform/permissions';
import {
  PORTAL_USER_MESSAGES,
  PORTAL_USERS_API,
  PortalUserCreateSchema,
  PortalUserListSchema,
  PortalUserSchema,
  PortalUserSearchSchema,
  PortalUserStatusSchema,
  PortalUserUpdateSchema,
  ViewAsOutputSchema,
} from '../../contract/people/portal-users';
import { recordAudit } from '../platform/audit/record';
import { requirePermission, type AuthUser } from '../platform/auth/auth-plugin';
import { findActiveUser, toUserDetails } from '../platform/auth/users';
import { signViewAs } from '../platform/auth/view-as';
import { conflict, notFound, sessionExpired } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { generatePassword } from './portal-user-password';
import { findPortalUser, searchPortalUsers } from './portal-users-queries';
import { masterAdminOnly } from './portal-users-rules';
import { createPortalUser, setPortalUserStatus, updatePortalUser } from './portal-users-service';

const tags = ['portal users'];
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const one = envelope(PortalUserSchema);
/** Fastify's path pattern of a contract path with an `{id}` placeholder. */
const pattern = (path: (id: string) => string) => path(':id');

/** The signed-in user of a route behind authentication. */
function userOf(request: { user: AuthUser | null }): AuthUser {
  if (!request.user) throw sessionExpired();
  return request.user;
}

export const portalUserRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PORTAL_USERS_API.search,
    {
      onRequest: requirePermission('people.portalUser.view'),
      schema: {
        tags,
        summary: 'Portal users by name, username or e-mail, role and status',
        security: bearerSecurity,
        body: PortalUserSearchSchema,
        response: { 200: envelope(PortalUserListSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => ok(await searchPortalUsers(app.db, request.body)),
  );

  app.get(
    pattern(PORTAL_USERS_API.one),
    {
      onRequest: requirePermission('people.portalUser.view'),
      schema: {
        tags,
        summary: 'One portal user (never the password)',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const user = await findPortalUser(app.db, request.params.id);
      if (!user) throw notFound();
      return ok(user);
    },
  );

  app.post(
    PORTAL_USERS_API.create,
    {
      onRequest: requirePermission('people.portalUser.add'),
      schema: {
        tags,
        summary: 'Add a user: a generated password is e-mailed to them, never shown',
        security: bearerSecurity,
        body: PortalUserCreateSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => ok(await createPortalUser(app, userOf(request), request.body)),
  );

  app.put(
    pattern(PORTAL_USERS_API.one),
    {
      onRequest: requirePermission('people.portalUser.edit'),
      schema: {
        tags,
        summary: 'Edit a user (send the version read); a changed role or module access ends their sessions',
        security: bearerSecurity,
        params: IdParams,
        body: PortalUserUpdateSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await updatePortalUser(app, userOf(request), request.params.id, request.body)),
  );

  app.put(
    pattern(PORTAL_USERS_API.status),
    {
      onRequest: requirePermission('people.portalUser.edit'),
      schema: {
        tags,
        summary: 'Activate or deactivate a user; deactivating ends their sessions at once',
        security: bearerSecurity,
        params: IdParams,
        body: PortalUserStatusSchema,
        response: { 200: one, ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => ok(await setPortalUserStatus(app, userOf(request), request.params.id, request.body)),
  );

  app.post(
    pattern(PORTAL_USERS_API.generatePassword),
    {
      schema: {
        tags,
        summary: 'Master Admin only: e-mail the user a new random password (never returned) and end their sessions',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      await generatePassword(app, userOf(request), request.params.id);
      return ok(null);
    },
  );

  app.post(
    pattern(PORTAL_USERS_API.viewAs),
    {
      schema: {
        tags,
        summary: 'Master Admin only: a short-lived, read-only token that sees the portal as this user',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: envelope(ViewAsOutputSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const admin = userOf(request);
      if (admin.role !== MASTER_ADMIN) throw masterAdminOnly();
      const target = await findActiveUser(app.db, request.params.id);
      if (!target)
        throw (await findPortalUser(app.db, request.params.id))
          ? conflict(PORTAL_USER_MESSAGES.viewAsInactive)
          : notFound();
      const { token, expiresIn } = await signViewAs(app, admin, target);
      await recordAudit(app.db, {
        entity: 'portalUser',
        entityId: target.id,
        action: 'view-as',
        detail: { viewedAs: target.username },
      });
      return ok({ token, expiresIn, userDetails: toUserDetails(target) });
    },
  );
};
