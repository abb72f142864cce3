/** API paths shared by server and client (base `/api`). The seed's own paths are kept as they are. */
import { PRODUCT_SLUG } from '../company/company';

export const API_BASE = '/api';

export const API = {
  login: '/auth/login',
  sessionCheck: '/auth/loggedInUserDetails',
  logout: '/auth/logout',
  changePassword: '/auth/change-password',
  /** The signed-in user's own profile (PROFILE). */
  profile: '/account/profile',
  logoDetails: `/${PRODUCT_SLUG}-details/logoDetails`,
  dashboardSummary: '/dashboard/summary',
  orderLifecycle: '/order-details/lifecycle',
  /** Order processing (contract/orders/order-processing.ts). */
  orderStatusDetails: '/order-details/status-details',
  orderDetail: (id: number | string) => `/order-details/${id}`,
  orderAction: (segment: string, id: number | string) => `/order-details/${segment}/${id}`,
  orderNotes: (id: number | string) => `/order-details/${id}/notes`,
  orderLabel: (id: number | string) => `/order-details/${id}/label`,
  orderLive: '/order-details/live',
  orderBulk: '/order-details/bulk',
  orderBulkJob: (id: string) => `/order-details/bulk/${id}`,
  orderBulkRetry: (id: string) => `/order-details/bulk/${id}/retry`,
  /** Presence (contract/orders/order-presence.ts): one tab's heartbeat on an order, and who processes which orders. */
  orderPresence: (id: number | string) => `/order-details/${id}/presence`,
  orderPresenceList: '/order-details/presence',
  docs: '/docs',
  health: '/health',
} as const;
