/**
 * An expired subscription makes the portal read-only (issue 14 §6): one hook on the API refuses every write with
 * 402 Payment Required and SUBSCRIPTION_MESSAGES.expiredReadOnly, except the writes a shop needs to get back in
 * (sign-in and out, password change and reset, the checkout) and a user's own preferences (table layouts, saved
 * views, notification read marks), which change no shop data. Reads, searches and exports stay open.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_BASE } from '../../contract/platform/api-paths';
import { NOTIFICATIONS_API } from '../../contract/notifications/notifications';
import { PORTAL_USERS_API } from '../../contract/people/portal-users';
import { TABLE_VIEWS_API } from '../../contract/table-views/table-views';
import { ACCOUNT_API } from '../../contract/account/account';
import { SUBSCRIPTION_MESSAGES } from '../../contract/platform/messages';
import { SUBSCRIPTION_API } from '../../contract/subscription/subscription';
import { HttpError } from '../platform/http/http-errors';
import { isReadOnlyRequest } from '../platform/auth/view-as';
import { currentSubscriptionStatus } from './status';

/** Routes (as Fastify names them) that stay writable when the subscription has expired, and why. */
export const WRITABLE_WHEN_EXPIRED: readonly { route: RegExp; why: string }[] = [
  { route: exact(ACCOUNT_API.changePassword), why: 'a password must stay changeable' },
  { route: exact(SUBSCRIPTION_API.checkout), why: 'paying is how the subscription is renewed' },
  { route: exact(SUBSCRIPTION_API.state), why: "the Master Admin's demo switch" },
  { route: exact(PORTAL_USERS_API.viewAs(':id')), why: 'viewing as a user is read-only' },
  {
    route: startsWith(TABLE_VIEWS_API.layout(''), TABLE_VIEWS_API.views('')),
    why: "a user's own table layouts and saved views",
  },
  { route: startsWith(`${NOTIFICATIONS_API.list}/`), why: "a user's own notification read marks and choices" },
];

function escaped(path: string): string {
  return (API_BASE + path).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function exact(path: string): RegExp {
  return new RegExp(`^${escaped(path)}$`);
}

/** Every route below one of the paths. */
function startsWith(...paths: string[]): RegExp {
  return new RegExp(`^(${paths.map(escaped).join('|')})`);
}

export const subscriptionExpired = () => new HttpError(402, [{ message: SUBSCRIPTION_MESSAGES.expiredReadOnly }]);

const isExempt = (request: FastifyRequest) => {
  if (request.routeOptions.config.public || isReadOnlyRequest(request)) return true;
  const route = request.routeOptions.url ?? '';
  return WRITABLE_WHEN_EXPIRED.some((rule) => rule.route.test(route));
};

/** Installs the hook on the API instance, after authentication (a public route needs no subscription). */
export function refuseWritesWhenExpired(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (isExempt(request)) return;
    if ((await currentSubscriptionStatus(request.server.db)) === 'expired') throw subscriptionExpired();
  });
}
