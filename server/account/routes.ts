/** The signed-in user's own account: change password and PROFILE (any signed-in user, for their own account). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_API,
  ChangePasswordRequestSchema,
  ProfileSchema,
  ProfileUpdateSchema,
} from '../../contract/account/account';

import { envelope, ok } from '../../contract/platform/envelope';
import { sessionExpired } from '../platform/http/http-errors';
import { changePassword } from './account';
import { readProfile, updateProfile } from './profile';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    ACCOUNT_API.changePassword,
    {
      schema: {
        tags: ['auth'],
        summary:
          "Change the signed-in user's password; other sessions of the user end; wrong current passwords count against the sign-in limits",
        security: bearerSecurity,
        body: ChangePasswordRequestSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 401, 429, 500) },
      },
    },
    async (request) => {
      if (!request.user) throw sessionExpired();
      await changePassword(app, request.user, request.body, request.ip);
      app.sessions.forgetUser(request.user.id); // the other sessions just ended
      return ok(null);
    },
  );

  app.get(
    ACCOUNT_API.profile,
    {
      schema: {
        tags: ['auth'],
        summary: "The signed-in user's profile",
        security: bearerSecurity,
        response: { 200: envelope(ProfileSchema), ...errorResponses(401, 500) },
      },
    },
    async (request) => ok(await readProfile(app.db, request.user!.id)),
  );

  app.put(
    ACCOUNT_API.profile,
    {
      schema: {
        tags: ['auth'],
        summary:
          "Save the signed-in user's name, e-mail, phone and avatar; a new e-mail needs the current password (counted against the sign-in limits)",
        security: bearerSecurity,
        body: ProfileUpdateSchema,
        response: { 200: envelope(ProfileSchema), ...errorResponses(400, 401, 409, 429, 500) },
      },
    },
    async (request) => {
      if (!request.user) throw sessionExpired();
      const profile = await updateProfile(app, request.user.id, request.body, request.ip);
      app.sessions.forgetUser(request.user.id); // the cached user details hold the old name and e-mail
      return ok(profile);
    },
  );
};
