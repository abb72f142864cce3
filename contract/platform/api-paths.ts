/**
 * How API paths are declared, once for server and client (base `/api`): each area's contract file exports its paths
 * as `<AREA>_API` (AUTH_API, ORDER_API, MEDIA_API, …), and a kit resource's come from its `apiPath` through
 * `resourcePaths()`. The server registers its routes from them and the SPA's `*-api.ts` files call them, so a path is
 * written once. The seed's own paths are kept as they are.
 */
import { ACCOUNT_API } from '../account/account';
import { AUTH_API } from '../account/auth';
import { COMPANY_API } from '../company/company';
import { DASHBOARD_API } from '../dashboard/dashboard';
import { ORDER_API } from '../orders/order-processing';

export const API_BASE = '/api';

/** The platform's own paths: the OpenAPI document and the health check. */
export const PLATFORM_API = { docs: '/docs', health: '/health' } as const;

/** @deprecated The older grab bag, kept only until its last readers move onto the areas' `*_API` (issue 41). */
export const API = {
  login: AUTH_API.login,
  sessionCheck: AUTH_API.sessionCheck,
  logout: AUTH_API.logout,
  changePassword: ACCOUNT_API.changePassword,
  profile: ACCOUNT_API.profile,
  logoDetails: COMPANY_API.logoDetails,
  dashboardSummary: DASHBOARD_API.summary,
  orderLifecycle: ORDER_API.lifecycle,
  orderStatusDetails: ORDER_API.statusDetails,
  orderDetail: ORDER_API.detail,
  orderAction: ORDER_API.action,
  orderNotes: ORDER_API.notes,
  orderLabel: ORDER_API.label,
  orderLive: ORDER_API.live,
  orderBulk: ORDER_API.bulk,
  orderBulkJob: ORDER_API.bulkJob,
  orderBulkRetry: ORDER_API.bulkRetry,
  orderPresence: ORDER_API.presence,
  orderPresenceList: ORDER_API.presenceList,
  docs: PLATFORM_API.docs,
  health: PLATFORM_API.health,
} as const;
