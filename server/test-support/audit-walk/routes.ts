/**
 * The mutating routes of the OpenAPI document, for the audit walk: every POST, PUT, PATCH and DELETE
 * except the few that change nothing a person did (reads sent as POST, the session check).
 */
import { AUTH_API } from '../../../contract/account/auth';
import { API_BASE } from '../../../contract/platform/api-paths';

const MUTATING = ['post', 'put', 'patch', 'delete'];

/** A route as the document names it: `PUT /api/tax/{id}`. */
export interface DocumentRoute {
  method: string;
  path: string;
}

export const routeName = (route: DocumentRoute) => `${route.method} ${route.path}`;

/** Routes that are not writes, and why; a route matching none of these must leave exactly one audit row. */
const NOT_WRITES: readonly { test: (route: DocumentRoute) => boolean; why: string }[] = [
  {
    test: (r) => r.method === 'POST' && /\/(search|export|preview)$/.test(r.path),
    why: 'a search, CSV export or preview sent as POST (its criteria, or the draft to preview, are the body)',
  },
  {
    test: (r) => r.method === 'POST' && r.path === `${API_BASE}${AUTH_API.sessionCheck}`,
    why: 'the session check: it rotates the refresh token (bookkeeping of a session the sign-in row already records)',
  },
  {
    test: (r) =>
      (r.method === 'PUT' || r.method === 'DELETE') && /^\/api\/order-details\/\{id\}\/presence$/.test(r.path),
    why: "a tab's presence on an order: a heartbeat every few seconds while it is open, not a change to anything (it lapses by itself)",
  },
];

export const isWrite = (route: DocumentRoute) => !NOT_WRITES.some((rule) => rule.test(route));

/** Every write route of an OpenAPI document, in document order. */
export function writeRoutes(document: { paths?: Record<string, Record<string, unknown>> }): DocumentRoute[] {
  return Object.entries(document.paths ?? {})
    .flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => MUTATING.includes(method))
        .map((method) => ({ method: method.toUpperCase(), path })),
    )
    .filter(isWrite);
}
