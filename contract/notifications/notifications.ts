/**
 * NOTIFICATIONS (issue 14 §6): in-app notifications per portal user for the events staff act on. Each kind
 * belongs to an area: only users who may view that area get it (and see it), and each user may turn kinds off.
 */
import { z } from 'zod';
import type { PermissionPath } from '../platform/permissions';
import { VersionNumberSchema } from '../platform/resource';
import { ROUTE_BY_NAME, routePath, type RouteName } from '../platform/routes';

/** The kinds, in the order the preferences list them. */
export const NOTIFICATION_KINDS = [
  'newOrder',
  'returnRequested',
  'newTicket',
  'lowStock',
  'paymentFailed',
  'webhookOff',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What each kind is called, the permission its record's area needs, and the screen its record opens in. */
export const NOTIFICATION_KIND_INFO: Record<
  NotificationKind,
  { label: string; permission: PermissionPath; route: RouteName }
> = {
  newOrder: { label: 'New order', permission: 'orders.order.view', route: 'MANAGE_ORDER' },
  returnRequested: { label: 'Return requested', permission: 'orders.return.view', route: 'MANAGE_RETURN' },
  newTicket: { label: 'New support ticket', permission: 'people.supportTicket.view', route: 'SUPPORT_TICKET' },
  lowStock: { label: 'Low stock', permission: 'catalogue.stock.view', route: 'MANAGE_STOCK' },
  paymentFailed: { label: 'Payment failed', permission: 'orders.payment.view', route: 'MANAGE_PAYMENT' },
  webhookOff: { label: 'Webhook endpoint switched off', permission: 'configuration.webhook.view', route: 'WEBHOOKS' },
};

/** The query parameter each kind's screen opens its record with (orders `?order=`, returns `?request=`, …). */
export const NOTIFICATION_RECORD_PARAM: Record<NotificationKind, string> = {
  newOrder: 'order',
  returnRequested: 'request',
  newTicket: 'ticket',
  lowStock: 'variant',
  paymentFailed: 'payment',
  webhookOff: 'endpoint',
};

/** The hash path that opens a notification's record: its screen (first tab) with the record's parameter. */
export function notificationPath(n: { kind: NotificationKind; route: string; recordId: string }): string {
  const route =
    (ROUTE_BY_NAME as Record<string, (typeof ROUTE_BY_NAME)[RouteName] | undefined>)[n.route] ??
    ROUTE_BY_NAME[NOTIFICATION_KIND_INFO[n.kind].route];
  const params = (route.menu as { params?: Record<string, string> } | undefined)?.params ?? {};
  return `${routePath(route.name as RouteName, params)}?${new URLSearchParams({ [NOTIFICATION_RECORD_PARAM[n.kind]]: n.recordId })}`;
}

/** One notification as its user sees it. `route` + `recordId` link to the record. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  title: z.string(),
  route: z.string(),
  recordId: z.string(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** Most notifications one page of the list holds. */
export const NOTIFICATION_PAGE_SIZE = 50;

/** Query of `GET /notifications`: a page, newest first, optionally only the unread. */
export const NotificationListQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(0).max(10_000).default(0),
  unread: z.enum(['true', 'false']).optional(),
});

export const NotificationListSchema = z.object({
  content: z.array(NotificationSchema),
  totalElements: z.number().int(),
  unread: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});
export type NotificationList = z.infer<typeof NotificationListSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });

/** A user's choice of kinds: true = gets it. `version` guards against a stale save (409). */
export const NotificationPreferencesSchema = z.object({
  kinds: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, z.boolean()])) as Record<NotificationKind, z.ZodBoolean>,
  ),
  version: VersionNumberSchema,
});
export type NotificationPreferences = z.infer<typeof NotificationPreferencesSchema>;

/** What mark-read calls changed. */
export const MarkReadResultSchema = z.object({ changed: z.number().int(), unread: z.number().int() });

/** The calls, below /api. */
export const NOTIFICATIONS_API = {
  list: '/notifications',
  unreadCount: '/notifications/unread-count',
  read: (id: number | string) => `/notifications/${id}/read`,
  readAll: '/notifications/read-all',
  preferences: '/notifications/preferences',
} as const;

export const NOTIFICATION_MESSAGES = {
  preferencesSaved: 'Notification preferences saved successfully',
  allRead: 'All notifications marked as read',
  none: 'No notifications yet',
} as const;
