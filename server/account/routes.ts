/** `POST /api/auth/change-password`: any signed-in user, for their own account. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ChangePasswordRequestSchema } from '../../contract/account';
import { API } from '../../contract/api-paths';
import { envelope, ok } from '../../contract/envelope';
import { sessionExpired } from '../platform/http/http-errors';
import { changePassword } from './account';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(API.changePassword, {
    schema: {
      tags: ['auth'],
      summary: "Change the signed-in user's password; other sessions of the user end; wrong current passwords count against the sign-in limits",
      security: bearerSecurity,
      body: ChangePasswordRequestSchema,
      response: { 200: envelope(z.null()), ...errorResponses(400, 401, 429, 500) },
    },
  }, async (request) => {
    if (!request.user) throw sessionExpired();
    await changePassword(app, request.user, request.body, request.ip);
    app.sessions.forgetUser(request.user.id); // the other sessions just ended
    return ok(null);
  });
};
