/**
 * The audit's hooks on the API: every handler runs in its request's context (actor.ts), and every
 * permission denial (a 403, wherever it was decided) leaves a row of its own, in its own small
 * transaction, after whatever the request had begun was rolled back.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/http-errors';
import { actorOf, enterRequestContext } from './actor';
import { recordAudit } from './record';

/** The route a denied request asked for, as a person reads it: `PUT /api/tax/{id}` plus the path it sent. */
const routeOf = (request: FastifyRequest) => ({
  method: request.method,
  route: request.routeOptions.url ?? null,
  path: request.url.split('?')[0],
});

async function recordDenial(request: FastifyRequest): Promise<void> {
  try {
    await recordAudit(request.server.db, {
      entity: 'access',
      action: 'denied',
      outcome: 'denied',
      actor: actorOf(request),
      detail: routeOf(request),
    });
  } catch (error) {
    // The refusal stands whether or not it could be written down; a failed write is an operator's matter.
    request.log.error({ err: error }, 'audit: a permission denial could not be recorded');
  }
}

/** Installs the audit's hooks on the API instance (after authentication, so the user is known). */
export function auditRequests(app: FastifyInstance): void {
  enterRequestContext(app);
  app.addHook('onError', async (request, _reply, error) => {
    if (error instanceof HttpError && error.statusCode === 403) await recordDenial(request);
  });
}
