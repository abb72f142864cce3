/**
 * Who did it: the signed-in user and client address of the request being served, carried in an
 * AsyncLocalStorage so services record the actor without a parameter threaded through every call.
 * Entered at preHandler (after the body is parsed and the user known), so the handler and everything it
 * awaits see it. Code that outlives a request or serves several (the order batcher, bulk jobs) passes
 * its actor explicitly instead.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface AuditActor {
  /** Null when no one is signed in (a failed sign-in) or the system acts. */
  id: number | null;
  name: string | null;
  /** The client's IP address as the server saw it (behind a trusted proxy: the forwarded one). */
  address: string | null;
}

/** Work no request asked for (start-up, maintenance). */
export const SYSTEM_ACTOR: AuditActor = { id: null, name: 'System', address: null };

const requests = new AsyncLocalStorage<FastifyRequest>();

/** A storefront call acts as its API key: its name and prefix, so a row says which key and never its secret. */
export const apiKeyActorName = (key: { name: string; prefix: string }) => `API key “${key.name}” (${key.prefix})`;

/** While a Master Admin views as another user, the admin acts (platform/auth/view-as.ts), not the user viewed. */
export const actorOf = (request: FastifyRequest): AuditActor => {
  if (request.apiKey) return { id: null, name: apiKeyActorName(request.apiKey), address: request.ip || null };
  const person = request.user?.viewAs ?? request.user;
  return { id: person?.id ?? null, name: person?.name ?? null, address: request.ip || null };
};

/** The actor of the request being served, or null outside one. */
export function currentActor(): AuditActor | null {
  const request = requests.getStore();
  return request ? actorOf(request) : null;
}

/** Runs `work` as no request's: background work started by a request must not act as its user by accident. */
export const outsideRequest = <T>(work: () => T): T => requests.exit(work);

/** Makes every handler of `app` (and its children) run inside its request's context. */
export function enterRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => requests.run(request, done));
}
