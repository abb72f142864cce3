/**
 * `GET|PUT /api/portal-settings/email-credentials` and `POST …/test`: the SMTP server the portal sends through,
 * and a test e-mail to the signed-in user that answers with the SMTP server's refusal in words.
 */
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  EmailCredentialsSchema,
  EmailCredentialsUpdateSchema,
  MAIL_API,
  MAIL_MESSAGES,
  TestEmailResultSchema,
} from '../../contract/mail/mail';
import { sendMail } from './send-mail';
import { isConfigured, readStoredEmailCredentials } from './smtp-settings';
import { outbox } from './schema';
import { recordAudit } from '../platform/audit/record';
import { requirePermission } from '../platform/auth/auth-plugin';
import { badRequest, conflict, sessionExpired } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { readEmailCredentials, saveEmailCredentials } from './email-credentials';

const tags = ['portal settings'];

export const emailCredentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAIL_API.emailCredentials,
    {
      onRequest: requirePermission('configuration.portalSettings.view'),
      schema: {
        tags,
        summary:
          'The SMTP server e-mail goes out through (the password only as set or not and its last four characters)',
        security: bearerSecurity,
        response: { 200: envelope(EmailCredentialsSchema), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await readEmailCredentials(app.db, secretsOf(app.db))),
  );

  app.put(
    MAIL_API.emailCredentials,
    {
      onRequest: requirePermission('configuration.portalSettings.edit'),
      schema: {
        tags,
        summary: 'Save the SMTP server (send the version read; an empty password keeps the saved one)',
        security: bearerSecurity,
        body: EmailCredentialsUpdateSchema,
        response: { 200: envelope(EmailCredentialsSchema), ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => ok(await saveEmailCredentials(app.db, secretsOf(app.db), request.body)),
  );

  app.post(
    MAIL_API.testEmail,
    {
      onRequest: requirePermission('configuration.portalSettings.edit'),
      schema: {
        tags,
        summary: 'Send a test e-mail to the signed-in user through the saved SMTP server',
        security: bearerSecurity,
        response: { 200: envelope(TestEmailResultSchema), ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw sessionExpired();
      if (!user.email) throw badRequest(MAIL_MESSAGES.noAddress);
      // The stored row, not the opened one: an unreadable password must reach sendMail and come back as a Failed row in words.
      const { stored: credentials } = await readStoredEmailCredentials(app.db);
      if (!isConfigured(credentials)) throw conflict(MAIL_MESSAGES.testNotConfigured);
      // Sent outside any transaction (sendMail's rule); the audit row follows in a statement of its own.
      const sent = await sendMail(app.db, {
        to: user.email,
        subject: MAIL_MESSAGES.testSubject,
        text: MAIL_MESSAGES.testText(credentials.host),
        kind: 'test',
      });
      const [row] = await app.db.select({ error: outbox.error }).from(outbox).where(eq(outbox.id, sent.id));
      await recordAudit(app.db, {
        entity: 'outbox',
        entityId: sent.id,
        action: 'email.test',
        outcome: sent.delivered ? 'success' : 'failure',
        detail: { to: user.email },
      });
      return ok({ to: user.email, delivered: sent.delivered, error: row?.error ?? null, outboxId: sent.id });
    },
  );
};
