/**
 * SUPPORT_TICKET's own routes (permission `people.supportTicket`): log a ticket (add), the drawer's read with its
 * thread (view), a message on the thread and status/priority/assignee changes at a version (edit). The search,
 * export and read of one row are the kit's. A reply's e-mail is delivered once its transaction has committed.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import {
  SUPPORT_TICKET_API,
  TICKET_MESSAGES,
  TicketAssigneeSchema,
  TicketCreateSchema,
  TicketDetailSchema,
  TicketMessageCreateSchema,
  TicketUpdateSchema,
  supportTicketResource,
} from '../../contract/support/support-ticket';
import { deliverOutboxMessage } from '../mail/send-mail';
import { requirePermission } from '../platform/auth/auth-plugin';
import { badRequest, conflict, notFound } from '../platform/http/http-errors';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { secretsOf } from '../platform/secrets/secrets-of-app';
import { IdParamsSchema } from '../resources/read-routes';
import { readRow, updateRow } from '../resources/writes';
import { addMessage, assignees, createTicket, idsOf, isAssignable, threadOf } from './ticket-service';
import { supportTicketBinding } from './support-ticket.resource';

const tags = [supportTicketResource.key];
const { source } = supportTicketBinding;
const row = supportTicketResource.row;

/** The staff member a write is by (routes here always have a signed-in user). */
const authorOf = (user: { id: number; name: string } | null | undefined) => ({ id: user!.id, name: user!.name });

export const supportTicketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    SUPPORT_TICKET_API.create,
    {
      onRequest: requirePermission('people.supportTicket.add'),
      schema: {
        tags,
        summary: "Log a ticket for a customer (a phone call): the customer's words open the thread",
        security: bearerSecurity,
        body: TicketCreateSchema,
        response: { 201: envelope(row), ...errorResponses(400, 401, 403, 409, 500) },
      },
    },
    async (request, reply) => {
      if (request.body.assigneeId !== null && !(await isAssignable(app.db, request.body.assigneeId)))
        throw conflict(TICKET_MESSAGES.noSuchAssignee, 'assigneeId');
      return reply.code(201).send(ok(await createTicket(app.db, request.body, authorOf(request.user))));
    },
  );

  app.get(
    SUPPORT_TICKET_API.assignees,
    {
      onRequest: requirePermission('people.supportTicket.view'),
      schema: {
        tags,
        summary: 'The active users a ticket can be assigned to',
        security: bearerSecurity,
        response: { 200: envelope(z.array(TicketAssigneeSchema)), ...errorResponses(401, 403, 500) },
      },
    },
    async () => ok(await assignees(app.db)),
  );

  app.get(
    SUPPORT_TICKET_API.detail(':id'),
    {
      onRequest: requirePermission('people.supportTicket.view'),
      schema: {
        tags,
        summary: 'A ticket with its thread, oldest message first',
        security: bearerSecurity,
        params: IdParamsSchema,
        response: { 200: envelope(TicketDetailSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const ticket = await readRow(app.db, source, request.params.id);
      if (!ticket) throw notFound();
      const [ids, messages] = await Promise.all([idsOf(app.db, ticket.id), threadOf(app.db, ticket.id)]);
      return ok({ ticket, ...ids, messages });
    },
  );

  app.post(
    SUPPORT_TICKET_API.messages(':id'),
    {
      onRequest: requirePermission('people.supportTicket.edit'),
      schema: {
        tags,
        summary:
          "Add a reply (e-mailed to the customer), an internal note (never e-mailed) or the customer's words to the thread",
        security: bearerSecurity,
        params: IdParamsSchema,
        body: TicketMessageCreateSchema,
        response: {
          201: envelope(z.object({ ticket: row, outboxId: z.number().int().nullable() })),
          ...errorResponses(400, 401, 403, 404, 409, 500),
        },
      },
    },
    async (request, reply) => {
      const result = await addMessage(
        app.db,
        secretsOf(app.db),
        request.params.id,
        request.body,
        authorOf(request.user),
      );
      // After the commit: a slow or failing SMTP server never holds the ticket's lock; a failure stays in the Outbox to resend.
      if (result.outboxId !== null) await deliverOutboxMessage(app.db, result.outboxId);
      return reply.code(201).send(ok(result));
    },
  );

  app.put(
    SUPPORT_TICKET_API.update(':id'),
    {
      onRequest: requirePermission('people.supportTicket.edit'),
      schema: {
        tags,
        summary: "Change a ticket's status, priority or assignee, read at `version`",
        security: bearerSecurity,
        params: IdParamsSchema,
        body: TicketUpdateSchema,
        response: { 200: envelope(row), ...errorResponses(400, 401, 403, 404, 409, 500) },
      },
    },
    async (request) => {
      const { version, ...changes } = request.body;
      const values = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      if (Object.keys(values).length === 0) throw badRequest(TICKET_MESSAGES.nothingToChange);
      if (typeof values.assigneeId === 'number' && !(await isAssignable(app.db, values.assigneeId)))
        throw conflict(TICKET_MESSAGES.noSuchAssignee, 'assigneeId');
      return ok(await updateRow(app.db, source, request.params.id, version, values));
    },
  );
};
