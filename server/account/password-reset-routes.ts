/** The password reset's three open routes (issue 14 §2): request a code, verify it, set the new password. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  PASSWORD_RESET_API,
  RequestResetCodeSchema,
  ResetCodeSentSchema,
  ResetTokenSchema,
  SetNewPasswordSchema,
  VerifyResetCodeSchema,
} from '../../contract/account/password-reset';
import { errorResponses } from '../platform/openapi/routes';
import { requestResetCode, setNewPassword, verifyResetCode } from './password-reset';

export const passwordResetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    PASSWORD_RESET_API.requestCode,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary:
          'Forgot password: e-mail a 6-digit code to the account (the same answer whether or not it exists); at most one a minute per account, silently',
        body: RequestResetCodeSchema,
        response: { 200: envelope(ResetCodeSentSchema), ...errorResponses(400, 429, 500) },
      },
    },
    (request) => requestResetCode(app, request.body, request.ip).then(ok),
  );

  app.post(
    PASSWORD_RESET_API.verifyCode,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Verify OTP: at most 5 tries per code; the right code answers a one-use token for set-password',
        body: VerifyResetCodeSchema,
        response: { 200: envelope(ResetTokenSchema), ...errorResponses(400, 409, 429, 500) },
      },
    },
    (request) => verifyResetCode(app, request.body, request.ip).then(ok),
  );

  app.post(
    PASSWORD_RESET_API.setPassword,
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Set new password with the token from verify-code; every session of the user ends',
        body: SetNewPasswordSchema,
        response: { 200: envelope(z.null()), ...errorResponses(400, 409, 500) },
      },
    },
    (request) => setNewPassword(app, request.body, request.ip).then(() => ok(null)),
  );
};
