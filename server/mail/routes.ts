/**
 * E-mail's routes: binds the secrets key to the app's database (so sendMail can seal and open), the
 * e-mail credentials section of the portal settings, and the Outbox (Master Admin only: messages can hold
 * one-time codes and generated passwords, which the drawer shows in full — on a fresh install with no SMTP
 * server, the Outbox is where a reset code is read).
 */
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  MAIL_API,
  MAIL_MESSAGES,
  OUTBOX_PAGE_SIZE,
  OutboxMessageSchema,
  OutboxPageSchema,
  OutboxQuerySchema,
} from '../../contract/mail/mail';
import type { Db } from '../db/client';
import { recordAudit } from '../platform/audit/record';
import { requirePermission } from '../platform/auth/auth-plugin';
import { conflict, notFound } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { bindOutboundPolicy } from '../platform/net/outbound-host';
import { openOrNull } from '../platform/secrets/cipher';
import { bindSecrets, secretsOf } from '../platform/secrets/secrets-of-app';
import { emailCredentialsRoutes } from './email-credentials-routes';
import { outbox } from './schema';
import { claimForResend, deliverOutboxMessage } from './send-mail';

const tags = ['outbox'];
const UNREADABLE_BODY = '(This message was sealed with another SECRETS_KEY and cannot be read on this server.)';
const IdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const listColumns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  kind: outbox.kind,
  status: outbox.status,
  error: outbox.error,
  attempts: outbox.attempts,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};
type ListRow = typeof outbox.$inferSelect;
const toRow = (row: Omit<ListRow, 'text' | 'html'>) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  kind: row.kind,
  error: row.error,
  attempts: row.attempts,
  status: row.status as z.infer<typeof OutboxMessageSchema>['status'],
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt ? row.sentAt.toISOString() : null,
});

/** One message with its body opened, or 404. */
async function readMessage(db: Db, id: number) {
  const [row] = await db
    .select({ ...listColumns, text: outbox.text, html: outbox.html })
    .from(outbox)
    .where(eq(outbox.id, id));
  if (!row) throw notFound();
  const secrets = secretsOf(db);
  // A body sealed under an earlier SECRETS_KEY cannot be shown; say so rather than fail the drawer.
  return {
    ...toRow(row),
    text: openOrNull(secrets, row.text) ?? UNREADABLE_BODY,
    html: row.html ? openOrNull(secrets, row.html) : null,
  };
}

export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  await bindSecrets(app.db, { dataDir: app.config.dataDir });
  // Where delivery may connect: public hosts only, unless PORTAL_ALLOW_PRIVATE_HOSTS (development) says otherwise.
  bindOutboundPolicy(app.db, { allowPrivate: app.config.allowPrivateHosts });
  await app.register(emailCredentialsRoutes);

  app.get(
    MAIL_API.outbox,
    {
      onRequest: requirePermission('configuration.outbox.view'),
      schema: {
        tags,
        summary: 'The Outbox: every e-mail the portal wrote, newest first (Master Admin only)',
        security: bearerSecurity,
        querystring: OutboxQuerySchema,
        response: { 200: envelope(OutboxPageSchema), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request) => {
      const { page, status } = request.query;
      const where = status ? eq(outbox.status, status) : undefined;
      const rows = await app.db
        .select(listColumns)
        .from(outbox)
        .where(where)
        .orderBy(desc(outbox.createdAt), desc(outbox.id))
        .limit(OUTBOX_PAGE_SIZE)
        .offset((page - 1) * OUTBOX_PAGE_SIZE);
      const [{ total }] = await app.db.select({ total: count() }).from(outbox).where(where);
      return ok({ rows: rows.map(toRow), total, pageSize: OUTBOX_PAGE_SIZE });
    },
  );

  app.get(
    MAIL_API.outboxMessage(':id'),
    {
      onRequest: requirePermission('configuration.outbox.view'),
      schema: {
        tags,
        summary: 'One e-mail with its text (it may hold a one-time code: Master Admin only)',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: envelope(OutboxMessageSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => ok(await readMessage(app.db, request.params.id)),
  );

  app.post(
    MAIL_API.resend(':id'),
    {
      onRequest: requirePermission('configuration.outbox.edit'),
      schema: {
        tags,
        summary: 'Send a failed or unsent e-mail again through the saved SMTP server',
        security: bearerSecurity,
        params: IdParams,
        response: { 200: envelope(OutboxMessageSchema), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const before = await readMessage(app.db, id);
      // One conditional statement claims the row: two clicks never send a message twice.
      if (!(await claimForResend(app.db, id))) throw conflict(MAIL_MESSAGES.onlyFailedResend);
      // Delivery runs outside any transaction (a slow SMTP server holds no locks); the audit row follows on its own.
      const outcome = await deliverOutboxMessage(app.db, id);
      await recordAudit(app.db, {
        entity: 'outbox',
        entityId: id,
        action: 'email.resend',
        outcome: outcome.delivered ? 'success' : 'failure',
        changes: { status: { before: before.status, after: outcome.status } },
        detail: { to: before.to },
      });
      return ok(await readMessage(app.db, id));
    },
  );
};
