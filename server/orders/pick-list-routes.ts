/** Pick lists and packing slips (issue 45 §3): start one (202 at once), follow its progress, download its PDF. */
import { z } from 'zod';
import { envelope, ok } from '../../contract/platform/envelope';
import { PICK_LIST_API, PickListJobSchema, PickListRequestSchema } from '../../contract/orders/pick-lists';
import { notFound } from '../platform/http/http-errors';
import { requirePermission } from '../platform/auth/auth-plugin';
import type { ZodApp } from '../resources/binding';
import { bearerSecurity, errorResponses, fileResponse } from '../platform/openapi/routes';
import { sendPdf } from './action-routes';
import { idsMatching } from './bulk-jobs';
import {
  createPickListJob,
  PICK_LIST_JOB_KIND,
  pickListJobHandler,
  pickListPdf,
  readPickListJob,
} from './pick-list-jobs';

const tags = ['orders'];
const JobIdSchema = z.object({ id: z.uuid() });

export function registerPickListRoutes(app: ZodApp): void {
  app.jobs.register(pickListJobHandler(app.db));
  const view = requirePermission('orders.order.view');

  app.post(
    PICK_LIST_API.start,
    {
      onRequest: view,
      schema: {
        tags,
        summary:
          'Start a pick list and packing slips for chosen orders or every order matching a search (at most 10,000)',
        security: bearerSecurity,
        body: PickListRequestSchema,
        response: { 202: envelope(z.object({ id: z.string() })), ...errorResponses(400, 401, 403, 500) },
      },
    },
    async (request, reply) => {
      const { ids, criteria, prices } = request.body;
      const user = request.user!;
      const id = await createPickListJob(app.db, {
        orderIds: ids ?? (await idsMatching(app.db, criteria!)),
        prices,
        actor: { id: user.id, name: user.name },
      });
      await app.jobs.enqueue(PICK_LIST_JOB_KIND, id);
      return reply.code(202).send(ok({ id }));
    },
  );

  app.get(
    PICK_LIST_API.job(':id'),
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'A pick list being made: its progress, then whether its PDF is ready',
        security: bearerSecurity,
        params: JobIdSchema,
        response: { 200: envelope(PickListJobSchema), ...errorResponses(400, 401, 403, 404, 500) },
      },
    },
    async (request) => {
      const job = await readPickListJob(app.db, request.params.id);
      if (!job) throw notFound();
      return ok(job);
    },
  );

  app.get(
    PICK_LIST_API.pdf(':id'),
    {
      onRequest: view,
      schema: {
        tags,
        summary: 'The pick list and packing slips, one PDF (404 until it is made)',
        security: bearerSecurity,
        params: JobIdSchema,
        response: {
          200: fileResponse('application/pdf', 'The pick list, then a packing slip a page per order'),
          ...errorResponses(400, 401, 403, 404, 500),
        },
      },
    },
    async (request, reply) => {
      const pdf = await pickListPdf(app.db, request.params.id);
      if (!pdf) throw notFound();
      return sendPdf(reply, pdf, `pick-list-${request.params.id.slice(0, 8)}.pdf`);
    },
  );
}
