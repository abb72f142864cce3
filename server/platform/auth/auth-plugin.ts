/**
 * Authentication for /api routes: every route needs a valid Bearer access token of a live session
 * unless its config says `public: true`; `requirePermission(path)` then checks the dotted permission.
 */
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { UserDetails } from '../../../contract/account/auth';
import { hasPermission, type PermissionPath } from '../../../contract/platform/permissions';
import { noPermission, sessionExpired } from '../http/http-errors';
import { findSessionUser, toUserDetails, type PortalUserRow } from './users';
import { isReadOnlyRequest, resolveViewAs, viewAsReadOnly, type ViewAsHolder } from './view-as';

/** The signed-in user of a request, with the session (refresh-token family) and when its access token expires (epoch seconds). */
export type AuthUser = UserDetails & { familyId: string; accessExpiresAt: number; viewAs?: ViewAsHolder };

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match ? match[1] : null;
}

/** Sets `request.user`, or throws 401 when the token is missing, invalid, expired, revoked or the user is inactive. */
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (request.routeOptions.config.public) return;
  const token = bearerToken(request);
  const claims = token ? await request.server.tokens.verifyAccess(token) : null;
  if (!claims) throw sessionExpired();
  const user = await liveSessionUser(request.server, claims.userId, claims.familyId);
  if (!user) throw sessionExpired();
  if (claims.viewAs !== undefined) {
    // A Master Admin viewing as another user: that user's access, read-only (view-as.ts).
    const viewing = await resolveViewAs(request.server, user, claims);
    if (!viewing) throw sessionExpired();
    request.user = {
      ...viewing.details,
      familyId: claims.familyId,
      accessExpiresAt: claims.expiresAt,
      viewAs: viewing.viewAs,
    };
    if (!isReadOnlyRequest(request)) throw viewAsReadOnly();
    return;
  }
  request.user = { ...toUserDetails(user), familyId: claims.familyId, accessExpiresAt: claims.expiresAt };
}

/** The user of a live session (remembered for `sessionCacheMs`), or undefined when it ended or the user is inactive. */
export async function liveSessionUser(
  server: FastifyInstance,
  userId: number,
  familyId: string,
): Promise<PortalUserRow | undefined> {
  const { sessions, db } = server;
  let user = sessions.get(userId, familyId);
  if (!user) {
    user = await findSessionUser(db, userId, familyId);
    if (user) sessions.set(familyId, user);
  }
  return user;
}

/** Route hook: 403 unless the signed-in user holds `path` (MasterAdmin holds everything). */
export function requirePermission(path: PermissionPath): onRequestAsyncHookHandler {
  return async function checkPermission(request) {
    if (!request.user) throw sessionExpired();
    if (!hasPermission(request.user, path)) throw noPermission();
  };
}

/** Lets the request through when the user holds any of `paths` (a lookup several screens share). */
export function requireAnyPermission(paths: readonly PermissionPath[]): onRequestAsyncHookHandler {
  return async function checkAnyPermission(request) {
    if (!request.user) throw sessionExpired();
    if (!paths.some((path) => hasPermission(request.user, path))) throw noPermission();
  };
}

/** Adds authentication to every route of the (encapsulated) instance it is called on. */
export function protectRoutes(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', authenticate);
}
