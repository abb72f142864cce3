/** API paths shared by server and client (base `/api`). The seed's own paths are kept as they are. */
import { PRODUCT_SLUG } from './company';

export const API_BASE = '/api';

export const API = {
  login: '/auth/login',
  sessionCheck: '/auth/loggedInUserDetails',
  logout: '/auth/logout',
  changePassword: '/auth/change-password',
  logoDetails: `/${PRODUCT_SLUG}-details/logoDetails`,
  dashboardSummary: '/dashboard/summary',
  orderLifecycle: '/order-details/lifecycle',
  docs: '/docs',
  health: '/health',
} as const;
