/** Sign-in, session check (seed §7) and logout. All three are open: they are how a session starts and ends. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import {
  AUTH_API,
  LoginRequestSchema,
  LogoutRequestSchema,
  SessionCheckRequestSchema,
  SessionOutputSchema,
} from '../../../contract/account/auth';
import { envelope, ok } from '../../../contract/platform/envelope';
import { bearerToken } from './auth-plugin';
import { checkSession, signIn, signOut } from './auth';
import { errorResponses } from '../openapi/routes';

const SessionEnvelope = envelope(SessionOutputSchema);

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    AUTH_API.login,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with username or email and password',
        body: LoginRequestSchema,
        response: { 200: SessionEnvelope, ...errorResponses(400, 401, 429, 500) },
      },
    },
    (request) => signIn(app, request.body, request.ip).then(ok),
  );

  app.post(
    AUTH_API.sessionCheck,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Session check: same tokens while the access token is valid, else rotate the refresh token',
        body: SessionCheckRequestSchema,
        response: { 200: SessionEnvelope, ...errorResponses(400, 401, 500) },
      },
    },
    (request) => checkSession(app, request.body).then(ok),
  );

  app.post(
    AUTH_API.logout,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Sign out: revokes the whole family of the refresh token and of the Bearer access token (either suffices)',
        body: LogoutRequestSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 500) },
      },
    },
    (request) =>
      signOut(app, { refreshtoken: request.body.refreshtoken, accessToken: bearerToken(request) }).then(() => ok(null)),
  );
};
