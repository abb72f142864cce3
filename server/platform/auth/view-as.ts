/**
 * "View as this user" (issue 14 §3), decided on the server: a Master Admin asks for a short-lived access
 * token that carries their own session (user id and refresh-token family) and the id of the user viewed
 * (`va`). The auth hook honours it only while that session lives and its holder is still an active
 * Master Admin; the request then runs with the viewed user's role and module access, and every write is
 * refused (403) whatever that user may do. Signing the admin out, or the viewed user going inactive,
 * ends it at the next request.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MASTER_ADMIN } from '../../../contract/platform/permissions';
import { PORTAL_USER_MESSAGES } from '../../../contract/people/portal-users';
import { HttpError } from '../http/http-errors';
import type { AccessClaims } from './tokens';
import { findActiveUser, toUserDetails, type PortalUserRow } from './users';

/** Who is viewing: the Master Admin behind a view-as request. */
export interface ViewAsHolder {
  id: number;
  name: string;
}

/** How long a view-as token lives: long enough to look around, short enough that a forgotten tab ends it. */
export const VIEW_AS_TTL_SECONDS = 30 * 60;

/** The read-only refusal of a write made while viewing as another user. */
export const viewAsReadOnly = () => new HttpError(403, [{ message: PORTAL_USER_MESSAGES.viewAsReadOnly }]);

/**
 * POSTs that only read (their criteria, or a draft to preview, are the body), as the audit walk counts them: allowed
 * while viewing as.
 */
const READ_POSTS = /\/(search|export|preview)$/;

/** True for a request that changes nothing: GET/HEAD/OPTIONS, or a search, export or preview sent as POST. */
export function isReadOnlyRequest(request: FastifyRequest): boolean {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return true;
  return request.method === 'POST' && READ_POSTS.test(request.routeOptions.url ?? '');
}

/** A view-as token for `target`, signed for the admin's session (the caller has checked the admin is a Master Admin). */
export function signViewAs(
  server: FastifyInstance,
  admin: { id: number; role: string; familyId: string },
  target: PortalUserRow,
) {
  return server.tokens.signAccess(
    { userId: admin.id, role: admin.role, familyId: admin.familyId, remember: false, viewAs: target.id },
    Date.now(),
    VIEW_AS_TTL_SECONDS,
  );
}

/** The viewed user's details and the holder, or null when the holder is no longer a Master Admin or the user is inactive. */
export async function resolveViewAs(server: FastifyInstance, holder: PortalUserRow, claims: AccessClaims) {
  if (holder.role !== MASTER_ADMIN || claims.viewAs === undefined) return null;
  const viewed = await findActiveUser(server.db, claims.viewAs);
  if (!viewed) return null;
  return { details: toUserDetails(viewed), viewAs: { id: holder.id, name: holder.name } satisfies ViewAsHolder };
}
