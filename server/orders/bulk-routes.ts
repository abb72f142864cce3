/** Bulk order actions: start (202 at once), follow, retry the failed. */
import { z } from 'zod';

import { envelope, ok } from '../../contract/platform/envelope';
import { VALIDATION } from '../../contract/platform/messages';
import {
  ORDER_API,
  BulkActionRequestSchema,
  BulkJobSchema,
  ORDER_ACTIONS_NEEDING_REASON,
} from '../../contract/orders/order-processing';
import { badRequest, notFound } from '../platform/http/http-errors';
import { requirePermission } from '../platform/auth/auth-plugin';
import type { ZodApp } from '../resources/binding';
import { bearerSecurity, errorResponses } from '../platform/openapi/routes';
import { createBulkJob, idsMatching, readBulkJob, requeueFailed } from './bulk-jobs';
import { BULK_JOB_KIND } from './bulk-runner';

const tags = ['orders'];
const JobIdSchema = z.object({ id: z.string().max(64) });
const StartedSchema = envelope(z.object({ id: z.string() }));

export function registerBulkRoutes(app: ZodApp): void {
  const edit = requirePermission('orders.order.edit');

  app.post(
    ORDER_API.bulk,
    {
      onRequest: edit,
      schema: {
        tags,
        summary: 'Start a bulk action over chosen orders or every order matching a search (at most 10,000)',
        security: bearerSecurity,
        body: BulkActionRequestSchema,
        response: { 202: StartedSchema, ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request, reply) => {
      const { action, ids, criteria, reason } = request.body;
      if (ORDER_ACTIONS_NEEDING_REASON.includes(action) && !reason) throw badRequest(VALIDATION.required, 'reason');
      const orderIds = ids ?? (await idsMatching(app.db, criteria!));
      const user = request.user!;
      const id = await createBulkJob(app.db, {
        action,
        orderIds,
        reason: reason || null,
        actor: { id: user.id, name: user.name },
      });
      await app.jobs.enqueue(BULK_JOB_KIND, id);
      return reply.code(202).send(ok({ id }));
    },
  );

  app.get(
    ORDER_API.bulkJob(':id'),
    {
      onRequest: requirePermission('orders.order.view'),
      schema: {
        tags,
        summary: "A bulk job: its tally and each order's outcome",
        security: bearerSecurity,
        params: JobIdSchema,
        response: { 200: envelope(BulkJobSchema), ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request) => {
      const job = await readBulkJob(app.db, request.params.id);
      if (!job) throw notFound();
      return ok(job);
    },
  );

  app.post(
    ORDER_API.bulkRetry(':id'),
    {
      onRequest: edit,
      schema: {
        tags,
        summary: "Run a finished bulk job's failed orders again",
        security: bearerSecurity,
        params: JobIdSchema,
        response: { 202: StartedSchema, ...errorResponses(401, 403, 404, 500) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!(await readBulkJob(app.db, id))) throw notFound();
      if (await requeueFailed(app.db, id)) await app.jobs.enqueue(BULK_JOB_KIND, id);
      return reply.code(202).send(ok({ id }));
    },
  );
}
