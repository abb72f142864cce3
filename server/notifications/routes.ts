/**
 * NOTIFICATIONS API: every signed-in user reads and marks their own notifications and chooses their kinds; no
 * module permission is needed, since each user only ever sees rows fanned out to them for areas they may view.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  MarkReadResultSchema,
  NOTIFICATIONS_API,
  NotificationListQuerySchema,
  NotificationListSchema,
  NotificationPreferencesSchema,
  UnreadCountSchema,
} from '../../contract/notifications/notifications';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { IdParamsSchema } from '../resources/read-routes';
import { listNotifications, markAllRead, markRead, readPreferences, savePreferences, unreadCount } from './inbox';

const tags = ['notification'];

export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    NOTIFICATIONS_API.list,
    {
      schema: {
        tags,
        summary: "The signed-in user's notifications, newest first, with the unread count",
        security: bearerSecurity,
        querystring: NotificationListQuerySchema,
        response: { 200: envelope(NotificationListSchema), ...errorResponses(400, 401, 500) },
      },
    },
    async (request) =>
      ok(await listNotifications(app.db, request.user!, request.query.pageNum, request.query.unread === 'true')),
  );

  app.get(
    NOTIFICATIONS_API.unreadCount,
    {
      schema: {
        tags,
        summary: "How many of the user's notifications are unread (the bell)",
        security: bearerSecurity,
        response: { 200: envelope(UnreadCountSchema), ...errorResponses(401, 500) },
      },
    },
    async (request) => ok({ unread: await unreadCount(app.db, request.user!) }),
  );

  app.put(
    NOTIFICATIONS_API.read(':id'),
    {
      schema: {
        tags,
        summary: "Mark one of the user's notifications read",
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(MarkReadResultSchema), ...errorResponses(400, 401, 404, 500) },
      },
    },
    async (request) => ok(await markRead(app.db, request.user!, request.params.id)),
  );

  app.put(
    NOTIFICATIONS_API.readAll,
    {
      schema: {
        tags,
        summary: "Mark all the user's notifications read",
        security: bearerSecurity,
        response: { 200: envelope(MarkReadResultSchema), ...errorResponses(401, 500) },
      },
    },
    async (request) => ok(await markAllRead(app.db, request.user!)),
  );

  app.get(
    NOTIFICATIONS_API.preferences,
    {
      schema: {
        tags,
        summary: 'The kinds of notification the user gets',
        security: bearerSecurity,
        response: { 200: envelope(NotificationPreferencesSchema), ...errorResponses(401, 500) },
      },
    },
    async (request) => ok(await readPreferences(app.db, request.user!.id)),
  );

  app.put(
    NOTIFICATIONS_API.preferences,
    {
      schema: {
        tags,
        summary: 'Choose the kinds of notification the user gets, at `version`',
        security: bearerSecurity,
        body: NotificationPreferencesSchema,
        response: { 200: envelope(NotificationPreferencesSchema), ...errorResponses(400, 401, 409, 500) },
      },
    },
    async (request) => ok(await savePreferences(app.db, request.user!.id, request.body)),
  );
};
